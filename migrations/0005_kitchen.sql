CREATE TABLE `pantry_items` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`quantity` real,
	`unit` text,
	`category` text,
	`expiry_date` text,
	`location` text,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pantry_items_owner_created_idx` ON `pantry_items` (`owner_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `pantry_items_owner_expiry_idx` ON `pantry_items` (`owner_id`,`expiry_date`);--> statement-breakpoint
CREATE TABLE `shopping_items` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`dimension` text NOT NULL,
	`quantity` real,
	`unit` text,
	`category` text NOT NULL,
	`notes` text,
	`is_purchased` integer DEFAULT false NOT NULL,
	`recipes` text NOT NULL,
	`sources` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shopping_items_owner_created_idx` ON `shopping_items` (`owner_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `shopping_items_owner_key_idx` ON `shopping_items` (`owner_id`,`name_key`,`is_purchased`);--> statement-breakpoint
CREATE TABLE `meal_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`plan_date` text NOT NULL,
	`meal_type` text NOT NULL,
	`recipe_id` text,
	`recipe_title` text NOT NULL,
	`servings` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meal_plans_owner_slot_idx` ON `meal_plans` (`owner_id`,`plan_date`,`meal_type`);--> statement-breakpoint
CREATE INDEX `meal_plans_recipe_idx` ON `meal_plans` (`recipe_id`);