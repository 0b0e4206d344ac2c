import { en } from './en';
import { tr } from './tr';

export const catalogMessages = { tr, en };
