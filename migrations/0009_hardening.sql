-- Idempotency keys are bound to the user who sent them and to the request they answered
-- (docs/decisions/032-hardening-second-pass.md): the key is unique per kitchen owner and user, and the
-- fingerprint (method, path, body hash) must match on a repeat. Rows kept from before carry no
-- fingerprint and expire within a day.
CREATE TABLE `shopping_requests_new` (
	`owner_id` text NOT NULL,
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text,
	`status` integer DEFAULT 0 NOT NULL,
	`body` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`owner_id`, `user_id`, `key`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `shopping_requests_new` (`owner_id`, `user_id`, `key`, `fingerprint`, `status`, `body`, `created_at`)
  SELECT `owner_id`, `owner_id`, `key`, NULL, `status`, `body`, `created_at` FROM `shopping_requests`;
--> statement-breakpoint
DROP TABLE `shopping_requests`;
--> statement-breakpoint
ALTER TABLE `shopping_requests_new` RENAME TO `shopping_requests`;
--> statement-breakpoint
CREATE INDEX `shopping_requests_owner_created_idx` ON `shopping_requests` (`owner_id`,`created_at`);
