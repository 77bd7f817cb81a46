import { describe, expect, it } from 'vitest';
import { parseBlocks } from './markdown-blocks';

describe('parseBlocks', () => {
  it.each([
    ['', []],
    ['Just a line', [{ type: 'paragraph', lines: ['Just a line'] }]],
    ['One\ntwo\n\nThree', [{ type: 'paragraph', lines: ['One', 'two'] }, { type: 'paragraph', lines: ['Three'] }]],
    ['- salt\n* pepper\n+ oil', [{ type: 'list', ordered: false, items: ['salt', 'pepper', 'oil'] }]],
    ['1. boil\n2) drain', [{ type: 'list', ordered: true, items: ['boil', 'drain'] }]],
    [
      'Tips:\n- less salt\n1. first\nAfter',
      [
        { type: 'paragraph', lines: ['Tips:'] },
        { type: 'list', ordered: false, items: ['less salt'] },
        { type: 'list', ordered: true, items: ['first'] },
        { type: 'paragraph', lines: ['After'] },
      ],
    ],
    ['*not a list*', [{ type: 'paragraph', lines: ['*not a list*'] }]],
    ['-5 degrees', [{ type: 'paragraph', lines: ['-5 degrees'] }]],
    ['2024. A year', [{ type: 'paragraph', lines: ['2024. A year'] }]],
    ['a\r\n\r\nb', [{ type: 'paragraph', lines: ['a'] }, { type: 'paragraph', lines: ['b'] }]],
  ])('%j', (text, expected) => {
    expect(parseBlocks(text)).toEqual(expected);
  });
});
