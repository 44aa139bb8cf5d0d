CREATE TABLE `availability_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `availability_version` (`id`, `value`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `slots_insert_bumps_availability` AFTER INSERT ON `slots` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `slots_update_bumps_availability` AFTER UPDATE ON `slots` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `slots_delete_bumps_availability` AFTER DELETE ON `slots` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `bookings_insert_bumps_availability` AFTER INSERT ON `bookings` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `bookings_update_bumps_availability` AFTER UPDATE ON `bookings` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `bookings_delete_bumps_availability` AFTER DELETE ON `bookings` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `services_insert_bumps_availability` AFTER INSERT ON `services` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `services_update_bumps_availability` AFTER UPDATE ON `services` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `services_delete_bumps_availability` AFTER DELETE ON `services` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `integer_settings_insert_bumps_availability` AFTER INSERT ON `integer_settings` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `integer_settings_update_bumps_availability` AFTER UPDATE ON `integer_settings` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `integer_settings_delete_bumps_availability` AFTER DELETE ON `integer_settings` BEGIN UPDATE `availability_version` SET `value` = `value` + 1 WHERE `id` = 1; END;
