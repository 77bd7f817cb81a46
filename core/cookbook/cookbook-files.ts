// Written by scripts/cookbook-files.ts: every dishes file of the cookbook (docs/cookbook.md). Do not edit.
import american from './dishes/american.json';
import asian from './dishes/asian.json';
import chinese from './dishes/chinese.json';
import everydayBasics from './dishes/everyday-basics.json';
import everydayEurope from './dishes/everyday-europe.json';
import french from './dishes/french.json';
import greek from './dishes/greek.json';
import indian from './dishes/indian.json';
import italian from './dishes/italian.json';
import japanese from './dishes/japanese.json';
import korean from './dishes/korean.json';
import mediterranean from './dishes/mediterranean.json';
import mexican from './dishes/mexican.json';
import middleEastern from './dishes/middle-eastern.json';
import moroccan from './dishes/moroccan.json';
import spanish from './dishes/spanish.json';
import thai from './dishes/thai.json';
import vietnamese from './dishes/vietnamese.json';

/** The cookbook's entries as the files hold them, checked by the store when it loads them. */
export const COOKBOOK_FILES: Record<string, readonly unknown[]> = {
  'american.json': american,
  'asian.json': asian,
  'chinese.json': chinese,
  'everyday-basics.json': everydayBasics,
  'everyday-europe.json': everydayEurope,
  'french.json': french,
  'greek.json': greek,
  'indian.json': indian,
  'italian.json': italian,
  'japanese.json': japanese,
  'korean.json': korean,
  'mediterranean.json': mediterranean,
  'mexican.json': mexican,
  'middle-eastern.json': middleEastern,
  'moroccan.json': moroccan,
  'spanish.json': spanish,
  'thai.json': thai,
  'vietnamese.json': vietnamese,
};
