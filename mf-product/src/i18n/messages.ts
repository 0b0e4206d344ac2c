import { en } from './en';
import { tr } from './tr';

export const productMessages = { tr, en };
