// Resolvers of the platform itself: the captcha challenge and the development outbox (codes,
// links and messages the API "sent"), which production mode refuses.
import { desc, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { normalizePhone, translate, type Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../context.js';
import { UserInputError } from '../errors.js';
import { isCaptchaFamily } from '../services/captcha.js';
import { outbox } from '../db/schema.js';

const OUTBOX_MAX = 100;

export const platformResolvers: Resolvers<ApiContext> = {
  Query: {
    captchaChallenge: async (_p, args, ctx) => {
      if (!ctx.captcha.challenge) throw new Error('captcha service cannot issue challenges');
      // For the family asked for; without one it binds none, so no protected call accepts it (a
      // refused call's 410 carries a bound challenge itself).
      const family = args.family ?? null;
      if (family !== null && !isCaptchaFamily(family)) throw new UserInputError('ui.captcha.failed', ctx.language);
      const c = await ctx.captcha.challenge(family);
      return { ...c, maxnumber: c.maxnumber ?? null };
    },
    devOutbox: async (_p, args, ctx) => {
      if (!(ctx.config.devOutbox ?? !ctx.config.production)) {
        throw new GraphQLError(translate(ctx.language, 'ui.notify.unexpected_error'), { extensions: { code: 'FORBIDDEN', http: { status: 404 } } });
      }
      const limit = Math.min(Math.max(args.limit ?? 20, 1), OUTBOX_MAX);
      const recipient = args.recipient?.trim();
      // E-mails are stored lower-case, phones normalised (5XXXXXXXXX).
      const key = recipient ? (recipient.includes('@') ? recipient.toLowerCase() : normalizePhone(recipient)) : null;
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(key ? eq(outbox.recipient, key) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdOn: r.createdAt.toISOString() }));
    },
  },
};
