import { createContext } from 'react';
import type { PrefetchPath } from './prefetch';

export const PrefetchContext = createContext<PrefetchPath>(() => {});
