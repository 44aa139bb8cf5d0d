CREATE TABLE `mail_queue` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`attachment_name` text,
	`attachment_type` text,
	`attachment_content` text,
	`once_key` text,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`sent_at` integer,
	`last_error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_queue_once` ON `mail_queue` (`once_key`);--> statement-breakpoint
CREATE INDEX `mail_queue_due` ON `mail_queue` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachment_name` text;--> statement-breakpoint
ALTER TABLE `services` ADD `name_search` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `description_search` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `short_description_search` text DEFAULT '' NOT NULL;