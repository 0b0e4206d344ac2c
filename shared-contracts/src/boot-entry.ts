// `shared-contracts/boot`: what the shell's boot needs before it evaluates the contracts as a
// whole (and React with them): the page's language from its address, and the registry that loads
// the language's messages. React-free. The registry is the module 'shared-contracts' uses, so the
// host's one copy is the singleton's; a remote's copy of this entry would be a registry of its
// own: remotes use 'shared-contracts'.
export { stripLanguagePrefix } from './routes/route-table';
export { createCatalogueRegistry, type Catalogue, type CatalogueLoaders, type CatalogueRegistry } from './i18n/catalogue-registry';
export { uiMessageCatalogues } from './i18n/ui-catalogues';
import './i18n/ui-message-chunks';
export { onServer } from './server-render/on-server';
