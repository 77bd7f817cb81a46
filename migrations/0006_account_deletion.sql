CREATE TABLE `billing_tombstones` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`deleted_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `recipe_views_viewer_idx` ON `recipe_views` (`viewer_key`);