// Messages reach the shopper (issue 23): a new customer registers with the code the shop e-mails
// (read from the journeys' mail catcher, as from a mailbox), adds an address, pays by card with the
// 3-D Secure code that arrives by SMS (the catcher gets SMS as mails to <phone>@sms.localhost), and
// then finds the order e-mail: a mail to the buyer whose subject or text carries the order number.
import { expect, test, addAddress, area, codeMailedTo, completeCardForm, mailsTo, addRingToCart } from './support';

const APPROVED_CARD = '4355 0843 5508 4358';

function newCustomer() {
  const stamp = `${Date.now()}`.slice(-8);
  return { email: `posta-${stamp}@storefront.test`, phone: `55${stamp}`, password: 'Sifre1234' };
}

test('register with the e-mailed code, buy with the SMS code, receive the order e-mail', async ({ page }) => {
  test.setTimeout(300_000);
  const customer = newCustomer();

  await page.goto('/register?redirectUrl=/account');
  const register = area(page, 'mf-account');
  await register.getByLabel('Ad', { exact: true }).fill('Elif');
  await register.getByLabel('Soyad').fill('Şahin');
  await register.getByLabel('E-posta adresi').fill(customer.email);
  await register.getByLabel('Telefon numarası').pressSequentially(`+90 ${customer.phone}`);
  await register.getByLabel('Şifre', { exact: true }).fill(customer.password);
  for (const box of await register.getByRole('checkbox').all()) await box.check();
  const mailsBefore = (await mailsTo(page.request, customer.email)).length;
  await register.getByRole('button', { name: 'Üye Ol' }).click();
  const code = await codeMailedTo(page.request, customer.email, mailsBefore);
  await page.getByRole('textbox', { name: 'Doğrulama kodunun 1. hanesi' }).pressSequentially(code);
  // The path, not the address: the register page's own ends in redirectUrl=/account.
  await page.waitForURL((url) => url.pathname === '/account');

  await page.goto('/account/addresses');
  await addAddress(page, area(page, 'mf-account'), 'Ev');
  const ring = await addRingToCart(page);

  await page.goto('/cart');
  const cart = area(page, 'mf-cart-checkout');
  await expect(cart.getByText(ring.name).first()).toBeVisible();
  await cart.getByRole('link', { name: 'Alışverişi tamamla' }).or(cart.getByRole('button', { name: 'Alışverişi tamamla' })).first().click();
  const checkout = area(page, 'mf-cart-checkout');
  await expect(checkout.getByRole('heading', { name: 'Ödeme bilgileri' })).toBeVisible();
  await checkout.getByRole('radio', { name: /TEM/ }).check();
  await checkout.getByLabel('Kart numarası').fill(APPROVED_CARD);
  await completeCardForm(checkout);
  const smsAddress = `${customer.phone}@sms.localhost`;
  const smsBefore = (await mailsTo(page.request, smsAddress)).length;
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();

  const bank = page.frameLocator('iframe[title="Bankanızın 3D Secure doğrulama sayfası"]');
  await bank.getByLabel('SMS ile gönderilen doğrulama kodu').fill(await codeMailedTo(page.request, smsAddress, smsBefore));
  await bank.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();
  const orderNumber = (await page.locator('dt:has-text("Sipariş numarası") + dd').innerText()).trim();
  expect(orderNumber).not.toBe('');

  // The order e-mail, in the buyer's mailbox.
  await expect
    .poll(async () => (await mailsTo(page.request, customer.email)).some((mail) => mail.subject.includes(orderNumber) || (mail.text ?? '').includes(orderNumber)), { timeout: 60_000 })
    .toBe(true);
});
