// A below-the-fold block part whose code loads, and which renders, when the visitor gets near it
// (after their first interaction unless it is on the first screen: useNeededSoon); until then a
// placeholder holds its room. A failed load shows the content error with a retry.
import type { ReactNode } from 'react';
import { useLazyModule } from 'shared-contracts/lazy';
import { LoadError } from '../../common/LoadError';
import { useNeededSoon } from 'shared-contracts';

interface Props<M> {
  load: () => Promise<M>;
  /** Names the part in the console error of a failed load. */
  label: string;
  /** The placeholder's class: its min-height reserves the part's room. */
  pendingClassName: string;
  children: (module: M) => ReactNode;
}

export function LoadWhenNear<M>({ load, label, pendingClassName, children }: Props<M>) {
  const [ref, near] = useNeededSoon<HTMLDivElement>();
  const part = useLazyModule(load, { enabled: near, label });
  if (part.failed) return <LoadError messageId="content.error" onRetry={part.retry} />;
  if (!part.loaded) return <div ref={ref} className={pendingClassName} />;
  return children(part.loaded);
}
