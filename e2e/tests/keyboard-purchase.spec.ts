// The shop with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): a whole purchase (login with a
// code, a variant and add to cart, the side cart, a new address in checkout, carrier, card,
// contracts and the bank's 3-D Secure page), and the listing's filters. Every control is reached
// with Tab, shows its focus, and a closed modal gives the focus back to what opened it.
import { expect, test, area, codeSentAfter, lastOutboxId, ringInStock } from './support';
import { chooseByKeyboard, tabTo } from './keyboard';

// A generated customer without a password, saved address or cart: logs in with a code by e-mail;
// the bank sends its 3-D Secure code to the customer's phone.
const SHOPPER = { email: 'uye21@storefront.test', phone: '5330000021' };
const APPROVED_CARD = '4355084355084358';

test('a whole purchase with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  const { ring, attribute, size } = await ringInStock(page.request);

  // Login with a one-time code sent by e-mail.
  await page.goto('/login');
  const account = area(page, 'mf-account');
  await tabTo(page, account.getByRole('radio', { name: 'Telefon' }));
  await page.keyboard.press('ArrowRight');
  await expect(account.getByRole('radio', { name: 'E-posta' })).toBeChecked();
  await tabTo(page, account.getByRole('textbox', { name: 'E-posta adresi' }));
  const sentBefore = await lastOutboxId(page.request, SHOPPER.email);
  await page.keyboard.type(SHOPPER.email);
  await page.keyboard.press('Enter');
  const code = await codeSentAfter(page.request, SHOPPER.email, sentBefore);
  await tabTo(page, page.getByRole('textbox', { name: 'Doğrulama kodunun 1. hanesi' }));
  await page.keyboard.type(code);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();

  // A size, then add to cart: the side cart opens with the ring and keeps the focus inside.
  await page.goto(`/${ring.seName}`);
  const product = area(page, 'mf-product');
  await chooseByKeyboard(page, product.getByRole('combobox', { name: attribute }), size);
  await tabTo(page, product.getByRole('button', { name: 'Sepete Ekle' }));
  await page.keyboard.press('Enter');
  const sideCart = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Sepete git' }) });
  await expect(sideCart).toBeVisible();
  await expect(sideCart.getByText(ring.name).first()).toBeVisible();
  await expect.poll(() => sideCart.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await sideCart.evaluate((el) => el.contains(document.activeElement)), 'Tab stays inside the open side cart').toBe(true);
  }
  await tabTo(page, sideCart.getByRole('link', { name: 'Alışverişi tamamla' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // A new delivery address through the address modal.
  const checkout = area(page, 'mf-cart-checkout');
  const addAddress = checkout.getByRole('button', { name: 'Yeni teslimat adresi ekle' });
  await tabTo(page, addAddress);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Adresi kaydet' }) });
  await expect(form).toBeVisible();
  const typeInto = async (label: string, text: string) => {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(text);
  };
  await typeInto('Adres başlığı', 'Ev');
  await typeInto('Ad', 'Deniz');
  await typeInto('Soyad', 'Kaya');
  await typeInto('Telefon', SHOPPER.phone);
  await chooseByKeyboard(page, form.getByRole('combobox', { name: 'İl', exact: true }), 'Ankara');
  await chooseByKeyboard(page, form.getByRole('combobox', { name: 'İlçe' }), 'Çankaya');
  await chooseByKeyboard(page, form.getByRole('combobox', { name: 'Mahalle' }), 'Kızılay');
  await typeInto('Adres', 'Atatürk Bulvarı No:21 Daire:3');
  await tabTo(page, form.getByRole('button', { name: 'Adresi kaydet' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(checkout.getByText('Atatürk Bulvarı No:21 Daire:3').first()).toBeVisible();

  // A carrier is chosen (the first one when none was); the arrow keys move the choice.
  const carriers = checkout.getByRole('radiogroup').or(checkout.getByRole('group', { name: 'Kargo firması' })).first();
  await expect(carriers.getByRole('radio', { checked: true })).toHaveCount(1);

  // The card, then the pre-information form read in its modal: Esc closes it and the focus
  // returns to its link.
  const payment = checkout;
  await tabTo(page, payment.getByLabel('Kart numarası'));
  await page.keyboard.type(APPROVED_CARD);
  await tabTo(page, payment.getByLabel('Kart üzerindeki isim'));
  await page.keyboard.type('Deniz Kaya');
  await tabTo(page, payment.getByLabel('Son kullanma tarihi (AA/YY)'));
  await page.keyboard.type('1230');
  await tabTo(page, payment.getByLabel('CVV'));
  await page.keyboard.type('123');
  const preInfo = payment.getByRole('button', { name: 'Ön Bilgilendirme Formu' }).or(payment.getByRole('link', { name: 'Ön Bilgilendirme Formu' })).first();
  await tabTo(page, preInfo);
  await page.keyboard.press('Enter');
  const contract = page.getByRole('dialog', { name: 'Ön Bilgilendirme Formu' });
  await expect(contract).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contract).toBeHidden();
  await expect(preInfo).toBeFocused();
  await tabTo(page, payment.getByRole('checkbox', { name: /okudum, onaylıyorum/ }));
  await page.keyboard.press('Space');
  await expect(payment.getByRole('checkbox', { name: /okudum, onaylıyorum/ })).toBeChecked();

  // Pay: the bank's page opens in its frame; its code field and button are reached with Tab.
  const smsBefore = await lastOutboxId(page.request, SHOPPER.phone);
  await tabTo(page, payment.getByRole('button', { name: 'Ödemeyi tamamla' }).first());
  await page.keyboard.press('Enter');
  const bank = page.frameLocator('iframe[title="Bankanızın 3D Secure doğrulama sayfası"]');
  const codeField = bank.getByLabel('SMS ile gönderilen doğrulama kodu');
  await expect(codeField).toBeVisible();
  const bankCode = await codeSentAfter(page.request, SHOPPER.phone, smsBefore);
  await tabTo(page, codeField);
  await page.keyboard.type(bankCode);
  await tabTo(page, bank.getByRole('button', { name: 'Onayla' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/success/);
  await expect(page.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();
});

test('the listing filters with the keyboard alone', async ({ page }) => {
  await page.goto('/yuzuk');
  const catalog = area(page, 'mf-catalog');
  const filters = catalog.getByRole('group', { name: 'Filtreler' });
  const metal = filters.getByRole('button', { name: 'Metal' });
  await tabTo(page, metal);
  await page.keyboard.press('Enter');
  await tabTo(page, filters.getByRole('checkbox', { name: /^Altın/ }));
  await page.keyboard.press('Space');
  await expect(filters.getByRole('status')).toHaveText(/\d+ ürün bulundu/);
  await tabTo(page, filters.getByRole('button', { name: 'Uygula' }));
  await page.keyboard.press('Enter');
  await expect(catalog.getByRole('button', { name: 'Altın filtresini kaldır' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?metal=altin');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter modal with the keyboard alone, and the focus back on its button', async ({ page }) => {
    await page.goto('/yuzuk');
    const catalog = area(page, 'mf-catalog');
    const open = catalog.getByRole('button', { name: 'Filtrele' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filtrele ve sırala' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('checkbox', { name: /^Altın/ }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Uygula' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(catalog.getByRole('button', { name: 'Filtrele (1)' })).toBeFocused();

    // Opened again and closed with Esc: nothing changes, the focus returns.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(catalog.getByRole('button', { name: 'Filtrele (1)' })).toBeFocused();
  });
});
