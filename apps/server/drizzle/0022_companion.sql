CREATE TABLE "teaching_xcx_article" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"title" varchar(255),
	"cover" varchar(1000),
	"summary" text,
	"content" text,
	"type_id" varchar(36),
	"label_ids" text,
	"city_ids" text,
	"publish_time" timestamp with time zone,
	"is_top" boolean,
	"status" varchar(255),
	"views" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_xcx_article_label" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"label_name" varchar(255),
	"sort_no" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_xcx_article_type" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"type_name" varchar(255),
	"icon" varchar(1000),
	"sort_no" integer,
	"enabled" boolean,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_xcx_city" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"city_name" varchar(255),
	"city_code" varchar(255),
	"sort_no" integer,
	"enabled" boolean,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_xcx_setting" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"title" varchar(255),
	"icon" varchar(1000),
	"position" varchar(255),
	"link_type" varchar(255),
	"link_target" varchar(500),
	"city_id" varchar(36),
	"sort_no" integer,
	"enabled" boolean,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_report" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"test_power_id" varchar(36) NOT NULL,
	"user_id" varchar(36),
	"child_key" varchar(120) NOT NULL,
	"child_name" varchar(20) NOT NULL,
	"child_age" integer NOT NULL,
	"guardian_name" varchar(20),
	"guardian_phone" varchar(20),
	"phone_verified" boolean DEFAULT false NOT NULL,
	"city_id" varchar(36),
	"attempt_hash" varchar(64) NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_seq" integer DEFAULT 0 NOT NULL,
	"status" varchar(2) DEFAULT '0' NOT NULL,
	"score" jsonb,
	"total_score" integer,
	"max_score" integer,
	"band_title" varchar(20),
	"share_token" varchar(64),
	"follow_status" varchar(2) DEFAULT '0' NOT NULL,
	"follow_note" varchar(500),
	"follow_by" varchar(64),
	"follow_time" timestamp with time zone,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"submit_time" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_test_power" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"name" varchar(60) NOT NULL,
	"cover" varchar(1000),
	"intro" text,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"dimensions" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"bands" jsonb NOT NULL,
	"status" varchar(2) DEFAULT '0' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_xcx_article_view" (
	"article_id" varchar(36) NOT NULL,
	"visitor_key" varchar(64) NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "teaching_xcx_article_tenant_idx" ON "teaching_xcx_article" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_xcx_article_label_tenant_idx" ON "teaching_xcx_article_label" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_xcx_article_label_label_name_uq" ON "teaching_xcx_article_label" USING btree ("tenant_id","label_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_xcx_article_type_tenant_idx" ON "teaching_xcx_article_type" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_xcx_article_type_type_name_uq" ON "teaching_xcx_article_type" USING btree ("tenant_id","type_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_xcx_city_tenant_idx" ON "teaching_xcx_city" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_xcx_city_city_name_uq" ON "teaching_xcx_city" USING btree ("tenant_id","city_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_xcx_city_city_code_uq" ON "teaching_xcx_city" USING btree ("tenant_id","city_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_xcx_setting_tenant_idx" ON "teaching_xcx_setting" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_report_child_uq" ON "teaching_report" USING btree ("tenant_id","test_power_id","child_key") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_report_share_uq" ON "teaching_report" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_report_attempt_uq" ON "teaching_report" USING btree ("attempt_hash");--> statement-breakpoint
CREATE INDEX "teaching_report_list_idx" ON "teaching_report" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_test_power_tenant_idx" ON "teaching_test_power" USING btree ("tenant_id","status","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_xcx_article_view_uq" ON "teaching_xcx_article_view" USING btree ("article_id","day","visitor_key");