import { describe, expect, it } from 'vitest';
import { dishFoods, dishIllustration, dishScene, dishSvgTree, type SvgNode } from './dish-illustration';
import { sampleRecipes } from './sample-recipes';

/** Twenty real recipes in en, es and de (the dashboard samples, the demo data and a few more). */
const RECIPES = [
  ...sampleRecipes('en').map((s) => ({ title: s.title, ingredients: s.ingredients })),
  ...sampleRecipes('es').slice(0, 2).map((s) => ({ title: s.title, ingredients: s.ingredients })),
  ...sampleRecipes('de').slice(2, 4).map((s) => ({ title: s.title, ingredients: s.ingredients })),
  { title: 'Spaghetti Carbonara', ingredients: ['200 g spaghetti', '100 g guanciale, diced', '2 large eggs', '50 g pecorino romano, grated', 'Black pepper'] },
  { title: 'Weeknight Pad Thai', ingredients: ['150 g flat rice noodles', '200 g shrimp, peeled', '2 eggs', '1 cup bean sprouts', 'Crushed peanuts and lime wedges'] },
  { title: 'Smoky Shakshuka', ingredients: ['2 tbsp olive oil', '1 onion, sliced', '2 red peppers, sliced', '800 g canned tomatoes', '6 eggs'] },
  { title: 'Chicken Tikka Masala', ingredients: ['600 g chicken thighs, cubed', '150 g plain yoghurt', '1 onion, finely chopped', '400 g passata'] },
  { title: 'Hearty Minestrone', ingredients: ['1 onion', '2 carrots', '400 g canned tomatoes', '400 g cannellini beans', '100 g small pasta'] },
  { title: 'Paella valenciana', ingredients: ['400 g de arroz bomba', '1 pollo troceado', '200 g de judías verdes', '1 tomate rallado'] },
  { title: 'Tortilla de patatas', ingredients: ['6 huevos', '700 g de patatas', '1 cebolla', 'Aceite de oliva', 'Sal'] },
  { title: 'Kartoffelgratin', ingredients: ['1 kg Kartoffeln', '200 ml Sahne', '100 g Käse, gerieben', '1 Knoblauchzehe'] },
  { title: 'Linsensuppe', ingredients: ['250 g Linsen', '2 Karotten', '1 Zwiebel', '1 l Gemüsebrühe'] },
  { title: 'Berry Smoothie', ingredients: ['200 g blueberries', '1 banana', '200 ml milk'] },
  { title: 'Lachs mit Brokkoli', ingredients: ['2 Lachsfilets', '1 Brokkoli', '1 Zitrone'] },
];

describe('dishScene: the vessel follows the kind of dish the title names', () => {
  it.each([
    ['Tomato soup', 'bowl'],
    ['Sopa de lentejas', 'bowl'],
    ['Kartoffelsuppe', 'bowl'],
    ['Chicken Tikka Masala', 'bowl'],
    ['Rindergulasch', 'bowl'],
    ['Paella valenciana', 'pan'],
    ['Tortilla de patatas', 'pan'],
    ['Fluffy Buttermilk Pancakes', 'pan'],
    ['Lasagne al forno', 'tray'],
    ['Lemon Garlic Roast Chicken', 'tray'],
    ['Zitronen-Knoblauch-Ofenhähnchen', 'tray'],
    ['Berry Smoothie', 'glass'],
    ['Batido de fresa', 'glass'],
    ['Creamy Mushroom Risotto', 'plate'],
    ['Fish Tacos with Lime Slaw', 'plate'],
    ['Baked potato soup', 'bowl'],
  ])('%s -> %s', (title, vessel) => {
    expect(dishScene({ title, ingredients: [] }).vessel).toBe(vessel);
  });

  it('a soup takes the colour of its main food, a paella its saffron, a plain plate none', () => {
    expect(dishScene({ title: 'Tomato soup', ingredients: ['1 kg tomatoes', '1 onion'] }).base).toBe('#e76f51');
    expect(dishScene({ title: 'Pea soup', ingredients: ['500 g frozen peas'] }).base).toBe('#95c27a');
    expect(dishScene({ title: 'Paella', ingredients: ['300 g arroz'] }).base).toBe('#f4c430');
    expect(dishScene({ title: 'Steak and chips', ingredients: ['2 steaks'] }).base).toBeNull();
  });
});

describe('dishFoods: the foods the ingredients name, through parseIngredientLine (en, es, de)', () => {
  it.each<[string[], string[]]>([
    [['250 g cherry tomatoes, halved', 'Fresh basil leaves', '400 g spaghetti'], ['tomato', 'herbs', 'pasta']],
    [['2 tomates maduros', 'Un puñado de albahaca', '300 g de arroz'], ['tomato', 'herbs', 'rice']],
    [['250 g Kirschtomaten', '1 Bund Basilikum', '4 Eier'], ['tomato', 'herbs', 'egg']],
    [['4 Hähnchenschenkel', '500 g Drillinge', '1 Zitrone'], ['chicken', 'potato', 'lemon']],
    [['2 salmon fillets', '200 g prawns', '1 lime'], ['salmon', 'shrimp', 'lime']],
    [['1 Süßkartoffel', '2 Kartoffeln'], ['sweet potato', 'potato']],
    [['1 red bell pepper', 'Black pepper'], ['pepper']],
    [['2 tbsp olive oil', '2 EL Olivenöl', '500 ml chicken stock', '1 l Gemüsebrühe', '1 tsp garlic powder', 'Salt and pepper'], []],
    [['Aceite de oliva', 'Sal', 'Caldo de pollo', '2 cebollas'], ['onion']],
    [['Toasted almonds', '1 Scheibe Toastbrot'], ['nuts', 'bread']],
  ])('%j -> %j', (lines, foods) => {
    expect(dishFoods(lines).map((food) => food.food)).toEqual(foods);
  });

  it('draws at most four foods, each once, in ingredient order', () => {
    const lines = ['1 onion', '2 onions, sliced', '2 carrots', '1 leek', '3 potatoes', '200 g peas', '1 lemon'];
    expect(dishFoods(lines).map((food) => food.food)).toEqual(['onion', 'carrot', 'potato', 'pea']);
  });
});

describe('dishIllustration', () => {
  it('the same recipe twice gives the same bytes; text or lines give the same picture', () => {
    for (const recipe of RECIPES) {
      expect(dishIllustration(recipe)).toBe(dishIllustration({ ...recipe, ingredients: [...recipe.ingredients] }));
      expect(dishIllustration({ ...recipe, ingredients: recipe.ingredients.join('\n') })).toBe(dishIllustration(recipe));
    }
  });

  it('twenty real recipes give twenty different pictures, each from known foods', () => {
    expect(RECIPES).toHaveLength(20);
    const pictures = new Set(RECIPES.map((recipe) => dishIllustration(recipe)));
    expect(pictures.size).toBe(20);
    for (const recipe of RECIPES) expect(dishScene(recipe).foods, recipe.title).not.toContain('dish');
  });

  it('one changed ingredient changes the picture', () => {
    const recipe = RECIPES[0]!;
    expect(dishIllustration({ ...recipe, ingredients: [...recipe.ingredients, '1 avocado'] })).not.toBe(dishIllustration(recipe));
  });

  it('a recipe whose foods are unknown still gets a dish (never empty)', () => {
    const scene = dishScene({ title: 'Mystery', ingredients: ['1 cup dashi'] });
    expect(scene.items.length).toBeGreaterThan(4);
  });

  it('stays small: every picture is under 6 KB', () => {
    for (const recipe of RECIPES) expect(dishIllustration(recipe).length, recipe.title).toBeLessThan(6 * 1024);
  });

  it('dark mode: background lightness and plate colours are CSS custom properties with light fallbacks', () => {
    const svg = dishIllustration(RECIPES[0]!);
    expect(svg).toContain('var(--dish-l1,74%)');
    expect(svg).toContain('var(--dish-l2,48%)');
    expect(svg).toContain('var(--dish-plate,#fbf8f3)');
  });

  it('is decorative without a label and a labelled image with one (the label escaped)', () => {
    const recipe = RECIPES[0]!;
    expect(dishIllustration(recipe)).toMatch(/^<svg [^>]*aria-hidden="true"/);
    const labelled = dishIllustration(recipe, { label: 'Mac & "cheese" <3' });
    expect(labelled).toContain('role="img" aria-label="Mac &amp; &quot;cheese&quot; &lt;3"');
    expect(labelled).not.toContain('aria-hidden');
  });
});

describe('dishSvgTree: the element tree React draws from', () => {
  it('holds every element and attribute of the markup, the label unescaped', () => {
    const svg = dishIllustration(RECIPES[1]!, { label: 'Fish & "chips"' });
    const tree = dishSvgTree(svg);
    const serialise = (node: SvgNode): string => {
      const attrs = Object.entries(node.attrs)
        .map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}"`)
        .join('');
      return node.children.length ? `<${node.tag}${attrs}>${node.children.map(serialise).join('')}</${node.tag}>` : `<${node.tag}${attrs}/>`;
    };
    expect(tree.attrs['aria-label']).toBe('Fish & "chips"');
    expect(serialise(tree)).toBe(svg);
  });
});
