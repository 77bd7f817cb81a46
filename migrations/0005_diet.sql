CREATE TABLE `diet_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`diets` text NOT NULL,
	`allergens` text NOT NULL,
	`dislikes` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
