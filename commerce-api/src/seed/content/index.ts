// CMS and reference content: topics, contracts, organisation, menus, content pages, the home
// page blocks and the header banner.
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema.js';
import { insertBatches, type IdAllocator } from '../batch-insert.js';
import { contractTemplateRows } from './contracts.js';
import { HEADER_BLOCKS, HEADER_SCHEMA } from './header.js';
import { HOME_BLOCKS } from './home.js';
import { MENU_ROWS, menuItemRows } from './menus.js';
import { organizationRows } from './organization.js';
import { PAGE_SEEDS } from './pages.js';
import { topicRows } from './topics.js';

const DAY = 86_400_000;
const LANGUAGES = ['tr', 'en'] as const;

type BlockRow = typeof t.contentBlocks.$inferInsert;

export async function seedContent(tx: Tx, ids: IdAllocator, now: Date): Promise<void> {
  await tx.insert(t.topics).values(topicRows());
  await tx.insert(t.contractTemplates).values(contractTemplateRows());
  await tx.insert(t.organizationInfo).values(organizationRows());
  await tx.insert(t.menus).values(MENU_ROWS);
  await insertBatches(tx, t.menuItems, menuItemRows(ids));

  const blocks: BlockRow[] = [];
  const pages: (typeof t.contentPages.$inferInsert)[] = [];
  for (const page of PAGE_SEEDS) {
    for (const language of LANGUAGES) {
      const pageId = ids.take(t.contentPages);
      pages.push({
        id: pageId,
        slug: page.slug,
        language,
        status: page.status ?? 'Published',
        title: page.title[language],
        metaTitle: `${page.title[language]} | Işıltı Takı`,
        metaDescription: page.metaDescription[language],
      });
      page.blocks[language].forEach((block, i) =>
        blocks.push({ pageId, schema: null, language, type: block.type, sortOrder: (i + 1) * 10, data: block.data as Record<string, unknown> }),
      );
    }
  }
  const schemaBlocks = [...HOME_BLOCKS.map((seed) => ({ schema: 'home', seed })), ...HEADER_BLOCKS.map((seed) => ({ schema: HEADER_SCHEMA, seed }))];
  for (const { schema, seed } of schemaBlocks) {
    for (const language of LANGUAGES) {
      const block = seed.block[language];
      blocks.push({
        pageId: null,
        schema,
        language,
        type: block.type,
        sortOrder: seed.sortOrder,
        validFrom: seed.validFromDays === undefined ? null : new Date(now.getTime() + seed.validFromDays * DAY),
        validTo: seed.validToDays === undefined ? null : new Date(now.getTime() + seed.validToDays * DAY),
        data: block.data as Record<string, unknown>,
      });
    }
  }
  await tx.insert(t.contentPages).values(pages);
  await insertBatches(tx, t.contentBlocks, blocks, 200);
}
