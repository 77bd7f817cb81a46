-- Dish pictures (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): the AI picture's state and which model
-- wrote the recipe. The picture itself is an `images` row (owner's, opaque key) that
-- recipes.ai_image_url points at.
ALTER TABLE `recipes` ADD `picture_status` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- When the current picture was asked for: a queue message carries it, and only the message of
-- the latest request may write (an older one, or one for a deleted recipe, writes nothing).
ALTER TABLE `recipes` ADD `picture_requested_at` text;--> statement-breakpoint
-- The model that wrote a generated recipe ("gemini-2.5-flash"); null for manual and imported ones.
ALTER TABLE `recipes` ADD `model` text;--> statement-breakpoint
-- The cleanup of unattached images looks AI pictures up by URL.
CREATE INDEX `recipes_ai_image_idx` ON `recipes` (`ai_image_url`);
