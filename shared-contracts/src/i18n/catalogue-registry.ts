// Message catalogues by language, as far as they are loaded. Turkish (the default language, most
// pages) is there from the start; another language arrives through its loader (a chunk of its
// own in the browser) or is registered at once where nothing loads lazily (servers, tests).
import { LANGUAGES, type Language } from '../constants/business';

/** Typed as the source's strings; ASTs in a production webpack build (see message-catalogue.ts). */
export type Catalogue = Record<string, string>;

export type CatalogueLoaders = Record<Exclude<Language, 'tr'>, () => Promise<Catalogue>>;

export interface CatalogueRegistry {
  has(language: Language): boolean;
  register(language: Language, messages: Catalogue): void;
  /** How the other languages load: set where chunks can be loaded (the browser's entries). */
  setLoaders(loaders: CatalogueLoaders): void;
  /** Resolves once the language is registered; one load at a time, tried again after a failure. */
  load(language: Language): Promise<void>;
  /** The language's messages, or Turkish while they are not loaded (see the fallback below). */
  get(language: Language | string): Catalogue;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function createCatalogueRegistry(turkish: Catalogue, initialLoaders?: CatalogueLoaders): CatalogueRegistry {
  const catalogues: Partial<Record<Language, Catalogue>> = { tr: turkish };
  const loading: Partial<Record<Language, Promise<void>>> = {};
  let loaders = initialLoaders;
  const register = (language: Language, messages: Catalogue) => {
    catalogues[language] = messages;
  };
  return {
    has: (language) => catalogues[language] !== undefined,
    register,
    setLoaders(next) {
      loaders = next;
    },
    load(language) {
      if (language === 'tr' || catalogues[language]) return Promise.resolve();
      if (!loaders) return Promise.reject(new Error(`no loader for the ${language} messages: register them instead`));
      return (loading[language] ??= loaders[language]().then(
        (messages) => register(language, messages),
        (error: unknown) => {
          delete loading[language];
          throw error;
        },
      ));
    },
    // The boot and LanguageSync load a language before anything renders in it, so the fallback
    // should never show; if it does, Turkish text reads better than message ids.
    get: (language) => (isLanguage(language) ? catalogues[language] : undefined) ?? turkish,
  };
}
