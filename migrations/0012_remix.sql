-- Save a community recipe to my recipes (docs/decisions/050-saved-community-recipes.md).
-- The copy keeps the shared recipe it came from and the credit the feed showed when it was saved;
-- no foreign key, so the credit outlives an unshare.
ALTER TABLE `recipes` ADD `remix_of` text;
ALTER TABLE `recipes` ADD `remix_of_title` text;
ALTER TABLE `recipes` ADD `remix_of_creator` text;
-- One plain copy per cook and shared recipe: a double click saves once.
CREATE UNIQUE INDEX `recipes_user_remix_idx` ON `recipes` (`user_id`, `remix_of`) WHERE `remix_of` IS NOT NULL;
ALTER TABLE `shared_recipes` ADD `remixes_count` integer DEFAULT 0 NOT NULL;
