CREATE TABLE "teaching_jifen_rule" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"daily_cap" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teaching_product" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"product_name" varchar(255),
	"cover" varchar(1000),
	"gallery" text,
	"description" text,
	"category_id" varchar(36),
	"goods_type" varchar(255),
	"ref_id" varchar(255),
	"points_price" integer,
	"money_price" numeric(18, 2),
	"stock" integer,
	"per_user_limit" integer,
	"sales" integer,
	"status" varchar(255),
	"sort_no" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_product_category" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"category_name" varchar(255),
	"icon" varchar(1000),
	"enabled" boolean,
	"sort_no" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_order" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"username" varchar(64) NOT NULL,
	"product_id" varchar(36) NOT NULL,
	"product_name" varchar(60) NOT NULL,
	"cover" varchar(500),
	"goods_type" varchar(2) NOT NULL,
	"count" integer NOT NULL,
	"pay_method" varchar(10) NOT NULL,
	"points_amount" integer DEFAULT 0 NOT NULL,
	"money_fen" integer DEFAULT 0 NOT NULL,
	"status" varchar(12) NOT NULL,
	"receiver_name" varchar(50),
	"receiver_phone" varchar(20),
	"receiver_address" varchar(300),
	"remark" varchar(300),
	"trade_no" varchar(64),
	"tracking_no" varchar(64),
	"refund_reason" varchar(200),
	"expire_time" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"ship_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"refund_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teaching_pay_notify" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"notify_id" varchar(100) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"trade_no" varchar(64),
	"amount_fen" integer NOT NULL,
	"payload" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_pay_setting" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"enabled" integer DEFAULT 0 NOT NULL,
	"config" text DEFAULT '{}' NOT NULL,
	"secrets_sealed" text DEFAULT '' NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_tenant_license" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"ref_id" varchar(36) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_jifen" ADD COLUMN "kind" varchar(20) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_jifen" ADD COLUMN "event_key" varchar(120);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "logo" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "contact_name" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "contact_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "expire_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "max_students" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "max_teachers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "max_storage_mb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "brand_name" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "brand_logo" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "brand_color" varchar(20);--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_jifen_rule_kind_uq" ON "teaching_jifen_rule" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "teaching_product_tenant_idx" ON "teaching_product" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_product_category_tenant_idx" ON "teaching_product_category" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_product_category_category_name_uq" ON "teaching_product_category" USING btree ("tenant_id","category_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_order_no_uq" ON "teaching_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "teaching_order_user_idx" ON "teaching_order" USING btree ("tenant_id","user_id","product_id");--> statement-breakpoint
CREATE INDEX "teaching_order_status_idx" ON "teaching_order" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_pay_notify_uq" ON "teaching_pay_notify" USING btree ("provider","notify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_pay_setting_uq" ON "teaching_pay_setting" USING btree ("tenant_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_tenant_license_uq" ON "sys_tenant_license" USING btree ("tenant_id","kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_jifen_event_uq" ON "teaching_jifen" USING btree ("tenant_id","user_id","event_key");