-- A feed card read from its shared row alone (docs/decisions/083-feed-cards-on-the-shared-row.md).
--
-- A Discover page read, per card, the shared row, the recipe row (the ingredients the card's
-- illustration is drawn from), the creator's settings row and, when shown, their users row: about
-- 3.6 rows a card, 70 to 80 a page of 20. The shared row now keeps what the card shows of them:
--   creator_name    the creator's name as the card shows it: their users.name when they chose
--                   show_real_name and it is not blank, else NULL (the card says Anonymous);
--   creator_avatar  their picture, only when creator_name is set;
--   ingredients     the recipe's ingredients text (the illustration's foods).
-- Triggers keep them right on every write path, in the same statement as the change: a share
-- (insert), a shared row handed to another owner (account erasure's keep as Anonymous), the
-- creator's name or picture changing, their settings row written, changed or deleted, and the
-- recipe's ingredients edited. A creator who turns show_real_name off is Anonymous on every card
-- at once. The backfill below fills the rows already there.
ALTER TABLE `shared_recipes` ADD `creator_name` text;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `creator_avatar` text;--> statement-breakpoint
ALTER TABLE `shared_recipes` ADD `ingredients` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `shared_recipes` SET
  `creator_name` = (SELECT CASE WHEN trim(u.name) <> '' THEN u.name END FROM `user_settings` st JOIN `users` u ON u.id = st.user_id
    WHERE st.user_id = `shared_recipes`.`user_id` AND st.show_real_name = 1),
  `creator_avatar` = (SELECT CASE WHEN trim(u.name) <> '' THEN u.picture END FROM `user_settings` st JOIN `users` u ON u.id = st.user_id
    WHERE st.user_id = `shared_recipes`.`user_id` AND st.show_real_name = 1),
  `ingredients` = coalesce((SELECT r.ingredients FROM `recipes` r WHERE r.id = `shared_recipes`.`recipe_id`), '');--> statement-breakpoint
CREATE TRIGGER `shared_recipes_card_insert` AFTER INSERT ON `shared_recipes` BEGIN
  UPDATE `shared_recipes` SET
    `creator_name` = (SELECT CASE WHEN trim(u.name) <> '' THEN u.name END FROM `user_settings` st JOIN `users` u ON u.id = st.user_id
      WHERE st.user_id = NEW.user_id AND st.show_real_name = 1),
    `creator_avatar` = (SELECT CASE WHEN trim(u.name) <> '' THEN u.picture END FROM `user_settings` st JOIN `users` u ON u.id = st.user_id
      WHERE st.user_id = NEW.user_id AND st.show_real_name = 1),
    `ingredients` = coalesce((SELECT r.ingredients FROM `recipes` r WHERE r.id = NEW.recipe_id), '')
  WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `shared_recipes_card_owner` AFTER UPDATE OF `user_id` ON `shared_recipes` WHEN NEW.user_id IS NOT OLD.user_id BEGIN
  UPDATE `shared_recipes` SET
    `creator_name` = (SELECT CASE WHEN trim(u.name) <> '' THEN u.name END FROM `user_settings` st JOIN `users` u ON u.id = st.user_id
      WHERE st.user_id = NEW.user_id AND st.show_real_name = 1),
    `creator_avatar` = (SELECT CASE WHEN trim(u.name) <> '' THEN u.picture END FROM `user_settings` st JOIN `users` u ON u.id = st.user_id
      WHERE st.user_id = NEW.user_id AND st.show_real_name = 1)
  WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `users_card_creator` AFTER UPDATE OF `name`, `picture` ON `users`
  WHEN NEW.name IS NOT OLD.name OR NEW.picture IS NOT OLD.picture BEGIN
  UPDATE `shared_recipes` SET
    `creator_name` = (SELECT CASE WHEN trim(NEW.name) <> '' THEN NEW.name END FROM `user_settings` st
      WHERE st.user_id = NEW.id AND st.show_real_name = 1),
    `creator_avatar` = (SELECT CASE WHEN trim(NEW.name) <> '' THEN NEW.picture END FROM `user_settings` st
      WHERE st.user_id = NEW.id AND st.show_real_name = 1)
  WHERE user_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `user_settings_card_insert` AFTER INSERT ON `user_settings` BEGIN
  UPDATE `shared_recipes` SET
    `creator_name` = (SELECT CASE WHEN NEW.show_real_name = 1 AND trim(u.name) <> '' THEN u.name END FROM `users` u WHERE u.id = NEW.user_id),
    `creator_avatar` = (SELECT CASE WHEN NEW.show_real_name = 1 AND trim(u.name) <> '' THEN u.picture END FROM `users` u WHERE u.id = NEW.user_id)
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `user_settings_card_update` AFTER UPDATE OF `show_real_name` ON `user_settings`
  WHEN NEW.show_real_name IS NOT OLD.show_real_name BEGIN
  UPDATE `shared_recipes` SET
    `creator_name` = (SELECT CASE WHEN NEW.show_real_name = 1 AND trim(u.name) <> '' THEN u.name END FROM `users` u WHERE u.id = NEW.user_id),
    `creator_avatar` = (SELECT CASE WHEN NEW.show_real_name = 1 AND trim(u.name) <> '' THEN u.picture END FROM `users` u WHERE u.id = NEW.user_id)
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `user_settings_card_delete` AFTER DELETE ON `user_settings` BEGIN
  UPDATE `shared_recipes` SET `creator_name` = NULL, `creator_avatar` = NULL WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_card_ingredients` AFTER UPDATE OF `ingredients` ON `recipes` WHEN NEW.ingredients IS NOT OLD.ingredients BEGIN
  UPDATE `shared_recipes` SET `ingredients` = NEW.ingredients WHERE recipe_id = NEW.id;
END;
