-- Community recipes in the reader's language (docs/product.md "Languages").
-- A shared recipe keeps the language it is written in: existing shares take their recipe's language
-- (recipes.language is always set); new shares also look at the words (core/recipe-language.ts).
ALTER TABLE `shared_recipes` ADD `language` text DEFAULT 'en' NOT NULL;
UPDATE `shared_recipes` SET `language` = coalesce((SELECT `language` FROM `recipes` WHERE `recipes`.`id` = `shared_recipes`.`recipe_id`), 'en');
-- The feed filtered by language, one index per sort (the same order as the unfiltered ones).
CREATE INDEX `shared_recipes_language_recent_idx` ON `shared_recipes` (`language`, `shared_at`, `id`);
CREATE INDEX `shared_recipes_language_popular_idx` ON `shared_recipes` (`language`, `net_votes`, `views_count`, `id`);
CREATE INDEX `shared_recipes_language_trending_idx` ON `shared_recipes` (`language`, `trending_score`, `id`);
-- A shared recipe translated by the model, one row per recipe and language. `source_hash` is the
-- SHA-256 of the texts it was translated from: a row whose hash no longer matches the share is
-- stale and translated again. Unsharing deletes the shared row and, with it, its translations.
CREATE TABLE `shared_recipe_translations` (
  `shared_recipe_id` text NOT NULL REFERENCES `shared_recipes`(`id`) ON DELETE cascade,
  `language` text NOT NULL,
  `source_hash` text NOT NULL,
  `title` text NOT NULL,
  `description` text NOT NULL,
  `ingredients` text NOT NULL,
  `instructions` text NOT NULL,
  `model` text NOT NULL,
  `created_at` text NOT NULL,
  PRIMARY KEY (`shared_recipe_id`, `language`)
);
