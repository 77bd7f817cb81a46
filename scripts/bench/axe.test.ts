import { describe, expect, it } from 'vitest';
import { axeTable } from './axe';

describe('axeTable', () => {
  it('has a row per screen, a column per language and width, and the total', () => {
    const table = axeTable({
      landing: { 'en desktop': 0, 'en phone': 2 },
      pricing: { 'en desktop': 1 },
    });
    expect(table).toContain('| screen | en desktop | en phone |');
    expect(table).toContain('| landing | 0 | 2 |');
    expect(table).toContain('| pricing | 1 | – |');
    expect(table).toContain('Total violations (elements): **3**.');
  });
});
