// Keeps ui.language and <html lang> in step with the address (/en prefix).
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, selectLanguage } from 'shared-contracts';
import { useLanguage } from './useLanguage';

export function LanguageSync() {
  const fromPath = useLanguage();
  const inStore = useSelector(selectLanguage);
  const dispatch = useDispatch();
  useEffect(() => {
    if (fromPath !== inStore) dispatch(EVENTS.languageChanged({ language: fromPath }));
    document.documentElement.lang = fromPath;
  }, [fromPath, inStore, dispatch]);
  return null;
}
