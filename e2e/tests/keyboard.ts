// Keyboard-only steps for the journeys: move with Tab (or Shift+Tab) until a control has the
// focus, and check that the focused control shows it (WCAG 2.4.7): an outline or a ring.
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/** The focused element draws a visible focus indicator: a non-zero outline or a box-shadow. */
export async function expectVisibleFocus(target: Locator) {
  const indicator = await target.evaluate((el) => {
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // A visually hidden radio or checkbox shows its focus on the label drawn in its place.
    const drawnBy = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? el.closest('label') : null;
    return shows(el) || shows(drawnBy) ? 'visible' : `none (${el.outerHTML.slice(0, 120)})`;
  });
  expect(indicator, 'the focused control shows its focus').toBe('visible');
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, then checks its focus
 * is visible. Fails after `max` presses: the control is not reachable by keyboard in that order.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    // Asked in the element's own document, so a control inside a frame (the bank's page) counts.
    const focused = await target.evaluate((el) => el.ownerDocument.activeElement === el && el.ownerDocument.hasFocus());
    if (focused) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached by ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${await target.evaluate((el) => el.outerHTML.slice(0, 160))}`);
}

/** Tabs to a native select and moves its choice with the arrow keys to the option labelled `label`. */
export async function chooseByKeyboard(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const chosen = () => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');
  const count = await select.evaluate((el) => (el as HTMLSelectElement).options.length);
  for (let i = 0; i <= count && (await chosen()) !== label; i += 1) await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(label);
}
