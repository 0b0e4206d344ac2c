import { en } from './en';
import { tr } from './tr';

it('has the same keys in Turkish and English', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
});
