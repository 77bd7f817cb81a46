CREATE TABLE `oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oauth_states_expires_idx` ON `oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `upload_counts` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `images` ADD `object_key` text;--> statement-breakpoint
CREATE INDEX `images_created_idx` ON `images` (`created_at`);--> statement-breakpoint
CREATE INDEX `recipes_image_idx` ON `recipes` (`image_url`);--> statement-breakpoint
-- custom: photos stored under u/{userId}/... get an opaque public key p/{random}.{ext}; the R2 object stays where it is (object_key) and the recipes and shared cards pointing at it are rewritten
UPDATE `images` SET `object_key` = `key`, `key` = 'p/' || lower(hex(randomblob(16))) || substr(`key`, instr(`key`, '.')) WHERE `key` LIKE 'u/%';--> statement-breakpoint
UPDATE `recipes` SET `image_url` = (SELECT '/api/images/' || i.`key` FROM `images` i WHERE '/api/images/' || i.`object_key` = `recipes`.`image_url`) WHERE `image_url` IN (SELECT '/api/images/' || `object_key` FROM `images` WHERE `object_key` IS NOT NULL);--> statement-breakpoint
UPDATE `shared_recipes` SET `image_url` = (SELECT '/api/images/' || i.`key` FROM `images` i WHERE '/api/images/' || i.`object_key` = `shared_recipes`.`image_url`) WHERE `image_url` IN (SELECT '/api/images/' || `object_key` FROM `images` WHERE `object_key` IS NOT NULL);
