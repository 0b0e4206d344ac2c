// Authorization of customer-scoped calls: the bearer token's customer, or UNAUTHENTICATED.
// Registered-only calls (profile, password, phone, deletion) refuse guest customers too.
import type { ApiContext, CustomerRef } from '../../context.js';
import { UnauthenticatedError } from '../../errors.js';

export function requireCustomer(ctx: ApiContext): CustomerRef {
  if (!ctx.customer) throw new UnauthenticatedError(ctx.language);
  return ctx.customer;
}

export function requireRegistered(ctx: ApiContext): CustomerRef {
  const customer = requireCustomer(ctx);
  if (customer.isGuest) throw new UnauthenticatedError(ctx.language);
  return customer;
}
