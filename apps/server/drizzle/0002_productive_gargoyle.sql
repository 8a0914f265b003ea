CREATE TABLE "sys_check_rule" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_code" varchar(100) NOT NULL,
	"rule_json" text NOT NULL,
	"rule_description" varchar(500),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_permission" (
	"depart_id" varchar(36) NOT NULL,
	"permission_id" varchar(36) NOT NULL,
	CONSTRAINT "sys_depart_permission_depart_id_permission_id_pk" PRIMARY KEY("depart_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"depart_id" varchar(36) NOT NULL,
	"role_name" varchar(100) NOT NULL,
	"role_code" varchar(64) NOT NULL,
	"description" varchar(500),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_permission" (
	"role_id" varchar(36) NOT NULL,
	"permission_id" varchar(36) NOT NULL,
	CONSTRAINT "sys_depart_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_user" (
	"role_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	CONSTRAINT "sys_depart_role_user_role_id_user_id_pk" PRIMARY KEY("role_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_permission_data_rule" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"permission_id" varchar(36) NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_column" varchar(100),
	"rule_conditions" varchar(20) NOT NULL,
	"rule_value" varchar(300) NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_data_rule" (
	"role_id" varchar(36) NOT NULL,
	"permission_id" varchar(36) NOT NULL,
	"data_rule_ids" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_role_data_rule_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_check_rule_code_uq" ON "sys_check_rule" USING btree ("tenant_id","rule_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_role_code_uq" ON "sys_depart_role" USING btree ("depart_id","role_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_depart_role_depart_idx" ON "sys_depart_role" USING btree ("depart_id");--> statement-breakpoint
CREATE INDEX "sys_depart_role_user_user_idx" ON "sys_depart_role_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_permission_data_rule_perm_idx" ON "sys_permission_data_rule" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sys_user_tenant_time_idx" ON "sys_user" USING btree ("tenant_id","create_time");