CREATE TABLE `shopping_requests` (
	`owner_id` text NOT NULL,
	`key` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`body` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`owner_id`, `key`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shopping_requests_owner_created_idx` ON `shopping_requests` (`owner_id`,`created_at`);