import { SHOPPING_CATEGORIES, shoppingCategoryRank, type ShoppingCategory } from '#core/kernel/kitchen-options';

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

/** Items grouped by category in store-walk order (docs/product.md "Kitchen"), names A-Z inside a group. */
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
 * The two sections: to buy and in the basket. A tick moves the item to the other section at once
 * (docs/decisions/042-shopping-list-on-a-phone.md), so the basket never says it is empty while
 * ticked items still sit under "To buy".
 */
export function splitByState<T extends ListItem>(items: readonly T[]) {
  return { pending: items.filter((i) => !i.is_purchased), purchased: items.filter((i) => i.is_purchased) };
}
