-- The cook's rank in a bounded number of reads (docs/decisions/081-rank-at-scale.md).
--
-- 1. recipes_created counts the recipes the cook has now, as My recipes does: triggers on `recipes`
--    keep it and last_recipe_at (the newest recipe's created_at) in step with every insert and
--    delete, whichever path writes them (generate, write by hand, import, refine, remix, restore,
--    account erasure). Backfilled below from the recipes there are.
-- 2. `rank_key`: a ranked cook's order within their score, one integer: recipes (20 bits, capped)
--    then the last recipe's second since 2020-01-01 (30 bits, clamped). Cooks with the same score
--    and rank_key are ordered by last_recipe_at (the milliseconds) then user_id: few by construction.
-- 3. `rank_counts`: counts of ranked cooks per binary prefix. scope -1 holds the scores: level k,
--    prefix p counts cooks with score >> k = p (levels 0-31; level 31 is the total while scores stay
--    under 2^31). scope s (a score) holds the rank_keys of the cooks with that score (levels 0-50;
--    level 50 is the score's total). "How many above" is one row per level at most.
-- 4. Triggers on user_stats move a cook's prefixes in the same statement as the change (so in the
--    same batch as the event), net of the prefixes that stay, prune the counts that reach 0, and mark
--    the stored top list stale.
-- The migration writes no rows of its own beyond recounting what is there.
ALTER TABLE `user_stats` ADD COLUMN `rank_key` integer GENERATED ALWAYS AS (
  (min(`recipes_created`, 1048575) << 30)
  | min(1073741823, max(0, coalesce(CAST(strftime('%s', substr(`last_recipe_at`, 1, 19)) AS integer), 1577836800) - 1577836800))
) VIRTUAL;
--> statement-breakpoint
CREATE INDEX `user_stats_rank_key_idx` ON `user_stats` (`score`, `rank_key`);
--> statement-breakpoint
CREATE VIEW `rank_levels` (`k`) AS VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9),(10),(11),(12),(13),(14),(15),(16),(17),(18),(19),(20),(21),(22),(23),(24),(25),(26),(27),(28),(29),(30),(31),(32),(33),(34),(35),(36),(37),(38),(39),(40),(41),(42),(43),(44),(45),(46),(47),(48),(49),(50);
--> statement-breakpoint
CREATE TABLE `rank_counts` (
  `scope` integer NOT NULL,
  `level` integer NOT NULL,
  `prefix` integer NOT NULL,
  `n` integer NOT NULL,
  PRIMARY KEY (`scope`, `level`, `prefix`)
) WITHOUT ROWID;
--> statement-breakpoint
UPDATE `user_stats` SET
  `recipes_created` = (SELECT count(*) FROM `recipes` r WHERE r.`user_id` = `user_stats`.`user_id`),
  `last_recipe_at` = (SELECT max(r.`created_at`) FROM `recipes` r WHERE r.`user_id` = `user_stats`.`user_id`);
--> statement-breakpoint
INSERT INTO `user_stats` (`user_id`, `recipes_created`, `last_recipe_at`)
  SELECT `user_id`, count(*), max(`created_at`) FROM `recipes` WHERE `user_id` NOT IN (SELECT `user_id` FROM `user_stats`) GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `rank_counts` (`scope`, `level`, `prefix`, `n`)
  SELECT -1, k, `score` >> k, count(*) FROM `user_stats`, `rank_levels` WHERE k <= 31 AND `recipes_created` > 0 GROUP BY k, `score` >> k;
--> statement-breakpoint
INSERT INTO `rank_counts` (`scope`, `level`, `prefix`, `n`)
  SELECT `score`, k, `rank_key` >> k, count(*) FROM `user_stats`, `rank_levels` WHERE `recipes_created` > 0 GROUP BY `score`, k, `rank_key` >> k;
--> statement-breakpoint
CREATE TRIGGER `recipes_count_insert` AFTER INSERT ON `recipes` BEGIN
  INSERT INTO `user_stats` (`user_id`, `recipes_created`, `last_recipe_at`) VALUES (NEW.user_id, 1, NEW.created_at)
  ON CONFLICT (`user_id`) DO UPDATE SET
    `recipes_created` = `recipes_created` + 1,
    `last_recipe_at` = CASE WHEN `last_recipe_at` IS NULL OR `last_recipe_at` < excluded.`last_recipe_at` THEN excluded.`last_recipe_at` ELSE `last_recipe_at` END;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_count_delete` AFTER DELETE ON `recipes` BEGIN
  UPDATE `user_stats` SET
    `recipes_created` = max(0, `recipes_created` - 1),
    `last_recipe_at` = (SELECT max(r.`created_at`) FROM `recipes` r WHERE r.`user_id` = OLD.user_id)
  WHERE `user_id` = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `user_stats_rank_insert` AFTER INSERT ON `user_stats` WHEN NEW.recipes_created > 0 BEGIN
  INSERT INTO `rank_counts` (`scope`, `level`, `prefix`, `n`)
  SELECT scope, level, prefix, sum(d) FROM (
    SELECT -1 AS scope, k AS level, NEW.score >> k AS prefix, 1 AS d FROM `rank_levels` WHERE k <= 31 AND NEW.recipes_created > 0
    UNION ALL SELECT NEW.score, k, NEW.rank_key >> k, 1 FROM `rank_levels` WHERE NEW.recipes_created > 0
  ) WHERE true GROUP BY scope, level, prefix HAVING sum(d) <> 0
  ON CONFLICT (`scope`, `level`, `prefix`) DO UPDATE SET `n` = `n` + excluded.`n`;
  UPDATE `leaderboard_snapshot` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_stats_rank_update` AFTER UPDATE ON `user_stats`
  WHEN OLD.score IS NOT NEW.score OR OLD.rank_key IS NOT NEW.rank_key OR (OLD.recipes_created > 0) IS NOT (NEW.recipes_created > 0) BEGIN
  INSERT INTO `rank_counts` (`scope`, `level`, `prefix`, `n`)
  SELECT scope, level, prefix, sum(d) FROM (
    SELECT -1 AS scope, k AS level, OLD.score >> k AS prefix, -1 AS d FROM `rank_levels` WHERE k <= 31 AND OLD.recipes_created > 0
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k, -1 FROM `rank_levels` WHERE OLD.recipes_created > 0
    UNION ALL SELECT -1 AS scope, k AS level, NEW.score >> k AS prefix, 1 AS d FROM `rank_levels` WHERE k <= 31 AND NEW.recipes_created > 0
    UNION ALL SELECT NEW.score, k, NEW.rank_key >> k, 1 FROM `rank_levels` WHERE NEW.recipes_created > 0
  ) WHERE true GROUP BY scope, level, prefix HAVING sum(d) <> 0
  ON CONFLICT (`scope`, `level`, `prefix`) DO UPDATE SET `n` = `n` + excluded.`n`;
  DELETE FROM `rank_counts` WHERE `n` = 0 AND (`scope`, `level`, `prefix`) IN (
    SELECT -1, k, OLD.score >> k FROM `rank_levels` WHERE k <= 31
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k FROM `rank_levels`
  );
  UPDATE `leaderboard_snapshot` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_stats_rank_delete` AFTER DELETE ON `user_stats` WHEN OLD.recipes_created > 0 BEGIN
  INSERT INTO `rank_counts` (`scope`, `level`, `prefix`, `n`)
  SELECT scope, level, prefix, sum(d) FROM (
    SELECT -1 AS scope, k AS level, OLD.score >> k AS prefix, -1 AS d FROM `rank_levels` WHERE k <= 31 AND OLD.recipes_created > 0
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k, -1 FROM `rank_levels` WHERE OLD.recipes_created > 0
  ) WHERE true GROUP BY scope, level, prefix HAVING sum(d) <> 0
  ON CONFLICT (`scope`, `level`, `prefix`) DO UPDATE SET `n` = `n` + excluded.`n`;
  DELETE FROM `rank_counts` WHERE `n` = 0 AND (`scope`, `level`, `prefix`) IN (
    SELECT -1, k, OLD.score >> k FROM `rank_levels` WHERE k <= 31
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k FROM `rank_levels`
  );
  UPDATE `leaderboard_snapshot` SET `version` = `version` + 1 WHERE `id` = 1;
END;
