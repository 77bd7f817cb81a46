-- Model call budgets (docs/decisions/078-translation-budget.md).
-- Counted spending per key and window: a cook's nutrition estimates per day, a reader's and a
-- recipe's translations, hand-written recipes per hour. `period` is `YYYY-MM-DD` or
-- `YYYY-MM-DDTHH` (UTC); the cron deletes windows older than two days.
CREATE TABLE `call_budgets` (
  `key` text NOT NULL,
  `period` text NOT NULL,
  `used` integer DEFAULT 0 NOT NULL,
  PRIMARY KEY (`key`, `period`)
);
-- One claim per shared recipe and language: the reader whose conditional upsert takes it asks the
-- model; others wait for the stored translation. A failure is remembered for an hour.
CREATE TABLE `shared_recipe_translation_claims` (
  `shared_recipe_id` text NOT NULL REFERENCES `shared_recipes`(`id`) ON DELETE cascade,
  `language` text NOT NULL,
  `source_hash` text NOT NULL,
  `state` text NOT NULL,
  `claimed_at` text NOT NULL,
  PRIMARY KEY (`shared_recipe_id`, `language`)
);
