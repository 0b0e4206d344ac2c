// The one call sensitive mutations make first: counts the request per client address and per
// identifier and, past the bucket's limit, demands a solved captcha (HTTP 410, spec section 8)
// issued for that bucket; the 410 carries a fresh challenge for it.
import type { ApiContext } from '../context.js';
import { CaptchaRequiredError } from '../errors.js';
import type { RateBucket } from './rate-limiter.js';

/**
 * @param identifiers what the caller acts on (e-mail, phone ...); empty values are ignored.
 *   The client address is always counted as well.
 */
export async function guardRateLimit(
  ctx: ApiContext,
  bucket: RateBucket,
  identifiers: (string | null | undefined)[] = [],
): Promise<void> {
  const keys = [`ip:${ctx.ip}`, ...identifiers.filter((v): v is string => !!v).map((v) => `id:${v.trim().toLowerCase()}`)];
  if (!(await ctx.rateLimiter.hit(bucket, keys))) return;
  // The solution must have been issued for this bucket (the operation family); it is used up here.
  if (await ctx.captcha.verify(ctx.captchaToken, bucket)) return;
  const challenge = ctx.captcha.challenge ? await ctx.captcha.challenge(bucket) : undefined;
  throw new CaptchaRequiredError(ctx.language, challenge ? { family: bucket, challenge } : undefined);
}
