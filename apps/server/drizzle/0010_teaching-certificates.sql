CREATE TABLE "teaching_cert" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"serial_no" varchar(32) NOT NULL,
	"template_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"course_id" varchar(36) DEFAULT '' NOT NULL,
	"cert_name" varchar(100) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"course_name" varchar(100) DEFAULT '' NOT NULL,
	"issue_date" varchar(10) NOT NULL,
	"org_name" varchar(100) DEFAULT '' NOT NULL,
	"layout" jsonb NOT NULL,
	"source" integer DEFAULT 1 NOT NULL,
	"revoked" integer DEFAULT 0 NOT NULL,
	"revoke_time" timestamp with time zone,
	"revoke_by" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_cert_template" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"name" varchar(100) NOT NULL,
	"background" varchar(500),
	"width" integer DEFAULT 1123 NOT NULL,
	"height" integer DEFAULT 794 NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_id" varchar(36),
	"org_name" varchar(100),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_cert_serial_uq" ON "teaching_cert" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_cert_holder_uq" ON "teaching_cert" USING btree ("user_id","template_id","course_id") WHERE del_flag = 0 and revoked = 0;--> statement-breakpoint
CREATE INDEX "teaching_cert_tenant_time_idx" ON "teaching_cert" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "teaching_cert_template_course_idx" ON "teaching_cert_template" USING btree ("tenant_id","course_id");