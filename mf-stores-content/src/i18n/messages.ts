import { en } from './en';
import { tr } from './tr';

export const storesContentMessages = { tr, en };
