CREATE TABLE `auth_sliders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_1` text NOT NULL,
	`image_2` text NOT NULL,
	`image_3` text NOT NULL,
	`description_1` text NOT NULL,
	`description_2` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`header_image` text NOT NULL,
	`header_title` text NOT NULL,
	`header_sub_title` text NOT NULL,
	`footer_image` text NOT NULL,
	`footer_title` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `credit_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`origin` text NOT NULL,
	`service_name` text DEFAULT '' NOT NULL,
	`original_credit_number` integer NOT NULL,
	`used_credits` integer DEFAULT 0 NOT NULL,
	`credit_real_price` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `credit_records_user` ON `credit_records` (`user_id`);--> statement-breakpoint
CREATE TABLE `home_configs` (
	`id` integer PRIMARY KEY NOT NULL,
	`display_basic_service` integer NOT NULL,
	`display_custom_service` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `integer_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `modal_configs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`is_active` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image` text NOT NULL,
	`choices` text
);
--> statement-breakpoint
CREATE TABLE `otp_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	`reset_grant_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `otp_codes_user` ON `otp_codes` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `otp_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `otp_failures_user` ON `otp_failures` (`user_id`,`at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`jti` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_family` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`price` integer NOT NULL,
	`credit_price` integer NOT NULL,
	`description` text NOT NULL,
	`short_description` text NOT NULL,
	`short_resume` text NOT NULL,
	`duration` integer NOT NULL,
	`nb_person_max_per_booking` integer NOT NULL,
	`private_option_price` integer NOT NULL,
	`private_option_credit_price` integer NOT NULL,
	`can_have_private_option` integer NOT NULL,
	`image` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `terms_policies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`file_url` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `token_families` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`telephone_number` text,
	`profile_picture` text,
	`country` text,
	`city` text,
	`postal_code` text,
	`address` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_staff` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);