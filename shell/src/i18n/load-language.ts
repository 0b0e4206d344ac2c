// A language's whole message set: the shared ui.* messages (the contracts' registry, which remotes
// and translate() read too) and the shell's own. What renders in a language waits for this.
import type { Language } from 'shared-contracts/rules';
import { uiMessageCatalogues } from 'shared-contracts/boot';
import { shellMessageCatalogues } from './shell-catalogues';

export function hasLanguage(language: Language): boolean {
  return uiMessageCatalogues.has(language) && shellMessageCatalogues.has(language);
}

export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([uiMessageCatalogues.load(language), shellMessageCatalogues.load(language)]).then(() => undefined);
}
