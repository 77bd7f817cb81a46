import { describe, expect, it } from 'vitest';
import { parseInline } from './inline-markdown';

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
});
