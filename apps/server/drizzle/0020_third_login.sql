CREATE TABLE "sys_third_account" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"external_id" varchar(128) NOT NULL,
	"nickname" varchar(100),
	"avatar" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_third_login_code" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_account_external_uq" ON "sys_third_account" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_account_user_uq" ON "sys_third_account" USING btree ("user_id","provider");