// Every page's title carries the shop's name (issue 22, point 9): each route of the route table
// is loaded, as a visitor and as the demo customer, and its title, in the server's HTML and in the
// browser once the page has taken over, ends with the shop's name. The routes come from the
// table the site serves; one with parameters and no sample address here fails the journey.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, demoListing, gql, loginWithPassword } from './support';

/** The route table as the site serves it (the shell's build writes it from shared-contracts). */
interface Route {
  path: string;
  module: string;
  access: 'all' | 'login' | 'anonymous';
}
const SHOP_NAME = 'Işıltı Takı';
const ENDS_WITH_SHOP_NAME = / \| Işıltı Takı$/;
const ROUTE_TABLE = join(import.meta.dirname, '..', '..', 'shell', 'dist', 'route-table.json');

interface Samples {
  category: string;
  product: string;
  orderNumber: string;
  orderId: number;
}

/** A real address of each route (its parameters filled with demo data), by path and module. */
function sampleAddress(route: Route, s: Samples): string {
  const addresses: Record<string, string> = {
    '/:seName ./CategoryPage': `/${s.category}`,
    '/:seName ./ProductPage': `/${s.product}`,
    '/checkout/success/:id': `/checkout/success/${s.orderId}`,
    '/account/orders/:orderNumber': `/account/orders/${s.orderNumber}`,
    '/account/orders/cancel/:orderNumber': `/account/orders/cancel/${s.orderNumber}`,
    '/sayfa/:slug': '/sayfa/magazalarimiz',
    '/arama': '/arama?q=kolye',
  };
  const address = addresses[`${route.path} ${route.module}`] ?? addresses[route.path] ?? (route.path.includes(':') ? undefined : route.path);
  if (!address) throw new Error(`route ${route.path} (${route.module}) has no sample address in page-titles.spec.ts: add one`);
  return address;
}

/** The title the server wrote into the page's HTML. */
async function serverTitle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
}

async function expectShopTitle(page: Page, path: string) {
  expect(await serverTitle(page, path), `server title of ${path}`).toMatch(ENDS_WITH_SHOP_NAME);
  await page.goto(path);
  await expect(page, `title of ${path}`).toHaveTitle(ENDS_WITH_SHOP_NAME);
}

test('every route of the route table has a title that ends with the shop name', async ({ page }) => {
  test.setTimeout(480_000);
  const { category, product } = await demoListing(page.request);
  const routes = (JSON.parse(readFileSync(ROUTE_TABLE, 'utf8')) as { routes: Route[] }).routes;
  expect(routes.length, 'the route table lists the shop\'s pages').toBeGreaterThan(20);
  const open = routes.filter((r) => r.access !== 'login');
  const samples: Samples = { category: category.seName, product: product.seName, orderNumber: '', orderId: 0 };
  for (const route of open) await expectShopTitle(page, sampleAddress(route, samples));

  // The pages the issue found without the shop's name, each with its own title before the name.
  await page.goto('/sayfa/magazalarimiz');
  await expect(page).toHaveTitle(`Mağazalarımız | ${SHOP_NAME}`);
  await page.goto('/login');
  await expect(page).toHaveTitle(new RegExp(`^Giriş.* \\| ${SHOP_NAME}$`));
  await page.goto('/arama?q=kolye');
  await expect(page).toHaveTitle(new RegExp(`kolye.* \\| ${SHOP_NAME}$`));
  await page.goto('/find/ring-size');
  await expect(page).toHaveTitle(new RegExp(`^Yüzük ölçüsü.* \\| ${SHOP_NAME}$`));

  // The customer's pages, logged in as the demo customer with one of the seeded orders.
  await page.goto('/login');
  await loginWithPassword(page);
  const { customerOrders } = await gql<{ customerOrders: { orders: { id: number; orderNumber: string }[] } }>(
    page.request,
    `query { customerOrders(pageIndex: 0, pageSize: 1) { orders { id orderNumber } } }`,
  );
  const [order] = customerOrders.orders;
  expect(order, 'the demo customer has an order').toBeTruthy();
  Object.assign(samples, { orderNumber: order!.orderNumber, orderId: order!.id });
  for (const route of routes.filter((r) => r.access === 'login')) await expectShopTitle(page, sampleAddress(route, samples));
});
