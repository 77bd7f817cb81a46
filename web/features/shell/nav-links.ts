import { BookOpen, CalendarDays, Compass, Home, Package, ShoppingCart, Tag, Trophy, type LucideIcon } from 'lucide-react';

export interface NavLinkItem {
  to: string;
  /** Key in the common namespace (nav.*). */
  labelKey: string;
  icon: LucideIcon;
}

/**
 * The header's links, in one place: add a line when your route exists in web/app/router.tsx
 * (labels live in web/locales/<lng>/common.json under "nav"; en, es and de).
 * docs/product.md "Navigation": my-recipes, discover, leaderboard, shopping-list, pantry, meal-planner, pricing.
 */
export const SIGNED_IN_LINKS: readonly NavLinkItem[] = [
  { to: '/my-recipes', labelKey: 'nav.myRecipes', icon: BookOpen },
  { to: '/discover', labelKey: 'nav.discover', icon: Compass },
  { to: '/leaderboard', labelKey: 'nav.leaderboard', icon: Trophy },
  { to: '/shopping-list', labelKey: 'nav.shoppingList', icon: ShoppingCart },
  { to: '/pantry', labelKey: 'nav.pantry', icon: Package },
  { to: '/meal-planner', labelKey: 'nav.mealPlanner', icon: CalendarDays },
  { to: '/pricing', labelKey: 'nav.pricing', icon: Tag },
];

/** Signed-out navigation: Home and Pricing. */
export const SIGNED_OUT_LINKS: readonly NavLinkItem[] = [
  { to: '/', labelKey: 'nav.home', icon: Home },
  { to: '/pricing', labelKey: 'nav.pricing', icon: Tag },
];
