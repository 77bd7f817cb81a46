-- Who eats a planned meal (docs/decisions: "Who's eating"): a JSON array of the eaters' user ids,
-- or NULL for everyone in the kitchen. The API names eaters by their household member handles.
ALTER TABLE `meal_plans` ADD `eaters` text;
