DROP INDEX "sys_check_rule_code_uq";--> statement-breakpoint
ALTER TABLE "sys_check_rule" ALTER COLUMN "rule_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "sys_check_rule" ALTER COLUMN "rule_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_check_rule" ALTER COLUMN "rule_code" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "sys_check_rule" ALTER COLUMN "rule_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_check_rule" ALTER COLUMN "rule_json" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_check_rule" ALTER COLUMN "rule_description" SET DATA TYPE text;--> statement-breakpoint
CREATE INDEX "sys_check_rule_tenant_idx" ON "sys_check_rule" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_check_rule_rule_code_uq" ON "sys_check_rule" USING btree ("tenant_id","rule_code") WHERE del_flag = 0;--> statement-breakpoint
-- The check-rule buttons now hang under their own menu (seeded on start as menu-system-check-rule).
UPDATE "sys_permission" SET "parent_id" = 'menu-system-check-rule' WHERE "id" LIKE 'btn-system:checkRule:%' AND "parent_id" = 'menu-system-permission';
