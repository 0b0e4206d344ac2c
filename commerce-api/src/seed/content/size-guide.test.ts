// The size guide (the product page's modal and /sayfa/olcu-rehberi) speaks in the shop's formal register.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { informalTurkish } from 'shared-contracts/testing/formal-register';
import { SIZE_GUIDE } from './size-guide.js';

test('the Turkish size guide addresses the shopper formally ("siz"), with no informal "sen" form', () => {
  assert.match(SIZE_GUIDE.tr, /ölçü aldırabilirsiniz/);
  assert.deepEqual(informalTurkish(SIZE_GUIDE.tr.replace(/<[^>]+>/g, ' ')), []);
});
