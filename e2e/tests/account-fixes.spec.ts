// The account fixes of issue 11 (point 8), as a shopper meets them: a phone typed key by key with
// the country code, registration that opens the account at the top of the page, the default
// delivery and billing address chosen in the address list, and /login for a customer who is
// already logged in. A new customer is registered for it: the demo customers belong to others.
import { expect, test, addAddress, area, codeSentAfter, lastOutboxId, SHOWN_PHONE, TYPED_PHONE } from './support';

/** A customer nobody else uses: e-mail and mobile number unique to this run. */
function newCustomer() {
  const stamp = `${Date.now()}`.slice(-8);
  return { email: `hesap-${stamp}@storefront.test`, phone: `54${stamp}`, password: 'Sifre1234' };
}

/** '5401234567' as a shopper types it with the country code: '+90 540 123 45 67'. */
const withCountryCode = (phone: string) => `+90 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;

test('phone typed key by key, registration opens at the top, default addresses, /login when logged in', async ({ page }) => {
  test.setTimeout(240_000);
  const customer = newCustomer();

  // Login: the phone typed key by key with the country code keeps its digits.
  await page.goto('/login');
  const login = area(page, 'mf-account');
  const loginPhone = login.getByRole('textbox', { name: 'Telefon numarası' });
  await loginPhone.pressSequentially(TYPED_PHONE);
  await expect(loginPhone).toHaveValue(SHOWN_PHONE);

  // Registration on a short window: the form runs below the fold, the shopper scrolls to send it.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/register?redirectUrl=/account');
  const register = area(page, 'mf-account');
  await register.getByLabel('Ad', { exact: true }).fill('Deniz');
  await register.getByLabel('Soyad').fill('Kaya');
  await register.getByLabel('E-posta adresi').fill(customer.email);
  const registerPhone = register.getByLabel('Telefon numarası');
  await registerPhone.pressSequentially(withCountryCode(customer.phone));
  await expect(registerPhone).toHaveValue(`0(${customer.phone.slice(0, 3)}) ${customer.phone.slice(3, 6)} ${customer.phone.slice(6, 8)} ${customer.phone.slice(8)}`);
  await register.getByLabel('Şifre', { exact: true }).fill(customer.password);
  for (const box of await register.getByRole('checkbox').all()) await box.check();
  const before = await lastOutboxId(page.request, customer.email);
  await register.getByRole('button', { name: 'Üye Ol' }).click();
  const code = await codeSentAfter(page.request, customer.email, before);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Doğrulama kodunun 1. hanesi' }).pressSequentially(code);

  // The account opens at its top, not at "Hesabımı sil" where the form's button was. (The path,
  // not the address: the register page's own may end in redirectUrl=/account.)
  await page.waitForURL((url) => url.pathname === '/account');
  const profile = area(page, 'mf-account');
  await expect(profile.getByRole('button', { name: 'Hesabımı sil' })).toBeAttached();
  await expect(profile.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Profile: the new phone typed key by key.
  const phoneSection = profile.getByRole('region', { name: 'Telefon numarası' });
  await phoneSection.getByRole('button', { name: 'Düzenle' }).click();
  const newPhone = phoneSection.getByLabel('Yeni telefon numarası');
  await newPhone.clear();
  await newPhone.pressSequentially(TYPED_PHONE);
  await expect(newPhone).toHaveValue(SHOWN_PHONE);
  await phoneSection.getByRole('button', { name: 'Vazgeç' }).click();

  // Addresses: the first one is the default for both; make the second the delivery default.
  await page.goto('/account/addresses');
  const addresses = area(page, 'mf-account');
  await addAddress(page, addresses, 'Ev');
  await addAddress(page, addresses, 'İş');
  const card = (title: string) => addresses.getByRole('listitem', { name: title });
  await expect(card('Ev').getByText('Varsayılan teslimat', { exact: true })).toBeVisible();
  await expect(card('İş').getByText('Varsayılan teslimat', { exact: true })).toHaveCount(0);
  await card('İş').getByRole('button', { name: 'İş adresini varsayılan teslimat adresi yap' }).click();
  await expect(page.getByRole('status').getByText('İş varsayılan teslimat adresiniz oldu.')).toBeVisible();
  await expect(card('İş').getByText('Varsayılan teslimat', { exact: true })).toBeVisible();
  await expect(card('Ev').getByText('Varsayılan teslimat', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(card('İş').getByText('Varsayılan teslimat', { exact: true })).toBeVisible();
  await expect(card('İş').getByText('Varsayılan fatura', { exact: true })).toHaveCount(0);
  await expect(card('Ev').getByText('Varsayılan fatura', { exact: true })).toBeVisible();
  await expect(card('Ev').getByText('Varsayılan teslimat', { exact: true })).toHaveCount(0);
  await expect(card('Ev').getByRole('button', { name: 'Ev adresini varsayılan teslimat adresi yap' })).toBeVisible();

  // Logged in, /login is no place to be: the server sends the customer on, language kept.
  const answer = await page.request.get('/login?redirectUrl=%2Faccount%2Forders', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/account/orders');
  await page.goto('/login?redirectUrl=/account/orders');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(area(page, 'mf-account')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en/login?redirectUrl=/en/account/orders');
  await expect(page).toHaveURL(/\/en\/account\/orders$/);
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(area(page, 'mf-account')).toBeVisible();
});
