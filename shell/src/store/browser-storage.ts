// localStorage access that never breaks the page: private mode, quota and disabled storage
// errors are logged only (spec section 8).
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch (error) {
    console.warn(`[shell] could not read ${key} from browser storage`, error);
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`[shell] could not write ${key} to browser storage`, error);
  }
}

export const STORAGE_KEYS = {
  cartCount: 'shell.cartCount',
  wishlist: 'shell.wishlist',
  guestData: 'shell.guestData',
  customer: 'shell.customer',
} as const;
