// `shared-contracts/graphql`: the typed operations (DocumentNodes) and GraphQL types. Kept out of
// the shared singleton on purpose: documents are plain data, so each bundle carries only the
// operations it uses instead of every team's (about 185 kB in the shell's first load).
export * from './generated';
