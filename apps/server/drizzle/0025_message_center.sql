CREATE TABLE "sys_message" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"es_title" varchar(255),
	"es_type" varchar(255),
	"es_receiver" varchar(255),
	"es_content" text,
	"es_param" text,
	"es_send_time" timestamp with time zone,
	"es_send_status" varchar(255),
	"es_send_num" integer,
	"es_result" varchar(500),
	"remark" varchar(500),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_message_template" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"template_code" varchar(255),
	"template_name" varchar(255),
	"template_content" text,
	"template_type" varchar(255),
	"template_test_json" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_message_tenant_idx" ON "sys_message" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_message_template_tenant_idx" ON "sys_message_template" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_message_template_template_code_uq" ON "sys_message_template" USING btree ("tenant_id","template_code") WHERE del_flag = 0;