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
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_price_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `state_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- custom: rows written before billing held a plan without a subscription (the plan came from plan_type alone); drop them so every plan comes from subscription state (the seed writes the demo Pro chef's simulated subscription again)
DELETE FROM `subscriptions` WHERE `stripe_subscription_id` IS NULL;
