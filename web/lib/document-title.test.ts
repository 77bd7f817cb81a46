import { afterEach, describe, expect, it } from 'vitest';
import { setPageTitle, setTitlePrefix } from './document-title';

describe('document title', () => {
  afterEach(() => {
    setTitlePrefix('');
    setPageTitle('');
  });

  it.each([
    ['', '', 'Forkcast'],
    ['', 'Pantry', 'Pantry · Forkcast'],
    ['4:59', 'Pantry', '4:59 · Pantry · Forkcast'],
    ['4:59', '', '4:59 · Forkcast'],
  ])('prefix %j and page %j give %j', (prefix, page, expected) => {
    setTitlePrefix(prefix);
    setPageTitle(page);
    expect(document.title).toBe(expected);
  });

  it('keeps the page title when the prefix changes, and the prefix when the page changes', () => {
    setPageTitle('Dashboard');
    setTitlePrefix('1:00');
    setPageTitle('Settings');
    expect(document.title).toBe('1:00 · Settings · Forkcast');
    setTitlePrefix('');
    expect(document.title).toBe('Settings · Forkcast');
  });
});
