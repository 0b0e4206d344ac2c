// The back office as a staff member uses it: logging in through its page (password, then the
// authenticator's code, computed from the demo secret the README lists), and axe's check of a
// screen (serious and critical violations fail, with the rule and the elements).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './support';
import { demoStaff, freshTotpCode, type StaffRole } from './staff-api';

/** Opens `path` (under /backoffice), logs in on the login page it leads to, and waits to be back there. */
export async function loginToBackoffice(page: Page, role: StaffRole, path = '/backoffice/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/backoffice\/login\?next=/);
  const { email, password } = demoStaff(role);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  const code = page.getByLabel('Doğrulama kodu');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  // A code is taken once: one an earlier run (or a retry) used is refused; the next one is sent.
  for (let attempt = 0; attempt < 3; attempt++) {
    await code.fill(await freshTotpCode(role));
    await page.getByRole('button', { name: 'Doğrula' }).click();
    const outcome = await Promise.race([
      menu.waitFor().then(() => 'in'),
      page.getByRole('alert').filter({ hasText: 'Doğrulama kodu geçersiz' }).waitFor().then(() => 'refused'),
    ]);
    if (outcome === 'in') return;
  }
  await expect(menu).toBeVisible();
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(failing, `axe on ${screen}`).toEqual([]);
}
