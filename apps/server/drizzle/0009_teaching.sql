CREATE TABLE "teaching_course_classification" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"classification_name" varchar(255),
	"parent_id" varchar(36),
	"description" text,
	"sort_no" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_course" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"course_name" varchar(100) NOT NULL,
	"course_desc" text,
	"course_icon" varchar(500),
	"course_cover" varchar(500),
	"course_map" varchar(500),
	"show_type" integer DEFAULT 2 NOT NULL,
	"is_shared" integer DEFAULT 0 NOT NULL,
	"show_home" integer DEFAULT 0 NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"course_type" integer DEFAULT 2 NOT NULL,
	"course_category" integer DEFAULT 1 NOT NULL,
	"classification_id" varchar(36),
	"depart_ids" text,
	"sys_org_code" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_course_dept" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"dept_id" varchar(36) NOT NULL,
	"course_id" varchar(36) NOT NULL,
	"open_time" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_course_unit" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"course_id" varchar(36) NOT NULL,
	"unit_name" varchar(100) NOT NULL,
	"unit_intro" text,
	"unit_cover" varchar(500),
	"course_video" varchar(1000),
	"course_video_source" integer DEFAULT 1 NOT NULL,
	"show_course_video" integer DEFAULT 1 NOT NULL,
	"course_case" varchar(500),
	"show_course_case" integer DEFAULT 1 NOT NULL,
	"course_ppt" text,
	"show_course_ppt" integer DEFAULT 1 NOT NULL,
	"course_work_type" integer,
	"course_work" varchar(500),
	"course_work_answer" varchar(500),
	"course_plan" varchar(500),
	"show_course_plan" integer DEFAULT 0 NOT NULL,
	"map_x" real,
	"map_y" real,
	"media_content" text,
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_unit_progress" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"course_id" varchar(36) NOT NULL,
	"unit_id" varchar(36) NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"first_view_time" timestamp with time zone,
	"last_view_time" timestamp with time zone,
	"video_position" real DEFAULT 0 NOT NULL,
	"homework_state" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_unit_view_log" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"course_id" varchar(36) NOT NULL,
	"unit_id" varchar(36) NOT NULL,
	"view_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "teaching_course_classification_tenant_idx" ON "teaching_course_classification" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_course_classification_classification_name_uq" ON "teaching_course_classification" USING btree ("tenant_id","classification_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_course_tenant_order_idx" ON "teaching_course" USING btree ("tenant_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_course_dept_uq" ON "teaching_course_dept" USING btree ("dept_id","course_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_course_dept_course_idx" ON "teaching_course_dept" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "teaching_course_unit_course_idx" ON "teaching_course_unit" USING btree ("course_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_unit_progress_uq" ON "teaching_unit_progress" USING btree ("user_id","unit_id");--> statement-breakpoint
CREATE INDEX "teaching_unit_progress_course_idx" ON "teaching_unit_progress" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "teaching_unit_view_log_time_idx" ON "teaching_unit_view_log" USING btree ("tenant_id","view_time");