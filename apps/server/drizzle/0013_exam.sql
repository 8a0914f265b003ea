CREATE TABLE "teaching_paper_classification" (
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
CREATE TABLE "teaching_exam" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"exam_name" varchar(100) NOT NULL,
	"paper_id" varchar(36) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"depart_ids" text DEFAULT '' NOT NULL,
	"user_ids" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"show_score" integer DEFAULT 1 NOT NULL,
	"show_answer" integer DEFAULT 0 NOT NULL,
	"password_hash" varchar(200),
	"full_screen" integer DEFAULT 0 NOT NULL,
	"max_jump_out" integer DEFAULT 0 NOT NULL,
	"camera_interval" integer DEFAULT 0 NOT NULL,
	"mobile_camera" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sys_org_code" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_exam_event" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_paper_id" varchar(36) NOT NULL,
	"event_type" varchar(32) NOT NULL,
	"file_key" varchar(500),
	"detail" text,
	"operator" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_user_answer" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_paper_id" varchar(36) NOT NULL,
	"question_id" varchar(36) NOT NULL,
	"answer" text,
	"language" varchar(32),
	"submission_id" varchar(36),
	"score" real,
	"comment" text,
	"review_user_id" varchar(36),
	"review_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_user_paper" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"exam_id" varchar(36) NOT NULL,
	"paper_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"username" varchar(64) NOT NULL,
	"realname" varchar(100),
	"dept_id" varchar(36),
	"attempt_no" integer DEFAULT 1 NOT NULL,
	"seed" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"user_paper_status" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"submit_time" timestamp with time zone,
	"duration" integer,
	"jump_out_times" integer DEFAULT 0 NOT NULL,
	"last_save_time" timestamp with time zone,
	"got_score" real,
	"total_score" real DEFAULT 0 NOT NULL,
	"grade" varchar(2),
	"review_time" timestamp with time zone,
	"review_user_id" varchar(36),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_paper" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"dept_id" varchar(36),
	"classification_id" varchar(36),
	"paper_name" varchar(100) NOT NULL,
	"cover" varchar(500),
	"intro" text,
	"total_score" real DEFAULT 0 NOT NULL,
	"pass_score" real,
	"duration" integer DEFAULT 60 NOT NULL,
	"shuffle_questions" integer DEFAULT 0 NOT NULL,
	"shuffle_options" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"shared" integer DEFAULT 0 NOT NULL,
	"origin_id" varchar(36),
	"sys_org_code" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_paper_question" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"paper_id" varchar(36) NOT NULL,
	"section_id" varchar(36) NOT NULL,
	"question_id" varchar(36) NOT NULL,
	"score" real NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_paper_section" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"paper_id" varchar(36) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"title" varchar(100) NOT NULL,
	"instruction" text,
	"rule" jsonb
);
--> statement-breakpoint
CREATE TABLE "teaching_question" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"dept_id" varchar(36),
	"classification_id" varchar(36),
	"question_type" integer NOT NULL,
	"question_content" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"analysis" text,
	"score" real DEFAULT 2 NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" varchar(100),
	"status" integer DEFAULT 1 NOT NULL,
	"problem_id" varchar(36),
	"case_sensitive" integer DEFAULT 0 NOT NULL,
	"trim_space" integer DEFAULT 1 NOT NULL,
	"practice_editor" varchar(16),
	"rubric" text,
	"origin_id" varchar(36),
	"sys_org_code" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "teaching_paper_classification_tenant_idx" ON "teaching_paper_classification" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_exam_tenant_time_idx" ON "teaching_exam" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "teaching_exam_event_paper_idx" ON "teaching_exam_event" USING btree ("user_paper_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_user_answer_uq" ON "teaching_user_answer" USING btree ("user_paper_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_user_paper_attempt_uq" ON "teaching_user_paper" USING btree ("exam_id","user_id","attempt_no");--> statement-breakpoint
CREATE INDEX "teaching_user_paper_user_idx" ON "teaching_user_paper" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_user_paper_exam_idx" ON "teaching_user_paper" USING btree ("exam_id","user_paper_status");--> statement-breakpoint
CREATE INDEX "teaching_paper_tenant_idx" ON "teaching_paper" USING btree ("tenant_id","classification_id");--> statement-breakpoint
CREATE INDEX "teaching_paper_question_paper_idx" ON "teaching_paper_question" USING btree ("paper_id","section_id","sort_no");--> statement-breakpoint
CREATE INDEX "teaching_paper_question_question_idx" ON "teaching_paper_question" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "teaching_paper_section_paper_idx" ON "teaching_paper_section" USING btree ("paper_id","sort_no");--> statement-breakpoint
CREATE INDEX "teaching_question_pick_idx" ON "teaching_question" USING btree ("tenant_id","classification_id","question_type","difficulty") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_question_tenant_time_idx" ON "teaching_question" USING btree ("tenant_id","create_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_question_content_trgm_idx" ON "teaching_question" USING gin ("question_content" gin_trgm_ops);