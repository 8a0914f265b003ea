CREATE TABLE "sys_announcement" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"titile" varchar(100) NOT NULL,
	"msg_abstract" varchar(500),
	"msg_content" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sender" varchar(100),
	"priority" varchar(1) DEFAULT 'L' NOT NULL,
	"msg_category" varchar(2) DEFAULT '1' NOT NULL,
	"msg_type" varchar(10) DEFAULT 'ALL' NOT NULL,
	"send_status" varchar(2) DEFAULT '0' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"user_ids" text,
	"bus_type" varchar(64),
	"bus_id" varchar(64),
	"open_type" varchar(20),
	"open_page" varchar(255),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_send" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"annt_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"read_flag" varchar(1) DEFAULT '0' NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_announcement_feed_idx" ON "sys_announcement" USING btree ("tenant_id","send_status","msg_category","send_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_announcement_send_uq" ON "sys_announcement_send" USING btree ("annt_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_announcement_send_user_idx" ON "sys_announcement_send" USING btree ("user_id","read_flag");