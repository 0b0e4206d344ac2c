// The executable schema: the contract's SDL (shared-contracts/schema.graphql, read from disk so
// the API serves exactly the file every team compiles against) plus every domain's resolvers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolverMaps } from './resolver-map.js';

export function schemaPath(): string {
  return createRequire(import.meta.url).resolve('shared-contracts/schema.graphql');
}

export function buildExecutableSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(schemaPath(), 'utf8'),
    resolvers: resolverMaps as never,
    // A resolver for a field the SDL lacks is a typo: fail at start, not at request time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
