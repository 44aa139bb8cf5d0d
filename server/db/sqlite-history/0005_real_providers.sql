CREATE TABLE `provider_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`transaction_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`outcome` text NOT NULL,
	`amount` integer,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_receipts_transaction` ON `provider_receipts` (`provider`,`transaction_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `provider` text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `provider_ref` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `launch_url` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `checked_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_state` text;--> statement-breakpoint
CREATE INDEX `payments_pending` ON `payments` (`status`,`expires_at`);