export * from './http-status';
export * from './server-data';
export * from './useHydrated';
