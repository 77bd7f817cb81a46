CREATE TABLE `recipe_imports` (
	`user_id` text NOT NULL,
	`source_key` text NOT NULL,
	`recipe_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `source_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_imports_recipe_idx` ON `recipe_imports` (`recipe_id`);--> statement-breakpoint
CREATE INDEX `recipe_ratings_user_idx` ON `recipe_ratings` (`user_id`);--> statement-breakpoint
CREATE INDEX `recipe_reviews_author_idx` ON `recipe_reviews` (`user_id`);