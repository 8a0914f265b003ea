ALTER TABLE "sys_depart_permission" ADD COLUMN "data_rule_ids" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" ADD COLUMN "data_rule_ids" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "depart_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "depart_name_abbr" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "mobile" varchar(32);--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "memo" varchar(500);