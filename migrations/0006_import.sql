CREATE TABLE `import_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `import_attempts_user_created_idx` ON `import_attempts` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `recipes` ADD `source_url` text;