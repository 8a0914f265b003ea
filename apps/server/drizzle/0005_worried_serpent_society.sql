CREATE TABLE "judge_problem" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit" integer DEFAULT 1000 NOT NULL,
	"memory_limit" integer DEFAULT 256 NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	"checker_type" varchar(16) DEFAULT 'default' NOT NULL,
	"checker_epsilon" real,
	"checker_source" text,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtasks" jsonb,
	"data_version" integer DEFAULT 0 NOT NULL,
	"reference_language" varchar(32),
	"reference_code" text,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"accept_count" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_submission" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"problem_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"username" varchar(64) NOT NULL,
	"language" varchar(32) NOT NULL,
	"code" text NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"verdict" varchar(8),
	"score" real DEFAULT 0 NOT NULL,
	"time_ms" integer,
	"memory_kb" integer,
	"compile_message" text,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"case_total" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "judge_task" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"submission_id" varchar(36) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempt_id" varchar(36),
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" varchar(100),
	"lease_until" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "judge_problem_tenant_idx" ON "judge_problem" USING btree ("tenant_id","visible");--> statement-breakpoint
CREATE INDEX "judge_submission_user_idx" ON "judge_submission" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "judge_submission_problem_idx" ON "judge_submission" USING btree ("problem_id","create_time");--> statement-breakpoint
CREATE INDEX "judge_task_claim_idx" ON "judge_task" USING btree ("status","create_time") WHERE status <> 'done';