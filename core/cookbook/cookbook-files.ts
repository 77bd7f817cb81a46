// Written by scripts/cookbook-files.ts: every dishes file of the cookbook (docs/cookbook.md). Do not edit.
import indian from './dishes/indian.json';
import italian from './dishes/italian.json';
import spanish from './dishes/spanish.json';

/** The cookbook's entries as the files hold them, checked by the store when it loads them. */
export const COOKBOOK_FILES: Record<string, readonly unknown[]> = {
  'indian.json': indian,
  'italian.json': italian,
  'spanish.json': spanish,
};
