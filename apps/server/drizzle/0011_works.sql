CREATE TABLE "teaching_additional_work" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"work_name" varchar(100) NOT NULL,
	"work_desc" text,
	"code_type" integer DEFAULT 2 NOT NULL,
	"work_cover" varchar(500),
	"work_url" varchar(500),
	"work_document_url" varchar(500),
	"problem_id" varchar(36),
	"work_dept" text,
	"status" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_scratch_asset" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"asset_type" integer NOT NULL,
	"asset_name" varchar(100) NOT NULL,
	"tags" varchar(200),
	"asset_data" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_scratch_backpack" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"body_path" varchar(500) NOT NULL,
	"thumbnail_path" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work_comment" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"work_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"comment" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"report_num" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work_comment_report" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"comment_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"reason" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work_star" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"work_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work_tag" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"work_id" varchar(36) NOT NULL,
	"tag_name" varchar(20) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"work_name" varchar(100) NOT NULL,
	"work_type" integer NOT NULL,
	"work_scene" varchar(16) DEFAULT 'create' NOT NULL,
	"work_status" integer DEFAULT 0 NOT NULL,
	"work_file" varchar(500),
	"work_cover" varchar(500),
	"depart_id" varchar(36),
	"course_id" varchar(36),
	"unit_id" varchar(36),
	"additional_id" varchar(36),
	"origin_id" varchar(36),
	"has_cloud_data" integer DEFAULT 0 NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"star_num" integer DEFAULT 0 NOT NULL,
	"collect_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"save_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work_correct" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"work_id" varchar(36) NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_work_version" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"work_id" varchar(36) NOT NULL,
	"version_no" integer NOT NULL,
	"work_file" varchar(500) NOT NULL,
	"work_cover" varchar(500),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_course_unit" ADD COLUMN "course_work_problem_id" varchar(36);--> statement-breakpoint
CREATE INDEX "teaching_additional_work_tenant_idx" ON "teaching_additional_work" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "teaching_scratch_asset_type_idx" ON "teaching_scratch_asset" USING btree ("tenant_id","asset_type","order_num");--> statement-breakpoint
CREATE INDEX "teaching_scratch_backpack_user_idx" ON "teaching_scratch_backpack" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_work_comment_work_idx" ON "teaching_work_comment" USING btree ("work_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_work_comment_report_uq" ON "teaching_work_comment_report" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_work_star_uq" ON "teaching_work_star" USING btree ("work_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "teaching_work_star_user_idx" ON "teaching_work_star" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_work_tag_uq" ON "teaching_work_tag" USING btree ("work_id","tag_name");--> statement-breakpoint
CREATE INDEX "teaching_work_user_idx" ON "teaching_work" USING btree ("user_id","save_time");--> statement-breakpoint
CREATE INDEX "teaching_work_gallery_idx" ON "teaching_work" USING btree ("tenant_id","work_status","save_time");--> statement-breakpoint
CREATE INDEX "teaching_work_unit_idx" ON "teaching_work" USING btree ("unit_id","depart_id");--> statement-breakpoint
CREATE INDEX "teaching_work_additional_idx" ON "teaching_work" USING btree ("additional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_work_correct_uq" ON "teaching_work_correct" USING btree ("work_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_work_version_uq" ON "teaching_work_version" USING btree ("work_id","version_no");