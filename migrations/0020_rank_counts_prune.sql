-- A vote, a new or deleted recipe and an erasure prune the rank counts that reach 0 through the
-- primary key, not a scan of rank_counts (docs/decisions/081-rank-at-scale.md). The prune of
-- migrations/0018_rank_counts.sql matched (scope, level, prefix) against a UNION ALL of the levels,
-- which SQLite does not take as primary-key lookups: every score change read the whole table (about
-- 10,000 rows at a fifth of the 1x bench, a row per count at any size). The same triggers, with the
-- list wrapped in a subquery so each entry is one primary-key lookup (EXPLAIN QUERY PLAN:
-- SEARCH rank_counts USING PRIMARY KEY).
DROP TRIGGER `user_stats_rank_update`;
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
  DELETE FROM `rank_counts` WHERE `n` = 0 AND (`scope`, `level`, `prefix`) IN (SELECT * FROM (
    SELECT -1, k, OLD.score >> k FROM `rank_levels` WHERE k <= 31
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k FROM `rank_levels`
  ));
  UPDATE `leaderboard_snapshot` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `user_stats_rank_delete`;
--> statement-breakpoint
CREATE TRIGGER `user_stats_rank_delete` AFTER DELETE ON `user_stats` WHEN OLD.recipes_created > 0 BEGIN
  INSERT INTO `rank_counts` (`scope`, `level`, `prefix`, `n`)
  SELECT scope, level, prefix, sum(d) FROM (
    SELECT -1 AS scope, k AS level, OLD.score >> k AS prefix, -1 AS d FROM `rank_levels` WHERE k <= 31 AND OLD.recipes_created > 0
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k, -1 FROM `rank_levels` WHERE OLD.recipes_created > 0
  ) WHERE true GROUP BY scope, level, prefix HAVING sum(d) <> 0
  ON CONFLICT (`scope`, `level`, `prefix`) DO UPDATE SET `n` = `n` + excluded.`n`;
  DELETE FROM `rank_counts` WHERE `n` = 0 AND (`scope`, `level`, `prefix`) IN (SELECT * FROM (
    SELECT -1, k, OLD.score >> k FROM `rank_levels` WHERE k <= 31
    UNION ALL SELECT OLD.score, k, OLD.rank_key >> k FROM `rank_levels`
  ));
  UPDATE `leaderboard_snapshot` SET `version` = `version` + 1 WHERE `id` = 1;
END;
