CREATE TABLE "teaching_ai_prompt" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"prompt_name" varchar(255),
	"scene" varchar(255),
	"system_prompt" text,
	"guide_questions" text,
	"enabled" boolean,
	"sort_no" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_ai_conversation" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"username" varchar(64) NOT NULL,
	"realname" varchar(100),
	"scene" varchar(20) NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"context" varchar(500),
	"status" varchar(10) NOT NULL,
	"error_message" varchar(500),
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_ai_setting" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"base_url" varchar(300) NOT NULL,
	"api_key_sealed" text DEFAULT '' NOT NULL,
	"api_key_hint" varchar(16) DEFAULT '' NOT NULL,
	"model" varchar(100) NOT NULL,
	"temperature" real DEFAULT 0.7 NOT NULL,
	"max_tokens" integer DEFAULT 1024 NOT NULL,
	"timeout_ms" integer DEFAULT 60000 NOT NULL,
	"enabled" integer DEFAULT 0 NOT NULL,
	"roles" varchar(500) DEFAULT 'student,teacher,admin' NOT NULL,
	"daily_quota" integer DEFAULT 50 NOT NULL,
	"daily_tokens" integer DEFAULT 100000 NOT NULL,
	"hours" varchar(200) DEFAULT '' NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "teaching_ai_prompt_tenant_idx" ON "teaching_ai_prompt" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_ai_conversation_user_idx" ON "teaching_ai_conversation" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_ai_conversation_time_idx" ON "teaching_ai_conversation" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_ai_setting_tenant_uq" ON "teaching_ai_setting" USING btree ("tenant_id");