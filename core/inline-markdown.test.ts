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
