-- A recipe's total time as its source gives it (an overnight rest is neither prep nor cook);
-- null when only prep and cook are known (docs/decisions/046-reading-recipes-lines-lists-and-pages.md).
ALTER TABLE `recipes` ADD `total_time` integer;
