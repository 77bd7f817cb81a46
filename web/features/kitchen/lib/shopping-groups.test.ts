import { describe, expect, it } from 'vitest';
import { groupByCategory, splitByState } from './shopping-groups';

const item = (id: string, category: string | null, is_purchased = false) => ({ id, name: id, category, is_purchased });

describe('groupByCategory', () => {
  it('orders groups in store-walk order and names A-Z inside; unknown categories count as other', () => {
    const groups = groupByCategory([
      item('soap', 'other'),
      item('milk', 'dairy'),
      item('pears', 'produce'),
      item('apples', 'produce'),
      item('rolls', 'bakery'),
      item('mystery', 'gadgets'),
      item('ice', 'frozen'),
      item('cola', 'beverages'),
      item('chips', 'snacks'),
      item('rice', 'pantry'),
      item('steak', 'meat'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['produce', 'bakery', 'meat', 'dairy', 'frozen', 'pantry', 'snacks', 'beverages', 'other']);
    expect(groups[0]?.items.map((i) => i.id)).toEqual(['apples', 'pears']);
    expect(groups.at(-1)?.items.map((i) => i.id)).toEqual(['mystery', 'soap']);
  });
});

describe('splitByState', () => {
  it('puts each item in the section of its state, so a tick moves it at once', () => {
    const before = splitByState([item('a', null), item('b', null, true), item('c', null)]);
    expect(before.pending.map((i) => i.id)).toEqual(['a', 'c']);
    expect(before.purchased.map((i) => i.id)).toEqual(['b']);
    const after = splitByState([item('a', null, true), item('b', null, true), item('c', null)]);
    expect(after.pending.map((i) => i.id)).toEqual(['c']);
    expect(after.purchased.map((i) => i.id)).toEqual(['a', 'b']);
  });
});
