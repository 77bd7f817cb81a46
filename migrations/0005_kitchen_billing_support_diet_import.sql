CREATE TABLE `oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oauth_states_expires_idx` ON `oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `billing_customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_stripe_customer_id_unique` ON `billing_customers` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`mode` text NOT NULL,
	`plan_type` text,
	`package` text,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`payment_intent_id` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_user_idx` ON `checkout_sessions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `checkout_sessions_payment_intent_idx` ON `checkout_sessions` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL,
	`processed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `upload_counts` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`contact_name` text,
	`contact_email` text,
	`user_agent` text,
	`app_version` text NOT NULL,
	`created_at` text NOT NULL,
	`forwarded_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_requests_user_idx` ON `support_requests` (`user_id`,`created_at`);--> statement-breakpoint
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
CREATE INDEX `meal_plans_recipe_idx` ON `meal_plans` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `import_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `import_attempts_user_created_idx` ON `import_attempts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `diet_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`diets` text NOT NULL,
	`allergens` text NOT NULL,
	`dislikes` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_price_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `state_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `object_key` text;--> statement-breakpoint
CREATE INDEX `images_created_idx` ON `images` (`created_at`);--> statement-breakpoint
ALTER TABLE `recipes` ADD `source_url` text;--> statement-breakpoint
CREATE INDEX `recipes_image_idx` ON `recipes` (`image_url`);--> statement-breakpoint
-- custom: photos stored under u/{userId}/... get an opaque public key p/{random}.{ext}; the R2 object stays where it is (object_key) and the recipes and shared cards pointing at it are rewritten
UPDATE `images` SET `object_key` = `key`, `key` = 'p/' || lower(hex(randomblob(16))) || substr(`key`, instr(`key`, '.')) WHERE `key` LIKE 'u/%';--> statement-breakpoint
UPDATE `recipes` SET `image_url` = (SELECT '/api/images/' || i.`key` FROM `images` i WHERE '/api/images/' || i.`object_key` = `recipes`.`image_url`) WHERE `image_url` IN (SELECT '/api/images/' || `object_key` FROM `images` WHERE `object_key` IS NOT NULL);--> statement-breakpoint
UPDATE `shared_recipes` SET `image_url` = (SELECT '/api/images/' || i.`key` FROM `images` i WHERE '/api/images/' || i.`object_key` = `shared_recipes`.`image_url`) WHERE `image_url` IN (SELECT '/api/images/' || `object_key` FROM `images` WHERE `object_key` IS NOT NULL);--> statement-breakpoint
-- custom: rows written before billing held a plan without a subscription (the plan came from plan_type alone); drop them so every plan comes from subscription state (the seed writes the demo Pro chef's simulated subscription again)
DELETE FROM `subscriptions` WHERE `stripe_subscription_id` IS NULL;
