import { SHOPPING_CATEGORIES, shoppingCategoryRank, type ShoppingCategory } from '../../../../core/kitchen-options';

interface ListItem {
  id: string;
  name: string;
  category: string | null;
  is_purchased: boolean;
}

export interface CategoryGroup<T> {
  category: ShoppingCategory;
  items: T[];
}

function asCategory(category: string | null): ShoppingCategory {
  return (SHOPPING_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as ShoppingCategory) : 'other';
}

/** Items grouped by category in store-walk order (DECISIONS.md "Kitchen"), names A-Z inside a group. */
export function groupByCategory<T extends ListItem>(items: readonly T[], language?: string): CategoryGroup<T>[] {
  const sorted = [...items].sort(
    (a, b) =>
      shoppingCategoryRank(asCategory(a.category)) - shoppingCategoryRank(asCategory(b.category)) ||
      a.name.localeCompare(b.name, language, { sensitivity: 'base' }),
  );
  const groups: CategoryGroup<T>[] = [];
  for (const item of sorted) {
    const category = asCategory(item.category);
    const last = groups.at(-1);
    if (last?.category === category) last.items.push(item);
    else groups.push({ category, items: [item] });
  }
  return groups;
}

/**
 * Which section each item sits in. An item keeps the section it was first shown in while the
 * screen is open, so ticking it does not move rows under the shopper's thumb; it settles into
 * its new section the next time the list is opened (or after clear / move actions).
 * Returns the placement to keep (ids of items shown as purchased) and the two sections.
 */
export function placeItems<T extends ListItem>(items: readonly T[], placed: ReadonlyMap<string, boolean>) {
  const next = new Map<string, boolean>();
  const pending: T[] = [];
  const purchased: T[] = [];
  for (const item of items) {
    const inPurchased = placed.get(item.id) ?? item.is_purchased;
    next.set(item.id, inPurchased);
    (inPurchased ? purchased : pending).push(item);
  }
  return { placement: next, pending, purchased };
}
