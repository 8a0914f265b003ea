CREATE TABLE "sys_dict" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"dict_name" varchar(255),
	"dict_code" varchar(255),
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"dict_id" varchar(36),
	"item_text" varchar(255),
	"item_value" varchar(255),
	"description" text,
	"sort_order" integer,
	"status" varchar(255),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"check_key" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"tenant_id" varchar(36) NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_config_tenant_id_config_key_pk" PRIMARY KEY("tenant_id","config_key")
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"parent_id" varchar(36),
	"depart_name" varchar(100) NOT NULL,
	"org_code" varchar(64) NOT NULL,
	"org_category" varchar(2) DEFAULT '1' NOT NULL,
	"depart_order" integer DEFAULT 0 NOT NULL,
	"description" varchar(500),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36),
	"log_type" integer NOT NULL,
	"operate_type" varchar(32),
	"user_id" varchar(36),
	"username" varchar(64),
	"content" text NOT NULL,
	"ip" varchar(64),
	"method" varchar(10),
	"path" varchar(500),
	"cost_time" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"parent_id" varchar(36),
	"name" varchar(100) NOT NULL,
	"url" varchar(255),
	"component" varchar(255),
	"component_name" varchar(100),
	"redirect" varchar(255),
	"menu_type" integer NOT NULL,
	"perms" varchar(255),
	"perms_type" varchar(10) DEFAULT '1' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"icon" varchar(100),
	"is_route" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"need_login" boolean DEFAULT true NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"role_code" varchar(64) NOT NULL,
	"role_name" varchar(100) NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"description" varchar(500),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" varchar(36) NOT NULL,
	"permission_id" varchar(36) NOT NULL,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"org_code" varchar(64),
	"ip" varchar(64),
	"user_agent" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"username" varchar(64) NOT NULL,
	"realname" varchar(100),
	"nickname" varchar(100),
	"password_hash" text NOT NULL,
	"avatar" varchar(500),
	"birthday" varchar(10),
	"sex" integer,
	"email" varchar(100),
	"phone" varchar(32),
	"org_code" varchar(64),
	"status" integer DEFAULT 1 NOT NULL,
	"user_identity" integer DEFAULT 1 NOT NULL,
	"depart_ids" text,
	"password_changed_at" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" varchar(36) NOT NULL,
	"depart_id" varchar(36) NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_depart_id_pk" PRIMARY KEY("user_id","depart_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" varchar(36) NOT NULL,
	"role_id" varchar(36) NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "sys_dict_tenant_idx" ON "sys_dict" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_dict_code_uq" ON "sys_dict" USING btree ("tenant_id","dict_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_dict_item_tenant_idx" ON "sys_dict_item" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_item_value_uq" ON "sys_dict_item" USING btree ("tenant_id","dict_id","item_value") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_org_code_uq" ON "sys_depart" USING btree ("tenant_id","org_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_log_time_idx" ON "sys_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_log_type_idx" ON "sys_log" USING btree ("log_type");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_permission_perms_uq" ON "sys_permission" USING btree ("perms");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("tenant_id","role_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_session_token_uq" ON "sys_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_user_depart_depart_idx" ON "sys_user_depart" USING btree ("depart_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");