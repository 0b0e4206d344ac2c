// Entry points of the listing engine for GraphQL and REST: validate, then build. GraphQL lists
// full Products (the caller picks fields); REST lists product cards (see listing-cards.ts).
import type { CategoryListing } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { buildListing, cardListingResponse } from './build-listing.js';
import type { CachedListingResponse } from './listing-cache.js';
import { validateListingRequest, type ListingParamError, type ListingRequest } from './listing-params.js';

export type ListingOutcome = { ok: true; listing: CategoryListing | null } | { ok: false; error: ListingParamError };

export async function runListing(db: Db, request: ListingRequest): Promise<ListingOutcome> {
  const validated = validateListingRequest(request);
  if (!validated.ok) return validated;
  return { ok: true, listing: await buildListing(db, validated.params) };
}

/** The REST answer: the card listing as JSON text (reused for a moment, see cardListingResponse). */
export async function runCardListing(db: Db, request: ListingRequest): Promise<{ ok: true; response: CachedListingResponse } | { ok: false; error: ListingParamError }> {
  const validated = validateListingRequest(request);
  if (!validated.ok) return validated;
  return { ok: true, response: await cardListingResponse(db, validated.params) };
}
