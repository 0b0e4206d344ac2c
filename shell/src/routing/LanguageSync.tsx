// Keeps ui.language and <html lang> in step with the address (/en prefix). The store switches
// once the language's messages are there, so the page never shows message ids or a mix.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, selectLanguage } from 'shared-contracts';
import { loadLanguage } from '../i18n/load-language';
import { useLanguage } from './useLanguage';

export function LanguageSync() {
  const fromPath = useLanguage();
  const inStore = useSelector(selectLanguage);
  const dispatch = useDispatch();
  useEffect(() => {
    if (fromPath === inStore) {
      document.documentElement.lang = fromPath;
      return undefined;
    }
    let current = true;
    const switchLanguage = () => {
      // The address may have moved on meanwhile: its own effect takes over.
      if (current) dispatch(EVENTS.languageChanged({ language: fromPath }));
    };
    loadLanguage(fromPath).then(switchLanguage, (error: unknown) => {
      // The page follows its address anyway (its data, <html lang>); the texts stay Turkish.
      console.error(`[shell] the ${fromPath} messages did not load: Turkish texts meanwhile`, error);
      switchLanguage();
    });
    return () => {
      current = false;
    };
  }, [fromPath, inStore, dispatch]);
  return null;
}
