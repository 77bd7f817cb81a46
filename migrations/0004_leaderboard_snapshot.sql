CREATE TABLE `leaderboard_snapshot` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`built_version` integer,
	`payload` text,
	`computed_at` text,
	CONSTRAINT "leaderboard_snapshot_single_row" CHECK("leaderboard_snapshot"."id" = 1)
);
