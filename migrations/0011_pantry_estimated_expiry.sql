-- A pantry item's expiry that Forkcast estimated (moved in from the shopping list) rather than the
-- cook typed; shown as an estimate until the cook sets a date (docs/decisions/047-shelves-expiry-estimates-and-the-pantry-order.md).
ALTER TABLE `pantry_items` ADD `expiry_estimated` integer DEFAULT false NOT NULL;
