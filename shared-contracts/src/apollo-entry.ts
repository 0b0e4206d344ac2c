// `shared-contracts/apollo`: the Apollo cache's type policies, for the clients the shell makes
// (browser, server, tests). Plain data: not in the federation singleton, so it travels with the
// shell's Apollo chunk instead of every page's first load.
export * from './apollo/type-policies';
