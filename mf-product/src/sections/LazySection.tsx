// A section's content whose code is its own chunk, loaded on the section's first open (sections
// start closed, so nothing of it is server-rendered or hydrated): the section's own loading
// message while the chunk and then its data load, a retry if the chunk fails.
import type { ReactNode } from 'react';
import { useLazyModule } from 'shared-contracts/lazy';
import { LoadFailure, Loading } from './SectionStatus';

interface Props<M> {
  load: () => Promise<M>;
  /** Names the section in the console error of a failed load. */
  label: string;
  /** The message the section itself shows while its data loads. */
  loadingMessageId: string;
  children: (module: M) => ReactNode;
}

export function LazySection<M>({ load, label, loadingMessageId, children }: Props<M>) {
  const { loaded, failed, retry } = useLazyModule(load, { label });
  if (failed) return <LoadFailure onRetry={retry} />;
  return loaded ? children(loaded) : <Loading messageId={loadingMessageId} />;
}
