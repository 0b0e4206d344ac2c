// What the shopper is shown at checkout is what happens (issue 11): a separate billing address
// survives a reload, an address can be edited from the checkout, a carrier change brings new
// contract texts and takes the agreement tick away, the card form shows its errors (empty, a
// wrong number, an expiry in the past) and a paid order says so; the cart can be emptied; a
// guest is taken to checkout as a guest customer when the cart offers it.
import { expect, test, area, codeSentAfter, lastOutboxId, loginWithEmailCode, ringInStock, type RingInStock } from './support';
import type { Locator, Page } from '@playwright/test';

const APPROVED_CARD = '4355 0843 5508 4358';

async function addRing(page: Page, { ring, size }: RingInStock) {
  await page.goto(`/${ring.seName}`);
  const product = area(page, 'mf-product');
  const sideCart = page.getByRole('dialog', { name: /^Sepetim, / });
  // One choice and one press: until the product area has hydrated both are disabled.
  await product.getByRole('combobox').first().selectOption({ label: size });
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(sideCart).toBeVisible();
  await expect(sideCart.getByRole('link', { name: ring.name })).toBeVisible();
  return sideCart;
}

async function fillAddress(page: Page, opener: Locator, values: { title: string; phone: string; line: string }) {
  await opener.click();
  const form = page.getByRole('dialog', { name: 'Yeni adres' });
  await form.getByRole('textbox', { name: 'Adres başlığı' }).fill(values.title);
  await form.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz');
  await form.getByRole('textbox', { name: 'Soyad' }).fill('Kaya');
  await form.getByRole('textbox', { name: 'Telefon' }).pressSequentially(values.phone);
  await form.getByRole('combobox', { name: 'İl', exact: true }).selectOption({ label: 'Ankara' });
  await form.getByRole('combobox', { name: 'İlçe' }).selectOption({ label: 'Çankaya' });
  await form.getByRole('combobox', { name: 'Mahalle' }).selectOption({ label: 'Kızılay' });
  await form.getByRole('textbox', { name: 'Adres', exact: true }).fill(values.line);
  await form.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(form).toBeHidden();
}

/** The pre-information form's text as its modal shows it, once it contains `expected` (the texts follow changes shortly after). */
async function preInfoText(page: Page, checkout: Locator, expected?: string | RegExp): Promise<string> {
  await checkout.getByRole('button', { name: 'Ön Bilgilendirme Formu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ön Bilgilendirme Formu' });
  await expect(dialog).toBeVisible();
  if (expected) await expect(dialog).toContainText(expected);
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
  return text;
}

test('billing survives a reload, addresses are edited in checkout, contracts follow the carrier, card errors show, payment says so', async ({ page }) => {
  test.setTimeout(240_000);
  const buyer = { email: 'uye32@storefront.test', phone: '5330000032' };
  const stock = await ringInStock(page.request);
  await page.goto('/login');
  await loginWithEmailCode(page, buyer.email);
  await addRing(page, stock);

  await page.goto('/checkout');
  const checkout = area(page, 'mf-cart-checkout');
  await fillAddress(page, checkout.getByRole('button', { name: 'Yeni teslimat adresi ekle' }), { title: 'Ev', phone: '5321110032', line: 'Atatürk Bulvarı No:21 Daire:3' });
  const delivery = checkout.getByRole('group', { name: 'Teslimat adresi' });
  await expect(delivery.getByRole('radio', { name: /^Ev/ })).toBeChecked();

  // A separate billing address.
  const same = checkout.getByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' });
  await expect(same).toBeChecked();
  await same.uncheck();
  const billing = checkout.getByRole('group', { name: 'Fatura adresi' });
  await fillAddress(page, billing.getByRole('button', { name: 'Yeni fatura adresi ekle' }), { title: 'Ofis', phone: '5321110033', line: 'Kızılay Meydanı İş Hanı No:5 Kat:2' });
  await expect(billing.getByRole('radio', { name: /^Ofis/ })).toBeChecked();
  await expect(delivery.getByRole('radio', { name: /^Ev/ })).toBeChecked();

  // After a reload the page shows what will be invoiced.
  await page.reload();
  await expect(delivery.getByRole('radio', { name: /^Ev/ })).toBeChecked();
  await expect(same).not.toBeChecked();
  await expect(billing.getByRole('radio', { name: /^Ofis/ })).toBeChecked();
  await expect(billing.getByRole('radio', { name: /^Ev/ })).not.toBeChecked();

  // Editing an address from the checkout.
  await billing.getByRole('button', { name: 'Ofis adresini düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Adresi düzenle' });
  await expect(edit.getByRole('textbox', { name: 'Adres başlığı' })).toHaveValue('Ofis');
  await edit.getByRole('textbox', { name: 'Adres', exact: true }).fill('Kızılay Meydanı Yeni Han No:9 Kat:4');
  await edit.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').getByText('Adresiniz güncellendi.')).toBeVisible();
  await expect(billing.getByText(/Kızılay Meydanı Yeni Han No:9 Kat:4/)).toBeVisible();
  await preInfoText(page, checkout, 'Kızılay Meydanı Yeni Han No:9 Kat:4');

  // The card form's errors: empty, then a wrong number and a past expiry.
  await expect(checkout.getByRole('heading', { name: 'Ödeme bilgileri' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();
  await expect(checkout.getByText('Bu alan zorunludur')).toHaveCount(4);
  await checkout.getByLabel('Kart numarası').fill('4355 0843 5508 4359');
  await checkout.getByLabel('Son kullanma tarihi (AA/YY)').fill('01/20');
  await expect(checkout.getByText('Geçerli bir kart numarası giriniz')).toBeVisible();
  await expect(checkout.getByText('Kartınızın son kullanma tarihi geçmiş')).toBeVisible();

  // The contracts follow the carrier: the tick goes with the old text.
  const carriers = checkout.getByRole('group', { name: 'Kargo firması' });
  const chosen = carriers.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const radios = carriers.getByRole('radio');
  const states = await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).checked));
  const other = radios.nth(states.indexOf(false));
  const chosenCarrier = (await other.locator('xpath=..').locator('strong').textContent()) ?? '';
  expect(chosenCarrier).not.toBe('');
  const agreement = checkout.getByRole('checkbox', { name: /okudum, onaylıyorum/ });
  await agreement.check();
  const before = await preInfoText(page, checkout);
  // The choice is shown once the server has it.
  await other.click();
  await expect(other).toBeChecked();
  await expect(agreement).not.toBeChecked();
  await expect(checkout.getByText(/Sözleşme metinleri seçimlerinize göre güncellendi/)).toBeVisible();
  const after = await preInfoText(page, checkout);
  expect(after).not.toEqual(before);

  // A valid card with the new texts accepted: the bank's page, then the success toast and page.
  await checkout.getByLabel('Kart numarası').fill(APPROVED_CARD);
  await checkout.getByLabel('Kart üzerindeki isim').fill('Deniz Kaya');
  await checkout.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await agreement.check();
  const smsBefore = await lastOutboxId(page.request, buyer.phone);
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();
  const bank = page.frameLocator('iframe[title="Bankanızın 3D Secure doğrulama sayfası"]');
  const codeField = bank.getByLabel('SMS ile gönderilen doğrulama kodu');
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeSentAfter(page.request, buyer.phone, smsBefore));
  await bank.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByRole('status').getByText('Ödemeniz alındı, siparişiniz oluşturuldu.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/success/);
  await expect(page.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();

  // The order keeps the text that was accepted: the pre-information form after the carrier change.
  const orderNumber = /SF\d{12}/.exec(await page.getByRole('main').innerText())?.[0];
  expect(orderNumber, 'the success page names the order').toBeTruthy();
  await page.goto(`/account/orders/${orderNumber}`);
  const contracts = page.getByRole('main').locator('section').filter({ has: page.getByRole('heading', { name: 'Onayladığınız sözleşmeler' }) });
  await contracts.locator('summary', { hasText: 'Ön Bilgilendirme Formu' }).click();
  const accepted = contracts.locator('details[open]');
  await expect(accepted).toContainText(/onaylandı\./);
  // It names the carrier chosen last, as the accepted text did.
  await expect(accepted).toContainText(chosenCarrier);
  expect(after).toContain(chosenCarrier);
});

test('the cart is emptied after a confirmation', async ({ page }) => {
  const stock = await ringInStock(page.request);
  await page.goto('/login');
  await loginWithEmailCode(page, 'uye33@storefront.test');
  await addRing(page, stock);
  await page.goto('/cart');
  const cart = area(page, 'mf-cart-checkout');
  await expect(cart.getByRole('link', { name: stock.ring.name })).toBeVisible();
  await cart.getByRole('button', { name: 'Sepeti boşalt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sepeti boşalt' });
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(cart.getByRole('link', { name: stock.ring.name })).toBeVisible();
  await cart.getByRole('button', { name: 'Sepeti boşalt' }).click();
  await confirm.getByRole('button', { name: 'Evet, boşalt' }).click();
  await expect(cart.getByText('Sepetinizde ürün bulunmamaktadır.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sepetim, / })).toHaveAccessibleName('Sepetim, ürün yok');
  await page.reload();
  await expect(area(page, 'mf-cart-checkout').getByText('Sepetinizde ürün bulunmamaktadır.')).toBeVisible();
});

test('a guest goes on to checkout as a guest customer when the cart offers it', async ({ page }) => {
  const stock = await ringInStock(page.request);
  const sideCart = await addRing(page, stock);
  await sideCart.getByRole('button', { name: 'Üye olmadan devam et' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkout = area(page, 'mf-cart-checkout');
  await expect(checkout.getByText(stock.ring.name).first()).toBeVisible();
  // The guest customer's token is the session now: the page survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(area(page, 'mf-cart-checkout').getByText(stock.ring.name).first()).toBeVisible();
  await fillAddress(page, area(page, 'mf-cart-checkout').getByRole('button', { name: 'Yeni teslimat adresi ekle' }), { title: 'Ev', phone: '5321110034', line: 'Atatürk Bulvarı No:40 Daire:1' });
  await expect(area(page, 'mf-cart-checkout').getByRole('group', { name: 'Teslimat adresi' }).getByRole('radio', { name: /^Ev/ })).toBeChecked();
  await expect(area(page, 'mf-cart-checkout').getByRole('textbox', { name: 'Kart numarası' })).toBeVisible();
});

test('a guest customer stays a guest: the header offers the login, the account is not theirs, and a login takes the cart along', async ({ page }) => {
  const stock = await ringInStock(page.request);
  const sideCart = await addRing(page, stock);
  await sideCart.getByRole('button', { name: 'Üye olmadan devam et' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Back in the shop: no "Hesabım" for a guest, the login is offered.
  await page.goto('/sayfa/magazalarimiz');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Hesabım' })).toHaveCount(0);
  // The account's pages send a guest to the login, which opens (the server answers it the same way).
  await page.goto('/account');
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/account')}`);
  expect((await page.request.get('/login', { maxRedirects: 0 })).status()).toBe(200);
  // The guest's own cart still opens without a login.
  expect((await page.request.get('/cart', { maxRedirects: 0 })).status()).toBe(200);

  // Logging in as a member brings the guest's ring into the member's cart.
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await loginWithEmailCode(page, 'uye43@storefront.test');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart-checkout').getByText(stock.ring.name).first()).toBeVisible();
});
