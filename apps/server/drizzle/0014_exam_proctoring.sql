CREATE TABLE "teaching_exam_pairing" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(36) NOT NULL,
	"user_paper_id" varchar(36) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paired_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_exam_pairing_code_uq" ON "teaching_exam_pairing" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "teaching_exam_pairing_paper_idx" ON "teaching_exam_pairing" USING btree ("user_paper_id");