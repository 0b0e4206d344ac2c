// The shared singleton every bundle gets one copy of (store shape, events, routes, messages,
// hooks). Operations, form rules, content block schemas and the HTML sanitizer have their own
// entry points (shared-contracts/graphql, /forms, /content, /html): they are plain data or
// functions, and keeping them out of the singleton keeps them (and zod, dompurify) out of the
// shell's first load.
export * from './constants/business';
export * from './routes/route-table';
export * from './routes/redirect-target';
export * from './routes/route-query';
export * from './routes/navigation';
export * from './events/event-map';
export * from './consent/consent-choice';
export * from './format/price';
export * from './format/turkish-text';
export * from './format/badge-colors';
export * from './remotes/module-contracts';
export * from './store/root-state';
export * from './http/request-headers';
export * from './i18n/ui-messages.tr';
export * from './i18n/translate';
export * from './i18n/ui-catalogues';
// The browser loads English when a page needs it; server builds have it statically.
import './i18n/ui-message-chunks';
import './i18n/server-ui-languages';
export * from './i18n/RemoteIntlProvider';
export * from './i18n/useIntlLanguage';
export * from './i18n/useLocalizedPath';
export * from './viewport/useNearViewport';
export * from './viewport/first-interaction';
export * from './viewport/useNeededSoon';
export * from './remotes/remote-slot';
export * from './seo/useDocumentMeta';
export { useDocumentHead } from './seo/useDocumentHead';
export { createHeadCollector, HeadCollectorContext, renderHeadHtml, type HeadCollector } from './seo/head-collector';
export { absoluteUrl, DEFAULT_DOCUMENT_HEAD, shopTitle, type DocumentHead, type HeadDefaults, type JsonLd, type JsonLdInput, type OgType } from './seo/document-head';
export * from './seo/structured-data';
export * from './html/script-json';
export * from './wishlist/useWishlistToggle';
export * from './wishlist/FavouriteHeartButton';
export * from './apollo/type-policies';
export * from './server-render';
export * from './data';
export * from './modal/ShopModal';
export * from './modal/useModal';
export * from './modal/useDialogBehaviour';
export * from './modal/useScrollLock';
export * from './modal/modal-root';
