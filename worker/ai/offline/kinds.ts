import type { DishKind } from './dish-kind-types';
import { COLD_KINDS } from './kinds-cold';
import { HOB_KINDS } from './kinds-hob';
import { OVEN_KINDS } from './kinds-oven';
import { PAN_KINDS } from './kinds-pan';

/** Every kind of dish the offline chef cooks from a template (docs/decisions/074-offline-dish-types.md). */
export const KINDS: readonly DishKind[] = [...HOB_KINDS, ...PAN_KINDS, ...OVEN_KINDS, ...COLD_KINDS];
