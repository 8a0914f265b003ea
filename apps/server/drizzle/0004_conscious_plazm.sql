CREATE TABLE "sys_sms_code" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"purpose" varchar(2) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_setting" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"notify" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_class_code" (
	"depart_id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"code" varchar(16) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_jifen" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_jifen_balance" (
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_jifen_balance_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teaching_menu" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"parent_id" varchar(36),
	"title" varchar(50) NOT NULL,
	"url" varchar(500) NOT NULL,
	"icon" varchar(100),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"need_login" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_news" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"title" varchar(255),
	"cover" varchar(1000),
	"summary" text,
	"content" text,
	"status" varchar(255),
	"publish_time" timestamp with time zone,
	"sort_no" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_sms_code_mobile_idx" ON "sys_sms_code" USING btree ("mobile","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_class_code_uq" ON "teaching_class_code" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "teaching_jifen_user_idx" ON "teaching_jifen" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_menu_tenant_idx" ON "teaching_menu" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "teaching_news_tenant_idx" ON "teaching_news" USING btree ("tenant_id","create_time");