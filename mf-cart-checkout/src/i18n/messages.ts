import { en } from './en';
import { tr } from './tr';

export const messages = { tr: tr as Record<string, string>, en: en as Record<string, string> };
