/** The 15 sample dish ideas for prompt mode (names localised under creator:samples.<id>). */
export const SAMPLE_DISHES = [
  'spaghetti-carbonara',
  'chicken-tikka-masala',
  'beef-tacos',
  'vegetable-stir-fry',
  'margherita-pizza',
  'greek-salad',
  'pad-thai',
  'mushroom-risotto',
  'shakshuka',
  'miso-ramen',
  'seafood-paella',
  'french-onion-soup',
  'lentil-curry',
  'banana-pancakes',
  'chicken-tagine',
] as const;

/** How many of them are shown as chips. */
export const SHOWN_SAMPLE_DISHES = 8;
