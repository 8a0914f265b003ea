CREATE TABLE "sys_category" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"pid" varchar(36) DEFAULT '0' NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(64) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"name" varchar(255) NOT NULL,
	"path" varchar(500) NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"type" varchar(32) NOT NULL,
	"storage" varchar(16) NOT NULL,
	"biz" varchar(100),
	"owner_id" varchar(36),
	"is_public" boolean DEFAULT true NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_category_code_uq" ON "sys_category" USING btree ("tenant_id","code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_category_pid_idx" ON "sys_category" USING btree ("tenant_id","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_path_uq" ON "sys_file" USING btree ("path");--> statement-breakpoint
CREATE INDEX "sys_file_tenant_idx" ON "sys_file" USING btree ("tenant_id","create_time");