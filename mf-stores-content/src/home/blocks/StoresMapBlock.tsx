import type { StoresMapBlockData } from 'shared-contracts';
import { StoreLocator } from '../../stores/StoreLocator';
import type { HeadingLevel } from './types';

export function StoresMapBlock({ data, headingLevel }: { data: StoresMapBlockData; headingLevel: HeadingLevel }) {
  return <StoreLocator title={data.title} headingLevel={headingLevel} />;
}
