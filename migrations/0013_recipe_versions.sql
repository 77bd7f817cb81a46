-- Refine a recipe (docs/decisions/055-refine-and-recipe-versions.md): a refinement is a new recipe, the
-- original is kept. `parent_recipe_id` names the original of the family (the first version), so
-- the version list is one indexed read; no foreign key, so deleting the original keeps its
-- refinements. `refine_instruction` is what the cook asked for.
ALTER TABLE `recipes` ADD `parent_recipe_id` text;
ALTER TABLE `recipes` ADD `refine_instruction` text;
CREATE INDEX `recipes_parent_idx` ON `recipes` (`parent_recipe_id`);
-- One plain copy per cook and shared recipe still; a refined remix (a version of that copy) keeps
-- the credit (`remix_of`) too, so the unique index covers only the originals of a family.
DROP INDEX `recipes_user_remix_idx`;
CREATE UNIQUE INDEX `recipes_user_remix_idx` ON `recipes` (`user_id`, `remix_of`) WHERE `remix_of` IS NOT NULL AND `parent_recipe_id` IS NULL;
