import type { SeedEnv } from '../seed';

/**
 * A few recipes for the demo users so the dashboard and My recipes are not empty on first start,
 * with their user_stats counters recomputed from the recipes (consistent whatever ran before).
 * Idempotent: fixed ids, ON CONFLICT DO NOTHING.
 */
interface SeedRecipe {
  id: string;
  userId: string;
  daysAgo: number;
  title: string;
  description: string;
  cuisine: string;
  cookingMethod: string | null;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: 'easy' | 'medium' | 'hard';
  ingredients: string[];
  instructions: string[];
  notes?: string;
  /** A refined version: the family's original and the cook's words (docs/decisions/055-refine-and-recipe-versions.md). */
  parentRecipeId?: string;
  refineInstruction?: string;
}

const CHEF = 'demo-pro-chef';
const COOK = 'demo-free-cook';

export const SEED_RECIPES: SeedRecipe[] = [
  {
    id: 'seed-recipe-carbonara', userId: CHEF, daysAgo: 1, title: 'Spaghetti Carbonara', description: 'Silky Roman classic with eggs, pecorino and crisp guanciale.',
    cuisine: 'italian', cookingMethod: 'boiling', prepTime: 10, cookTime: 15, servings: 2, difficulty: 'medium',
    ingredients: ['200 g spaghetti', '100 g guanciale, diced', '2 large eggs', '1 egg yolk', '50 g pecorino romano, grated', 'Black pepper'],
    instructions: ['Boil the **spaghetti** in well-salted water until al dente.', 'Crisp the guanciale in a dry pan over medium heat.', 'Whisk the eggs, yolk, pecorino and plenty of pepper.', 'Toss the hot pasta with the guanciale *off the heat*, then stir in the egg mixture with a splash of pasta water until creamy.'],
    notes: 'Save a full cup of pasta water. Works with pancetta too.',
  },
  {
    id: 'seed-recipe-pad-thai', userId: CHEF, daysAgo: 3, title: 'Weeknight Pad Thai', description: 'Sweet, sour and salty noodles ready in half an hour.',
    cuisine: 'thai', cookingMethod: 'stir-frying', prepTime: 15, cookTime: 10, servings: 2, difficulty: 'medium',
    ingredients: ['150 g flat rice noodles', '200 g shrimp, peeled', '2 eggs', '2 tbsp tamarind paste', '1 ½ tbsp fish sauce', '1 tbsp brown sugar', '1 cup bean sprouts', '2 spring onions, sliced', 'Crushed peanuts and lime wedges'],
    instructions: ['Soak the noodles in warm water for **10 minutes**; drain.', 'Mix tamarind, fish sauce and sugar into a sauce.', 'Stir-fry the shrimp until pink, push aside and scramble the eggs.', 'Add noodles and sauce; toss until glossy.', 'Fold in sprouts and spring onions; serve with *peanuts* and lime.'],
  },
  {
    id: 'seed-recipe-shakshuka', userId: CHEF, daysAgo: 5, title: 'Smoky Shakshuka', description: 'Eggs poached in a spiced pepper and tomato sauce.',
    cuisine: 'middle-eastern', cookingMethod: 'sauteing', prepTime: 10, cookTime: 25, servings: 4, difficulty: 'easy',
    ingredients: ['2 tbsp olive oil', '1 onion, sliced', '2 red peppers, sliced', '3 cloves garlic', '1 tsp smoked paprika', '1 tsp cumin', '800 g canned tomatoes', '6 eggs', 'Fresh coriander'],
    instructions: ['Soften onion and peppers in the oil for **8 minutes**.', 'Add garlic and spices; cook 1 minute.', 'Pour in the tomatoes and simmer until thick.', 'Make six wells and crack in the eggs; cover and cook until the whites set.', 'Scatter with *coriander* and serve with bread.'],
  },
  {
    id: 'seed-recipe-tikka', userId: CHEF, daysAgo: 8, title: 'Chicken Tikka Masala', description: 'Charred yoghurt-marinated chicken in a creamy tomato sauce.',
    cuisine: 'indian', cookingMethod: 'grilling', prepTime: 20, cookTime: 35, servings: 4, difficulty: 'hard',
    ingredients: ['600 g chicken thighs, cubed', '150 g plain yoghurt', '2 tbsp garam masala', '1 onion, finely chopped', '2 cloves garlic', '1 thumb ginger, grated', '400 g passata', '100 ml double cream', '2 tbsp butter'],
    instructions: ['Marinate the chicken in yoghurt and half the garam masala for at least **30 minutes**.', 'Grill the chicken until charred at the edges.', 'Cook onion, garlic and ginger in butter until golden.', 'Add the rest of the spice and the passata; simmer 10 minutes.', 'Stir in the cream and chicken; simmer *5 minutes* more.'],
  },
  {
    id: 'seed-recipe-tacos', userId: CHEF, daysAgo: 12, title: 'Fish Tacos with Lime Slaw', description: 'Crisp fish, tangy slaw and warm tortillas.',
    cuisine: 'mexican', cookingMethod: 'pan-frying', prepTime: 15, cookTime: 10, servings: 3, difficulty: 'easy',
    ingredients: ['400 g white fish fillets', '1 tsp chili powder', '6 corn tortillas', '2 cups shredded cabbage', '1 lime, juiced', '3 tbsp mayonnaise', 'Salt'],
    instructions: ['Season the fish with chili powder and salt.', 'Pan-fry for **3 minutes per side**.', 'Toss cabbage with lime juice and mayonnaise.', 'Fill warm tortillas with fish and *slaw*.'],
  },
  {
    id: 'seed-recipe-ratatouille', userId: CHEF, daysAgo: 16, title: 'Oven Ratatouille', description: 'Summer vegetables slowly roasted with herbs.',
    cuisine: 'french', cookingMethod: 'roasting', prepTime: 20, cookTime: 50, servings: 4, difficulty: 'medium',
    ingredients: ['1 aubergine', '2 courgettes', '2 red peppers', '4 tomatoes', '1 onion', '4 tbsp olive oil', '1 tsp herbes de Provence', 'Salt and pepper'],
    instructions: ['Heat the oven to **200 °C**.', 'Cut all vegetables into bite-sized pieces.', 'Toss with oil, herbs, salt and pepper in a large tray.', 'Roast for 50 minutes, stirring *twice*.'],
  },
  {
    id: 'seed-recipe-miso-soup', userId: CHEF, daysAgo: 20, title: 'Quick Miso Soup', description: 'A warming bowl in ten minutes.',
    cuisine: 'japanese', cookingMethod: 'boiling', prepTime: 5, cookTime: 5, servings: 2, difficulty: 'easy',
    ingredients: ['750 ml dashi', '2 tbsp white miso', '150 g silken tofu, cubed', '1 tbsp dried wakame', '1 spring onion, sliced'],
    instructions: ['Warm the dashi without boiling.', 'Soak the wakame for 5 minutes; drain.', 'Whisk the miso with a ladle of dashi, then stir it back in.', 'Add tofu and wakame; top with *spring onion*.'],
  },
  {
    id: 'seed-recipe-pancakes', userId: COOK, daysAgo: 2, title: 'Fluffy Buttermilk Pancakes', description: 'Tall, tender pancakes for a slow weekend.',
    cuisine: 'american', cookingMethod: 'pan-frying', prepTime: 10, cookTime: 15, servings: 4, difficulty: 'easy',
    ingredients: ['2 cups flour', '2 tbsp sugar', '2 tsp baking powder', '½ tsp salt', '2 cups buttermilk', '2 eggs', '3 tbsp melted butter'],
    instructions: ['Whisk the dry ingredients together.', 'Whisk buttermilk, eggs and butter, then fold into the dry mix — **lumps are fine**.', 'Rest the batter for 5 minutes.', 'Cook ¼ cup per pancake on a buttered pan until bubbles form; flip once.'],
  },
  {
    id: 'seed-recipe-minestrone', userId: COOK, daysAgo: 6, title: 'Hearty Minestrone', description: 'Vegetable and bean soup with small pasta.',
    cuisine: 'italian', cookingMethod: 'boiling', prepTime: 15, cookTime: 30, servings: 6, difficulty: 'easy',
    ingredients: ['2 tbsp olive oil', '1 onion', '2 carrots', '2 celery sticks', '400 g canned tomatoes', '1.5 l vegetable stock', '400 g cannellini beans', '100 g small pasta', 'Parmesan to serve'],
    instructions: ['Soften the chopped onion, carrot and celery in oil.', 'Add tomatoes and stock; simmer 15 minutes.', 'Add beans and pasta; cook until the pasta is tender.', 'Serve with *parmesan*.'],
  },
  {
    id: 'seed-recipe-tikka-veg', userId: CHEF, daysAgo: 7, title: 'Chickpea Tikka Masala', description: 'The tikka masala made vegetarian: chickpeas in the same spiced, creamy tomato sauce.',
    cuisine: 'indian', cookingMethod: 'sauteing', prepTime: 15, cookTime: 30, servings: 4, difficulty: 'medium',
    ingredients: ['800 g canned chickpeas, drained', '150 g plain yoghurt', '2 tbsp garam masala', '1 onion, finely chopped', '2 cloves garlic', '1 thumb ginger, grated', '400 g passata', '100 ml double cream', '2 tbsp butter'],
    instructions: ['Toss the chickpeas with the yoghurt and half the garam masala and leave for **10 minutes**.', 'Cook onion, garlic and ginger in the butter for **8 minutes** until golden.', 'Add the rest of the spice and the passata; simmer **10 minutes**.', 'Stir in the chickpeas and cream; simmer *8 minutes* more.'],
    parentRecipeId: 'seed-recipe-tikka', refineInstruction: 'Make it vegetarian',
  },
];

export async function seedRecipes({ DB }: SeedEnv, now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const inserts = SEED_RECIPES.map((r) =>
    DB.prepare(
      `INSERT INTO recipes (id, user_id, title, description, cuisine, cooking_method, prep_time, cook_time, servings,
        difficulty, ingredients, instructions, notes, image_url, ai_image_url, language, generation_type, recipe_type,
        provider, nutrition, created_at, parent_recipe_id, refine_instruction)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, 'en', 'prompt', ?, 'offline', NULL, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    ).bind(
      r.id, r.userId, r.title, r.description, r.cuisine, r.cookingMethod, r.prepTime, r.cookTime, r.servings,
      r.difficulty, r.ingredients.join('\n'), r.instructions.join('\n'), r.notes ?? null,
      r.cookingMethod && r.userId === CHEF ? 'customized' : 'quick',
      new Date(now.getTime() - r.daysAgo * day).toISOString(),
      r.parentRecipeId ?? null, r.refineInstruction ?? null,
    ),
  );
  const stats = [CHEF, COOK].map((userId) =>
    DB.prepare(
      `INSERT INTO user_stats (user_id, recipes_created, last_recipe_at)
       VALUES (?1, (SELECT count(*) FROM recipes WHERE user_id = ?1), (SELECT max(created_at) FROM recipes WHERE user_id = ?1))
       ON CONFLICT(user_id) DO UPDATE SET recipes_created = excluded.recipes_created, last_recipe_at = excluded.last_recipe_at`,
    ).bind(userId),
  );
  await DB.batch([...inserts, ...stats]);
}
