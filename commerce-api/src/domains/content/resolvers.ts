// GraphQL resolvers of the content domain: agreements/topics, menus, landing pages, home blocks
// and the organisation data.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { blocksBySchema } from './content-blocks.js';
import { contentLanguage } from './content-language.js';
import { landingPage } from './landing-page.js';
import { menuTrees } from './menus.js';
import { organizationInfo } from './organization.js';
import { topicsByType } from './topics.js';

export const contentResolvers: Resolvers<ApiContext> = {
  Query: {
    topicsByType: async (_p, { type }, ctx) => ({ topics: await topicsByType(ctx.db, type, ctx.language) }),
    menus: (_p, { ids, type }, ctx) => menuTrees(ctx.db, { ids, type }, ctx.language),
    landingPage: (_p, { slug, language }, ctx) => landingPage(ctx.db, slug, contentLanguage(ctx.language, language), new Date()),
    contentsBySchema: (_p, { schema, language }, ctx) => blocksBySchema(ctx.db, schema, contentLanguage(ctx.language, language), new Date()),
    organizationInfo: (_p, _a, ctx) => organizationInfo(ctx.db, ctx.language),
  },
};
