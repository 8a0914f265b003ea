CREATE TABLE "teaching_contest" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_name" varchar(100) NOT NULL,
	"cover" varchar(500),
	"intro" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"rule_type" varchar(8) NOT NULL,
	"register_start" timestamp with time zone,
	"register_end" timestamp with time zone,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer,
	"lock_time" timestamp with time zone,
	"unfrozen_at" timestamp with time zone,
	"is_public" integer DEFAULT 1 NOT NULL,
	"is_practice" integer DEFAULT 0 NOT NULL,
	"board_visibility" integer DEFAULT 1 NOT NULL,
	"award_mode" varchar(8) DEFAULT 'ratio' NOT NULL,
	"award_first" real,
	"award_second" real,
	"award_third" real,
	"school_rank_mode" varchar(8) DEFAULT 'sum' NOT NULL,
	"school_top_n" integer DEFAULT 3 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_contest_clarification" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"group_id" varchar(36),
	"problem_id" varchar(36),
	"user_id" varchar(36),
	"question" text DEFAULT '' NOT NULL,
	"answer" text,
	"answered_by" varchar(64),
	"answered_at" timestamp with time zone,
	"is_public" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_contest_class" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"class_name" varchar(100) NOT NULL,
	"description" text,
	"problem_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paper_id" varchar(36),
	"exam_id" varchar(36),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_contest_code" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"group_id" varchar(36) NOT NULL,
	"code" varchar(32) NOT NULL,
	"used_by" varchar(36),
	"used_at" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_contest_school" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"school_name" varchar(100) NOT NULL,
	"depart_id" varchar(36),
	"region" varchar(100),
	"contact" varchar(50),
	"phone" varchar(20),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_contest_submission" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"group_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"problem_id" varchar(36) NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"language" varchar(32) NOT NULL,
	"verdict" varchar(8),
	"score" real,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_team" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"group_id" varchar(36),
	"team_name" varchar(100) NOT NULL,
	"school_id" varchar(36),
	"coach_name" varchar(50),
	"coach_phone" varchar(20),
	"member_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_user_other_info" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"contest_id" varchar(36) NOT NULL,
	"group_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"username" varchar(64) NOT NULL,
	"realname" varchar(100) NOT NULL,
	"school_id" varchar(36),
	"school_name" varchar(100),
	"grade" varchar(20),
	"guardian_phone" varchar(20),
	"team_id" varchar(36),
	"source" varchar(10) DEFAULT 'register' NOT NULL,
	"started_at" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "teaching_contest_tenant_time_idx" ON "teaching_contest" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "teaching_contest_clarification_idx" ON "teaching_contest_clarification" USING btree ("contest_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_contest_class_contest_idx" ON "teaching_contest_class" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_contest_code_uq" ON "teaching_contest_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "teaching_contest_code_contest_idx" ON "teaching_contest_code" USING btree ("contest_id","group_id");--> statement-breakpoint
CREATE INDEX "teaching_contest_school_contest_idx" ON "teaching_contest_school" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_contest_submission_uq" ON "teaching_contest_submission" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "teaching_contest_submission_board_idx" ON "teaching_contest_submission" USING btree ("contest_id","group_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_contest_submission_user_idx" ON "teaching_contest_submission" USING btree ("contest_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_team_contest_idx" ON "teaching_team" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_user_other_info_uq" ON "teaching_user_other_info" USING btree ("contest_id","user_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "teaching_user_other_info_user_idx" ON "teaching_user_other_info" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "teaching_user_other_info_group_idx" ON "teaching_user_other_info" USING btree ("group_id");