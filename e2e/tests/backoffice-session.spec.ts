// The back office's door: it is private (noindex, never stored), a staff member logs in with the
// password and the authenticator's code and lands on the page they asked for, sees only the
// screens of their role, and a session ended from elsewhere (an admin revokes it) sends them to
// the login with the page kept; after the login, what they had typed is still there.
import { expect, test } from './support';
import { expectNoSeriousAxeViolations, loginToBackoffice } from './backoffice-support';
import { demoStaff, staffSession } from './staff-api';

test('the back office is private: noindex, never stored, its page for any screen address', async ({ request }) => {
  const page = await request.get('/backoffice/orders/12');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(page.headers()['cache-control']).toBe('no-store');
  expect(await page.text()).toMatch(/<meta name="?robots"? content="noindex, nofollow">/);
  const home = await request.get('/');
  expect(await home.text()).not.toContain('/backoffice');
});

test('a wrong password is refused in Turkish; the right one and the code lead to the page asked for', async ({ page }) => {
  await page.goto('/backoffice/requests');
  await expect(page).toHaveURL(/\/backoffice\/login\?next=%2Frequests/);
  await expectNoSeriousAxeViolations(page, 'login');
  await page.getByLabel('E-posta').fill(demoStaff('STORE').email);
  await page.getByLabel('Şifre').fill('yanlış-şifre');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('alert')).toContainText(/hatalı/i);
  await expect(page.getByLabel('E-posta')).toHaveValue(demoStaff('STORE').email);

  await page.goto('/backoffice/requests');
  await loginToBackoffice(page, 'STORE', '/backoffice/requests');
  await expect(page).toHaveURL(/\/backoffice\/requests/);
  const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('link')).toHaveText(['Talepler', 'Katalog']);
  // A screen of another role, typed in: not permitted, not shown.
  await page.goto('/backoffice/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sayfaya erişiminiz yok' })).toBeVisible();

  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/backoffice\/login/);
  await page.goto('/backoffice/requests');
  await expect(page).toHaveURL(/\/backoffice\/login\?next=/);
});

test('a session revoked by an admin: back to the login with the page kept, and the typed note survives', async ({ page, request }) => {
  const admin = await staffSession(request, 'ADMIN');
  const { orders } = await admin.call<{ orders: { items: { id: number; orderNumber: string }[] } }>('query { orders(pageSize: 1) { items { id orderNumber } } }');
  const order = orders.items[0]!;
  await loginToBackoffice(page, 'ORDERS', `/backoffice/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${order.orderNumber}` })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Not ekle', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  const note = 'Müşteri aradı: kapıda teslim edilsin.';
  await dialog.getByLabel('Not', { exact: true }).fill(note);

  // Meanwhile an admin ends every session of the ORDERS member.
  const { staffMembers } = await admin.call<{ staffMembers: { id: number; email: string }[] }>('query { staffMembers { id email } }');
  const member = staffMembers.find((m) => m.email === demoStaff('ORDERS').email)!;
  const { staffSessions } = await admin.call<{ staffSessions: { id: string; revokedOn: string | null }[] }>('query($id: Int) { staffSessions(staffId: $id) { id revokedOn } }', { id: member.id });
  for (const session of staffSessions.filter((s) => !s.revokedOn)) {
    await admin.call('mutation($id: String!) { revokeStaffSession(sessionId: $id) { success } }', { id: session.id });
  }

  await dialog.getByRole('button', { name: 'Not ekle', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/login\\?next=%2Forders%2F${order.id}&expired=1`));
  await expect(page.getByText(/Oturumunuz sona erdi/)).toBeVisible();
  await loginToBackoffice(page, 'ORDERS', `/backoffice/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${order.orderNumber}` })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Not ekle', exact: true }).click();
  await expect(page.getByRole('alertdialog').getByLabel('Not', { exact: true })).toHaveValue(note);
});
