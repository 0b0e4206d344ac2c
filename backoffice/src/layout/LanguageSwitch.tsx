import { useIntl } from 'react-intl';
import { useBackofficeLanguage } from '../app/BackofficeIntl';

/** Türkçe / English: the app's texts and the staff API's messages follow. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useBackofficeLanguage();
  const other = language === 'tr' ? 'en' : 'tr';
  return (
    <button type="button" lang={other} onClick={() => setLanguage(other)} aria-label={intl.formatMessage({ id: 'bo.layout.language' }, { language: other === 'en' ? 'English' : 'Türkçe' })}>
      {other === 'en' ? 'English' : 'Türkçe'}
    </button>
  );
}
