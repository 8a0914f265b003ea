ALTER TABLE "teaching_order" ALTER COLUMN "status" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "teaching_order" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_order" ADD COLUMN "refund_no" varchar(64);--> statement-breakpoint
ALTER TABLE "teaching_order" ADD COLUMN "refund_error" varchar(200);--> statement-breakpoint
ALTER TABLE "teaching_order" ADD COLUMN "refund_apply_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teaching_order" ADD COLUMN "refund_check_time" timestamp with time zone;