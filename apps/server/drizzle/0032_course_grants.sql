CREATE TABLE "teaching_course_user" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"course_id" varchar(36) NOT NULL,
	"order_id" varchar(36),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_product" ALTER COLUMN "ref_id" SET DATA TYPE varchar(1000);--> statement-breakpoint
ALTER TABLE "teaching_order" ADD COLUMN "ref_id" varchar(1000);--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_course_user_uq" ON "teaching_course_user" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "teaching_course_user_order_idx" ON "teaching_course_user" USING btree ("order_id");