CREATE TABLE `recipe_ratings` (
	`shared_recipe_id` text NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`shared_recipe_id`, `user_id`),
	FOREIGN KEY (`shared_recipe_id`) REFERENCES `shared_recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recipe_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`shared_recipe_id` text NOT NULL,
	`user_id` text NOT NULL,
	`review_text` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`shared_recipe_id`) REFERENCES `shared_recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_reviews_user_idx` ON `recipe_reviews` (`shared_recipe_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `recipe_reviews_recent_idx` ON `recipe_reviews` (`shared_recipe_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `recipe_views` (
	`shared_recipe_id` text NOT NULL,
	`viewer_key` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`shared_recipe_id`, `viewer_key`, `day`),
	FOREIGN KEY (`shared_recipe_id`) REFERENCES `shared_recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recipe_votes` (
	`shared_recipe_id` text NOT NULL,
	`user_id` text NOT NULL,
	`vote_type` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`shared_recipe_id`, `user_id`),
	FOREIGN KEY (`shared_recipe_id`) REFERENCES `shared_recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shared_recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`user_id` text NOT NULL,
	`share_message` text,
	`shared_at` text NOT NULL,
	`upvotes_count` integer DEFAULT 0 NOT NULL,
	`downvotes_count` integer DEFAULT 0 NOT NULL,
	`net_votes` integer DEFAULT 0 NOT NULL,
	`views_count` integer DEFAULT 0 NOT NULL,
	`ratings_count` integer DEFAULT 0 NOT NULL,
	`ratings_sum` integer DEFAULT 0 NOT NULL,
	`trending_score` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shared_recipes_recipe_idx` ON `shared_recipes` (`recipe_id`);--> statement-breakpoint
CREATE INDEX `shared_recipes_user_idx` ON `shared_recipes` (`user_id`);--> statement-breakpoint
CREATE INDEX `shared_recipes_recent_idx` ON `shared_recipes` (`shared_at`,`id`);--> statement-breakpoint
CREATE INDEX `shared_recipes_popular_idx` ON `shared_recipes` (`net_votes`,`views_count`,`id`);--> statement-breakpoint
CREATE INDEX `shared_recipes_trending_idx` ON `shared_recipes` (`trending_score`,`id`);--> statement-breakpoint
CREATE TABLE `user_stats` (
	`user_id` text PRIMARY KEY NOT NULL,
	`recipes_created` integer DEFAULT 0 NOT NULL,
	`recipes_shared` integer DEFAULT 0 NOT NULL,
	`upvotes_received` integer DEFAULT 0 NOT NULL,
	`downvotes_received` integer DEFAULT 0 NOT NULL,
	`score` integer GENERATED ALWAYS AS (max(0, 10 * recipes_created + 15 * recipes_shared + 5 * upvotes_received - 2 * downvotes_received)) STORED,
	`last_recipe_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_stats_rank_idx` ON `user_stats` (`score`,`recipes_created`,`last_recipe_at`);