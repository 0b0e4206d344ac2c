import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { categories, products, productSpecs } from '../db/schema.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';
import { METAL_STOPS } from './illustration-style.js';
import { inflateSync } from 'node:zlib';
import { shapeForNames } from './image-facts.js';

describe('product and category images', () => {
  let api: TestApi;
  let productId: number;
  before(async () => {
    api = await createTestApi({
      seed: async (db) => {
        await db.insert(categories).values([
          { id: 1, name: 'Yüzük', nameEn: 'Rings', seName: 'yuzuk' },
          { id: 9, parentId: 1, name: 'Gümüş Yüzük', nameEn: 'Silver Rings', seName: 'gumus-yuzuk' },
        ]);
        const [p] = await db
          .insert(products)
          .values({ sku: 'R-1', name: 'Gümüş Yüzük', nameEn: 'Silver Ring', seName: 'gumus-yuzuk-r-1', priceKurus: 100000, primaryCategoryId: 9, pictureCount: 3 })
          .returning({ id: products.id });
        productId = p!.id;
        const spec = { productId, groupTitle: 'x', groupTitleEn: 'x', valueSlug: 'x' };
        await db.insert(productSpecs).values([
          { ...spec, groupKey: 'metal', value: 'Gümüş', valueEn: 'Silver' },
          { ...spec, groupKey: 'renk', value: 'Mavi', valueEn: 'Blue' },
        ]);
      },
    });
  });
  after(() => api.close());

  it('serves the shop logo for e-mails as a 96px PNG: the gold star on a transparent square', async () => {
    const res = await api.inject('/images/shop-logo.png');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.match(String(res.headers['cache-control']), /max-age=\d{6,}/);
    const png = res.rawPayload;
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]], [96, 96, 8, 6]);
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const alpha = (x: number, y: number) => pixels[y * (96 * 4 + 1) + 1 + x * 4 + 3];
    assert.equal(alpha(48, 48), 255, 'the middle of the star is gold');
    assert.equal(alpha(1, 1), 0, 'the corner is transparent');
  });

  it('serves every size of every picture as a silver ring with a blue stone, cached with an ETag', async () => {
    for (const [size, w, h] of [['thumb', 150, 225], ['medium', 400, 600], ['full', 1000, 1500]] as const) {
      for (const n of [1, 2, 3]) {
        const res = await api.inject(`/images/products/${productId}/${n}/${size}.svg`);
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
        assert.match(String(res.headers['cache-control']), /max-age=\d{6,}/);
        assert.ok(res.body.includes(`width="${w}" height="${h}"`));
        assert.ok(res.body.includes(METAL_STOPS.silver[1]));
        assert.ok(res.body.includes('#3d7fd9'));
        assert.ok(!/<text/.test(res.body), 'no text in the picture');
      }
    }
    const first = await api.inject(`/images/products/${productId}/1/medium.svg`);
    const again = await api.inject({ url: `/images/products/${productId}/1/medium.svg`, headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(again.statusCode, 304);
    const other = await api.inject(`/images/products/${productId}/2/medium.svg`);
    assert.notEqual(other.body, first.body, 'picture 2 is another view');
  });

  it('answers 404 for unknown products, picture numbers, sizes and malformed ids', async () => {
    for (const url of [
      `/images/products/999999/1/medium.svg`,
      `/images/products/${productId}/4/medium.svg`,
      `/images/products/${productId}/0/medium.svg`,
      `/images/products/${productId}/1/huge.svg`,
      `/images/products/${productId}/1/medium.png`,
      `/images/products/abc/1/medium.svg`,
      `/images/products/${'9'.repeat(30)}/1/medium.svg`,
      `/images/categories/77.svg`,
      `/images/categories/x.svg`,
    ]) {
      const res = await api.inject(url);
      assert.equal(res.statusCode, 404, url);
    }
  });

  it('draws categories by their kind', async () => {
    const res = await api.inject('/images/categories/9.svg');
    assert.equal(res.statusCode, 200);
    assert.ok(res.body.includes(METAL_STOPS.silver[0]));
    assert.equal(shapeForNames(['Alyans', 'Wedding Bands']), 'ring');
    assert.equal(shapeForNames(['Erkek Saat', 'Men’s Watches', 'Saat']), 'watch');
    assert.equal(shapeForNames(['Halhal', 'Anklets', 'Aksesuar']), 'anklet');
    assert.equal(shapeForNames(['İsim Kolye', 'Name Necklaces']), 'necklace');
    assert.equal(shapeForNames(['Küpe']), 'earring');
    assert.equal(shapeForNames(['Something']), 'gem');
  });
});
