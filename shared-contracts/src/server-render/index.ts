export * from './http-status';
export * from './useHydrated';
export * from './rendering-place';
export * from './on-server';
