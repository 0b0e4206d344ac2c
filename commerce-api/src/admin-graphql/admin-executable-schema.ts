// The staff API's executable schema: the staff contract's SDL (shared-contracts
// admin-schema.graphql, read from disk as the shop's is) plus every staff domain's resolvers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { adminResolverMaps } from './admin-resolver-map.js';

export function adminSchemaPath(): string {
  return createRequire(import.meta.url).resolve('shared-contracts/admin-schema.graphql');
}

export function buildAdminExecutableSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(adminSchemaPath(), 'utf8'),
    resolvers: adminResolverMaps as never,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
