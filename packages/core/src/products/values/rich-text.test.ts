import { describe, expect, it } from 'vitest';
import { tagDepth } from './rich-text.ts';

// The regular expression tagDepth used to run, kept here as the reference its scanner must
// agree with. It backtracks quadratically, so it only ever sees short strings.
// eslint-disable-next-line regexp/no-super-linear-backtracking
const REFERENCE_TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr']);

function referenceDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(REFERENCE_TAG)) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !VOID.has(name!.toLowerCase())) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/** A deterministic stream of pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['<', '>', '/', 'a', 'B', 'br', 'p', '-', '1', ' ', '"', '=', 'x', '<p>', '</p>'];

describe('tagDepth', () => {
  it('agrees with the regular expression it replaces on 20,000 random fragments', () => {
    const next = random(17);
    for (let n = 0; n < 20_000; n++) {
      const length = Math.floor(next() * 24);
      let html = '';
      for (let i = 0; i < length; i++) html += PIECES[Math.floor(next() * PIECES.length)];
      expect([html, tagDepth(html)]).toEqual([html, referenceDepth(html)]);
    }
  });

  it('counts nesting, closing, self-closing and void tags', () => {
    expect(tagDepth('<p><strong><em>x</em></strong></p>')).toBe(3);
    expect(tagDepth('<p>a<br>b<br/>c<img src="x"/></p>')).toBe(1);
    expect(tagDepth('<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>')).toBe(4);
    expect(tagDepth('<p a=">">x')).toBe(1);
    expect(tagDepth('no tags < at > all')).toBe(0);
  });

  // Inputs built to make a scan go back over the text; the first took the reference
  // expression quadratic time (minutes at 1 MB).
  it.each([
    ['a < and a long name', `<${'a'.repeat(1_000_000)}`],
    ['many < before one >', `${'<'.repeat(1_000_000)}>`],
    ['a name, then text without >', `<a${' b'.repeat(500_000)}`],
    ['closing tags without >', '</a'.repeat(300_000)],
  ])('reads %s (1 MB) in one pass', (_name, html) => {
    expect(tagDepth(html)).toBeLessThanOrEqual(1);
  });

  it('finds the depth of 100,000 nested tags', () => {
    expect(tagDepth('<p>'.repeat(100_000))).toBe(100_000);
  });
});
