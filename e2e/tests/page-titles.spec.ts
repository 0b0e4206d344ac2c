// Every page's title carries the shop's name (issue 22, point 9): each route of the route table
// is loaded, as a visitor and as the demo customer, and its title, in the server's HTML and in the
// browser once the page has taken over, ends with the shop's name. A route added to the table
// without a sample address here fails the journey, so no page is left out.
import type { Page } from '@playwright/test';
import { ROUTES, type RouteId } from '../../shared-contracts/src/routes/route-table';
import { test, expect, demoListing, gql, loginWithPassword } from './support';

const SHOP_NAME = 'Işıltı Takı';
const ENDS_WITH_SHOP_NAME = / \| Işıltı Takı$/;

interface Samples {
  category: string;
  product: string;
  orderNumber: string;
  orderId: number;
}

/** A real address of each route (its parameters filled with demo data). */
function sampleAddress(id: RouteId, s: Samples): string {
  const addresses: Record<RouteId, string> = {
    home: '/',
    login: '/login',
    register: '/register',
    passwordRecovery: '/passwordrecovery',
    passwordRecoveryConfirm: '/passwordrecovery/confirm',
    cart: '/cart',
    checkout: '/checkout',
    checkoutSuccess: '/checkout/success',
    checkoutSuccessById: `/checkout/success/${s.orderId}`,
    account: '/account',
    orders: '/account/orders',
    orderDetail: `/account/orders/${s.orderNumber}`,
    orderCancel: `/account/orders/cancel/${s.orderNumber}`,
    wishlist: '/account/wishlist',
    wishlistShort: '/wishlist',
    addresses: '/account/addresses',
    coupons: '/account/coupons',
    password: '/account/password',
    contentPage: '/sayfa/magazalarimiz',
    ringSize: '/find/ring-size',
    necklaceSize: '/find/necklace-size',
    braceletSize: '/find/bracklet-size',
    search: '/arama?q=kolye',
    category: `/${s.category}`,
    product: `/${s.product}`,
  };
  return addresses[id];
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
  const routes = Object.values(ROUTES);
  const open = routes.filter((r) => r.access !== 'login');
  const samples: Samples = { category: category.seName, product: product.seName, orderNumber: '', orderId: 0 };
  for (const route of open) await expectShopTitle(page, sampleAddress(route.id, samples));

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
  for (const route of routes.filter((r) => r.access === 'login')) await expectShopTitle(page, sampleAddress(route.id, samples));
});
