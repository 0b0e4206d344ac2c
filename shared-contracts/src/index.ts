// The federation singleton: every page runs exactly one copy of it, the shell's. It holds what
// must be one instance: the store's shape and its events, the contexts and the providers and hooks
// that read them (intl, document head, data, server render, remote slot), the modal stack, the
// wishlist hooks (they reach the store), the router's parts (routes/navigation) and the viewport
// hooks built on the first interaction's module state. It also keeps the pure modules those are
// built on and that it therefore carries anyway: the route table (remote slot, module contracts,
// useLocalizedPath, the wishlist and head hooks), the document head's helpers with the structured
// data and script JSON (the head collector and useDocumentHead), the Turkish ui.* catalogue (the
// translate registry's base). A share ships whole and cannot be tree-shaken, so a second copy of
// those in each remote only adds to every first load (the category page went over its 170 kB).
// What a team can bundle itself and the singleton does not use has an entry of its own, outside
// the singleton: 'shared-contracts/rules' (business constants, redirect and query rules, request
// headers, the consent cookie), '/format' (prices, Turkish text, badge colours), '/apollo' (type
// policies); as before '/graphql', '/forms', '/content', '/html' (they keep zod and dompurify out
// of the shell's first load).
export * from './routes/navigation';
export * from './routes/route-table';
export * from './events/event-map';
export * from './remotes/module-contracts';
export * from './store/root-state';
export * from './i18n/ui-messages.tr';
export * from './i18n/translate';
export * from './i18n/ui-catalogues';
// The browser loads English when a page needs it; server builds have it statically.
import './i18n/ui-message-chunks';
import './i18n/server-ui-languages';
export * from './i18n/RemoteIntlProvider';
export * from './i18n/page-messages';
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
export * from './server-render';
export * from './data';
export * from './modal/ShopModal';
export * from './modal/useModal';
export * from './modal/useDialogBehaviour';
export * from './modal/useScrollLock';
export * from './modal/modal-root';
