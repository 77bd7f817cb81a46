import { describe, expect, it } from 'vitest';
import { parseInline, safeLinkHref } from './inline-markdown';

const t = (text: string) => ({ type: 'text', text });

describe('parseInline', () => {
  it('keeps plain text', () => {
    expect(parseInline('Chop the onions.')).toEqual([t('Chop the onions.')]);
    expect(parseInline('')).toEqual([]);
  });

  it('parses bold and italic', () => {
    expect(parseInline('Heat **the oil** until *shimmering*.')).toEqual([
      t('Heat '),
      { type: 'strong', children: [t('the oil')] },
      t(' until '),
      { type: 'em', children: [t('shimmering')] },
      t('.'),
    ]);
    expect(parseInline('__Bold__ and _soft_')).toEqual([
      { type: 'strong', children: [t('Bold')] },
      t(' and '),
      { type: 'em', children: [t('soft')] },
    ]);
  });

  it('nests italic inside bold and handles ***both***', () => {
    expect(parseInline('**very *hot* pan**')).toEqual([
      { type: 'strong', children: [t('very '), { type: 'em', children: [t('hot')] }, t(' pan')] },
    ]);
    expect(parseInline('***both***')).toEqual([{ type: 'strong', children: [{ type: 'em', children: [t('both')] }] }]);
  });

  it('leaves unclosed or spaced markers, maths and snake_case alone', () => {
    expect(parseInline('**unclosed')).toEqual([t('**unclosed')]);
    expect(parseInline('2 * 3 * 4')).toEqual([t('2 * 3 * 4')]);
    expect(parseInline('use snake_case_names')).toEqual([t('use snake_case_names')]);
    expect(parseInline('<b>not html</b>')).toEqual([t('<b>not html</b>')]);
  });

  it('parses http(s) links, with markup in the label', () => {
    expect(parseInline('See [the **video**](https://example.com/v?a=1) now')).toEqual([
      t('See '),
      { type: 'link', href: 'https://example.com/v?a=1', children: [t('the '), { type: 'strong', children: [t('video')] }] },
      t(' now'),
    ]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](data:text/html,hi)',
    '[x](/relative)',
    '[x](//evil.example)',
    '[x](vbscript:msgbox)',
    '[](https://example.com)',
    '[x](https://exa mple.com)',
  ])('leaves the unsafe or broken link %s as literal text', (text) => {
    expect(parseInline(text).some((s) => s.type === 'link')).toBe(false);
    expect(parseInline(text).map((s) => (s.type === 'text' ? s.text : '')).join('')).toContain('[');
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    [' http://example.com/a ', 'http://example.com/a'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['javascript:alert(1)', null],
    ['ftp://example.com', null],
    ['mailto:a@b.c', null],
  ])('%s -> %s', (raw, expected) => {
    expect(safeLinkHref(raw)).toBe(expected);
  });
});

/**
 * Linear time: a scan per opening marker made `._a` repeated 667 times take about a
 * second. The bound per character is generous (a busy CI machine); the old parser took about 500 µs a character at 2,000 characters and more as texts grew.
 */
describe('parseInline on adversarial text', () => {
  const msPerChar = (text: string) => {
    parseInline(text); // warm up (compiled code, as on a busy server)
    const started = performance.now();
    parseInline(text);
    return (performance.now() - started) / text.length;
  };

  it('`._a` repeated 667 times parses in milliseconds', () => {
    const text = '._a'.repeat(667);
    const started = performance.now();
    const segments = parseInline(text);
    expect(performance.now() - started).toBeLessThan(50);
    expect(segments.map((s) => (s.type === 'text' ? s.text : '')).join('')).toBe(text);
  });

  it.each([
    ['._a', 6667],
    ['[', 20000],
    ['[a', 10000],
    ['*a ', 6667],
    ['**a ', 5000],
    ['_a _', 5000],
    ['[a](', 5000],
    ['** ', 6667],
    ['*', 20000],
    ['a_*', 6667],
  ])('%s repeated %d times stays under 25 µs a character', (unit, times) => {
    expect(msPerChar(unit.repeat(times))).toBeLessThan(0.025);
  });

  it('random mixes of * _ . ` [ ] ( ) and letters up to 20,000 characters stay under 25 µs a character', () => {
    let seed = 33;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = ['*', '_', '.', '`', '[', ']', '(', ')', 'a', 'b', ' ', '](', 'https://x.y', '**', '__'];
    for (let round = 0; round < 30; round++) {
      const length = 1000 + Math.floor(random() * 19000);
      // Some rounds lean on one symbol, as an attacker would.
      const lean = alphabet[Math.floor(random() * alphabet.length)]!;
      let text = '';
      while (text.length < length) text += random() < 0.5 ? lean : alphabet[Math.floor(random() * alphabet.length)]!;
      expect(msPerChar(text), JSON.stringify(text.slice(0, 40))).toBeLessThan(0.025);
    }
  });
});
