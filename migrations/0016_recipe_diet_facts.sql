-- A recipe's diet facts (docs/decisions/064-recipe-diet-facts-cache.md): JSON of core/recipe-diet-facts.ts
-- `DietFacts`, every allergen and diet its title and lines break, with its key (a hash of the title,
-- the lines and the checker's version). Null until first read; facts whose key no longer matches
-- the recipe are stale and read again, so no write path needs to clear them.
ALTER TABLE `recipes` ADD `diet_facts` text;
