// Business constants of spec section 9. One place; every team and the API read these.
export const DEFAULT_LANGUAGE = 'tr' as const;
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const COUNTRY = 'tr' as const;
export const CURRENCY = 'TRY' as const;
/** Culture header by language (section 7); de, nl and fr are accepted by the API too. */
export const CULTURE_BY_LANGUAGE = { tr: 'tr-TR', en: 'en-US', de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR' } as const;
export const APPLICATION_ID = 'storefront-web';

export const HOME_SLIDER_PRODUCT_COUNT = 9;
export const HOME_SLIDER_DEFAULT_CATEGORY_ID = 12;
export const LISTING_PAGE_SIZE = 48;
/**
 * Further listing pages (load more, load previous) ask one product more than a page (spec
 * sections 7 and 9). The API reads such a request (isMore/isPrev) as the page of
 * LISTING_PAGE_SIZE at offset (page - 1) * LISTING_PAGE_SIZE plus one look-ahead product, the
 * first of the next page: present only when another page follows. Clients show the page and
 * never the look-ahead.
 */
export const LISTING_FURTHER_PAGE_SIZE = LISTING_PAGE_SIZE + 1;
export const LISTING_URL_SYNC_DELAY_MS = 1000;
export const LISTING_GRID_COLUMNS: { minWidth: number; columns: number }[] = [
  { minWidth: 1040, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 320, columns: 2 },
  { minWidth: 0, columns: 1 },
];
export const SEO_COLLAPSED_HEIGHT_PX = 120;
export const ORDERS_PAGE_SIZE = 10;
export const SUCCESS_PAGE_ORDERS_PAGE_SIZE = 5;
export const ORDER_THUMBNAIL_LIMIT = 3;
export const ORDER_THUMBNAIL_SIZE = { width: 72, height: 108 } as const;
export const REVIEWS_PAGE_STEP = 5;
export const MAX_RATING = 5;
export const GIFT_NOTE_MAX_LENGTH = 200;
export const ADDRESS_LINE_MIN = 15;
export const ADDRESS_LINE_MAX = 300;
export const CARD_NUMBER_LENGTH = 19;
export const CARD_BIN_LENGTH = 6;
export const CARD_EXPIRY_LENGTH = 5;
export const CVV_MIN = 3;
export const CVV_MAX = 4;
export const PRODUCT_INSTALLMENT_DIVISOR = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const BIRTH_YEAR_MAX_AGE = 100;
export const BIRTH_YEAR_MIN_AGE = 10;
export const BIRTH_YEAR_DEFAULT_AGE = 18;
export const MAX_APPLIED_COUPONS = 1;
export const LOGIN_COOKIE_DAYS = 7;
/** The login token's cookie: HttpOnly, written and cleared only by the API's answers (see SESSION_TRANSPORT_HEADER). */
export const TOKEN_COOKIE = 'token';
/**
 * A cookie scripts may read that only says a session is held (a random id per login, never the
 * token): the browser's store starts logged in from it where no server state says so.
 */
export const SESSION_MARKER_COOKIE = 'signed_in';
/** The marker of a guest customer's session (guest checkout) starts with this: a guest is no member. */
export const GUEST_SESSION_MARKER_PREFIX = 'guest.';
/**
 * Sent to the API by the shop's own pages (the shell's Apollo link) with the value 'cookie': the
 * API then puts a token it issues into the HttpOnly token cookie instead of the answer, and clears
 * the cookie on logout; the site's gateway turns the cookie back into the bearer header. Other
 * clients get the token in the answer's `token` field, as spec section 7 has it.
 */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
/** What the `token` field of a login answer holds when the token went into the cookie. */
export const TOKEN_IN_COOKIE = 'in-cookie';
export const LANGUAGE_COOKIE = 'NEXT_LANGUAGE';
export const OTP_CODE_LENGTH = 6;
export const OTP_COUNTDOWN_DEFAULT_S = 120;
export const OTP_COUNTDOWN_ZERO_PERIOD_S = 60;
export const REGISTRATION_SEGMENT_ID = 20414;
export const RETURN_WINDOW_DAYS = 15;
export const COURIER_CUTOFF_HOUR = 17;
export const MOBILE_BREAKPOINT_PX = 900;
export const HEADER_LINK_BREAKPOINTS_PX = [1000, 1200] as const;
export const VARIANT_DROPDOWN_FROM = 6;
export const RECOMMENDATION_SLIDES = { under600: 2.5, upTo1024: 3.5 } as const;
export const RECOMMENDATION_MAX_IDS = 5;
export const ANALYTICS_LIST_BATCH = 8;
export const WISHLIST_GRID_COLUMNS = { mobile: 2, desktop: 3 } as const;
export const HEADER_FAVOURITES_COUNT = 4;
export const HEADER_FAVOURITES_MIN_TO_SHOW = 3; // shown only when more than 2 are saved
export const CONTRACT_LINK_BIND_DELAY_MS = 200;
export const CONTRACT_REFRESH_DELAY_MS = 100;
export const CODE_OVERLAY_MAX_WIDTH_PX = 400;
export const FILTER_DROPDOWN = { maxHeightPx: 200, widthPx: 320 } as const;
export const POPULAR_CATEGORIES_COLUMN_MAX_HEIGHT_PX = 288;
export const MAP_DEFAULT = { center: { lat: 39.0, lng: 35.0 }, zoom: 6, markerZoom: 15 } as const;
/** Promo tag 'price valid on 1 November' shows only before this instant (Istanbul midnight). */
export const PROMO_TAG_UNTIL = '2025-11-01T00:00:00+03:00';
export const CAPTCHA_ACTION = 'submit';
export const CAPTCHA_HEADER = 'x-captcha-response';
export const REQUEST_TIMEOUT_MS = 30_000;
/** The shop's name: every page title ends with it (shopTitle in seo/document-head.ts). */
export const SHOP_NAME = 'Işıltı Takı';
export const SPECIAL_COLLECTIONS = ['Clarit Jewellery', 'Gold Premium Created'] as const;
export type SpecialCollection = (typeof SPECIAL_COLLECTIONS)[number];
/** Each special collection's listing: a category of its own holding exactly the collection's products. */
export const SPECIAL_COLLECTION_PATHS: Record<SpecialCollection, string> = {
  'Clarit Jewellery': '/clarit-jewellery',
  'Gold Premium Created': '/gold-premium-created',
};
/**
 * Product.attributes entry carrying the festival price of the promo tag rule: its
 * attributeValueName is the price in TRY as a plain decimal ("1234.50"); absent when there is none.
 */
export const FESTIVAL_PRICE_ATTRIBUTE_ID = 9001;
export const ORDER_STATUSES = [
  'PROCESSING',
  'PENDING',
  'INVOICED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETE',
  'CANCELLED',
  'MIX',
  'RECEIVEDBYTHESTORE',
  'RETURNED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Progress bar step (1-4) of section 4: PENDING 2, SHIPPED 3, DELIVERED 4, anything else 1; and
 * the statuses an order reaches only after its delivery are at step 4 too: COMPLETE, RETURNED and
 * RECEIVEDBYTHESTORE ("Mağazaya Ulaştı": a returned item has reached the store). The return itself
 * shows on its line (return cargo, request status).
 */
const AFTER_DELIVERY: readonly string[] = ['DELIVERED', 'COMPLETE', 'RETURNED', 'RECEIVEDBYTHESTORE'];
export function orderProgressStep(status: string): 1 | 2 | 3 | 4 {
  if (status === 'PENDING') return 2;
  if (status === 'SHIPPED') return 3;
  if (AFTER_DELIVERY.includes(status)) return 4;
  return 1;
}
/** Login check / registration results; both SUCCESSFUL and SUCCESSFULL spellings are accepted. */
export const LOGIN_RESULT = {
  SEND_OTP_SMS: 'SUCCESSFUL_SEND_OTP_SMS',
  SEND_OTP_EMAIL: 'SUCCESSFUL_SEND_OTP_EMAIL',
  LOGIN_PASSWORD: 'SUCCESSFUL_LOGIN_PASSWORD',
} as const;
export function normalizeLoginResult(result: string): string {
  return result.replace(/^SUCCESSFULL_/, 'SUCCESSFUL_');
}
/** Review submissions fix these two fields (section 3, Review submission). */
export const REVIEW_FIXED_FIELDS = { sizeNumber: 'FULL', comfort: 'COMFORTABLE' } as const;

/**
 * The shop's clock: dates are shown (and card expiry judged) in Istanbul time, on the server and
 * in every browser alike, so a page renders the same date wherever it is rendered.
 */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';
