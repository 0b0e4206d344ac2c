// The purchase under /en, as an English-speaking shopper sees it: the side cart, a new address,
// the card form's errors, contracts in English naming the chosen carrier, the bank's page and the
// success toast in English, then the order's detail with English attribute names and the
// accepted contract text.
import { expect, test, area, codeSentAfter, lastOutboxId, ringInStock } from './support';

// A generated customer with no password, address or cart (login with a code by e-mail).
const BUYER = { email: 'uye41@storefront.test', phone: '5330000041' };

test('an English purchase: side cart, checkout errors and contracts, bank page, toast and order detail in English', async ({ page }) => {
  test.setTimeout(240_000);
  const { ring, size } = await ringInStock(page.request);

  await page.goto('/en/login');
  const account = area(page, 'mf-account');
  await account.getByRole('radio', { name: 'E-mail' }).check();
  await account.getByRole('textbox', { name: 'E-mail address' }).fill(BUYER.email);
  const sent = await lastOutboxId(page.request, BUYER.email);
  await account.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of the verification code' }).pressSequentially(await codeSentAfter(page.request, BUYER.email, sent));
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  await page.goto(`/en/${ring.seName}`);
  const product = area(page, 'mf-product');
  // The attribute is named in English ("Ring Size"), the sizes are numbers in both languages.
  await product.getByRole('combobox', { name: 'Ring Size' }).selectOption({ label: size });
  await product.getByRole('button', { name: 'Add to cart' }).click();
  const sideCart = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Go to cart' }) });
  await expect(sideCart).toBeVisible();
  await sideCart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);

  const checkout = area(page, 'mf-cart-checkout');
  await checkout.getByRole('button', { name: 'Add a delivery address' }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Save address' }) });
  await form.getByRole('textbox', { name: 'Address title', exact: true }).fill('Home');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Emma');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Stone');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(BUYER.phone);
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'İzmir' });
  await form.getByRole('combobox', { name: 'District', exact: true }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Neighbourhood', exact: true }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Kıbrıs Şehitleri Caddesi No:10 Daire:2');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();

  // Every card field says what is wrong, in English.
  await checkout.getByRole('button', { name: 'Complete payment' }).first().click();
  await expect(checkout.getByText('This field is required')).toHaveCount(4);
  await checkout.getByLabel('Card number').fill('4355 0843 5508 4359');
  await checkout.getByLabel('Expiry date (MM/YY)').fill('01/20');
  await expect(checkout.getByText('Enter a valid card number')).toBeVisible();
  await expect(checkout.getByText('This card has expired')).toBeVisible();

  // The pre-information form is English and names the carrier chosen.
  const carriers = checkout.getByRole('group', { name: 'Carrier' });
  await expect(carriers.getByRole('radio', { checked: true })).toHaveCount(1);
  const carrier = (await carriers.getByRole('radio', { checked: true }).locator('xpath=..').locator('strong').textContent()) ?? '';
  expect(carrier).not.toBe('');
  await checkout.getByRole('button', { name: 'Pre-information Form' }).click();
  const contract = page.getByRole('dialog', { name: 'Pre-information Form' });
  await expect(contract).toContainText(carrier);
  await expect(contract).not.toContainText('Kargo');
  await page.keyboard.press('Escape');

  await checkout.getByLabel('Card number').fill('4355 0843 5508 4358');
  await checkout.getByLabel('Name on card').fill('Emma Stone');
  await checkout.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('checkbox', { name: /I have read and accept/ }).check();
  const sms = await lastOutboxId(page.request, BUYER.phone);
  await checkout.getByRole('button', { name: 'Complete payment' }).first().click();
  const bank = page.frameLocator('iframe[title="Your bank’s 3-D Secure verification page"]');
  await bank.getByLabel('Verification code sent by SMS').fill(await codeSentAfter(page.request, BUYER.phone, sms));
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').getByText('Payment received, your order has been placed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your order has been received' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout\/success/);

  const orderNumber = /SF\d{12}/.exec(await page.getByRole('main').innerText())?.[0];
  await page.goto(`/en/account/orders/${orderNumber}`);
  const detail = area(page, 'mf-account');
  await expect(detail.getByText(/Ring Size:/i).first()).toBeVisible();
  await expect(detail).not.toContainText('Yüzük Ölçüsü');
  await detail.locator('summary', { hasText: 'Pre-information Form' }).click();
  await expect(detail.locator('details[open]')).toContainText(carrier);
});
