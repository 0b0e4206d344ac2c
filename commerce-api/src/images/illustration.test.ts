import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { designFor, renderIllustration } from './illustration.js';
import { CUTS, designCount, drawShape } from './shapes.js';
import type { Shape } from './illustration-style.js';

const SHAPES: Shape[] = ['ring', 'necklace', 'bracelet', 'earring', 'set', 'watch', 'brooch', 'anklet', 'hair', 'gem'];
const picture = (shape: Shape, seed: number, n = 1) => renderIllustration({ shape, metal: 'gold', stone: '#3d7fd9', n, seed, width: 400, height: 600 });
/** The drawing itself, without the backdrop and light (which also vary). */
const drawing = (svg: string) => /<g transform="[^"]*">([\s\S]*)<\/g><\/svg>$/.exec(svg)![1];

describe('product illustrations', () => {
  it('gives the products of one kind different designs and cuts', () => {
    for (const shape of ['ring', 'necklace', 'earring', 'bracelet', 'watch'] as Shape[]) {
      const drawings = new Set(Array.from({ length: 40 }, (_, i) => drawing(picture(shape, 1000 + i))));
      assert.ok(drawings.size >= Math.min(designCount(shape), 12), `${shape}: ${drawings.size} drawings for 40 products`);
    }
    const cuts = new Set(Array.from({ length: 60 }, (_, i) => designFor(i + 1).cut));
    assert.deepEqual([...cuts].sort(), [...CUTS].sort());
  });

  it('draws every design of every kind in every cut as well-formed, text-free SVG', () => {
    for (const shape of SHAPES) {
      for (let design = 0; design < designCount(shape); design++) {
        for (const cut of CUTS) {
          const svg = drawShape(shape, { design, cut });
          assert.ok(svg.length > 100, `${shape}/${design}/${cut}`);
          assert.ok(!/NaN|undefined|<text/.test(svg), `${shape}/${design}/${cut}`);
          // Every element is closed: as many opening tags as self-closings and closings.
          const opened = (svg.match(/<[a-z]+[^>]*[^/]>/g) ?? []).length;
          const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length;
          assert.equal(opened, closed, `${shape}/${design}/${cut}`);
        }
      }
    }
  });

  it('is the same bytes for the same product and picture, and another view for another picture', () => {
    assert.equal(picture('ring', 42), picture('ring', 42));
    assert.equal(drawing(picture('ring', 42, 1)), drawing(picture('ring', 42, 3)), 'one design across the gallery');
    assert.notEqual(picture('ring', 42, 1), picture('ring', 42, 2));
  });
});
