ALTER TABLE `bookings` ADD `money_refund_credits` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_amount` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `pack_name` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `pack_credits` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `pack_validity_days` integer;--> statement-breakpoint
UPDATE `bookings` SET `money_refund_credits` = COALESCE((
	SELECT MIN(
		`bookings`.`credit_price`,
		MAX(
			`bookings`.`credit_price` - 1,
			(`bookings`.`price` * (s.`credit_price` * `bookings`.`number_person` + CASE WHEN `bookings`.`private_option` THEN s.`private_option_credit_price` ELSE 0 END))
				/ (s.`price` * `bookings`.`number_person` + CASE WHEN `bookings`.`private_option` THEN s.`private_option_price` ELSE 0 END)
		)
	)
	FROM `services` s WHERE s.`id` = `bookings`.`service_id`
), 0);--> statement-breakpoint
UPDATE `payments` SET
	`pack_name` = (SELECT `name` FROM `credit_packs` WHERE `credit_packs`.`id` = `payments`.`object_id`),
	`pack_credits` = (SELECT `credit_number` FROM `credit_packs` WHERE `credit_packs`.`id` = `payments`.`object_id`),
	`pack_validity_days` = (SELECT `validity_days` FROM `credit_packs` WHERE `credit_packs`.`id` = `payments`.`object_id`)
WHERE `purpose` = 'pack';--> statement-breakpoint
UPDATE `payments` SET `refund_amount` = NULLIF(MAX(COALESCE((
	SELECT r.`amount` FROM `provider_receipts` r
	WHERE r.`payment_id` = `payments`.`id` AND r.`outcome` = 'success' AND r.`amount` IS NOT NULL
	ORDER BY r.`id` LIMIT 1
), `amount`), -1), -1)
WHERE `status` = 'refunded';