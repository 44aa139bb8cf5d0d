CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`address` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_email` ON `login_attempts` (`email`,`at`);--> statement-breakpoint
CREATE TABLE `otp_check_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `otp_check_failures_email` ON `otp_check_failures` (`email`,`at`);--> statement-breakpoint
CREATE TABLE `otp_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `otp_requests_email` ON `otp_requests` (`email`,`at`);--> statement-breakpoint
DROP TABLE `login_failures`;--> statement-breakpoint
DROP TABLE `otp_failures`;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `issued_at` integer;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `successor_jti` text;