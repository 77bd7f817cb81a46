import { describe, expect, it } from 'vitest';
import { groupByCategory, placeItems } from './shopping-groups';

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

describe('placeItems', () => {
  it('puts items in the section of their state the first time they are seen', () => {
    const { pending, purchased } = placeItems([item('a', null), item('b', null, true)], new Map());
    expect(pending.map((i) => i.id)).toEqual(['a']);
    expect(purchased.map((i) => i.id)).toEqual(['b']);
  });

  it('keeps a ticked or unticked item where it was shown (no jump), and forgets removed items', () => {
    const first = placeItems([item('a', null), item('b', null, true), item('c', null)], new Map());
    const second = placeItems([item('a', null, true), item('b', null, false), item('d', null, true)], first.placement);
    expect(second.pending.map((i) => i.id)).toEqual(['a']);
    expect(second.purchased.map((i) => i.id)).toEqual(['b', 'd']);
    expect([...second.placement.keys()]).toEqual(['a', 'b', 'd']);
  });
});
