ALTER TABLE `shared_recipes` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `image_url` text;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `prep_time` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `cook_time` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `servings` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `difficulty` text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `cuisine` text;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `cooking_method` text;--> statement-breakpoint
CREATE INDEX `shared_recipes_image_idx` ON `shared_recipes` (`image_url`);