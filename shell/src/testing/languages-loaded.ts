// Component tests render in either language, as a page does once its boot has loaded the
// language's messages. The loading itself is tested in i18n/load-language.test.ts and
// routing/LanguageSync.test.tsx (fresh or mocked registries).
import { loadLanguage } from '../i18n/load-language';

beforeAll(() => loadLanguage('en'));
