ALTER TABLE `contact_messages` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `request_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_idempotency_key` ON `contact_messages` (`idempotency_key`);