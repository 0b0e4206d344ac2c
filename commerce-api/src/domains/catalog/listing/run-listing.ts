// Entry points of the listing engine for GraphQL and REST: validate, then build.
import type { CategoryListing } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { buildListing } from './build-listing.js';
import { validateListingRequest, type ListingParamError, type ListingRequest } from './listing-params.js';

export type ListingOutcome = { ok: true; listing: CategoryListing | null } | { ok: false; error: ListingParamError };

export async function runListing(db: Db, request: ListingRequest): Promise<ListingOutcome> {
  const validated = validateListingRequest(request);
  if (!validated.ok) return validated;
  return { ok: true, listing: await buildListing(db, validated.params) };
}
