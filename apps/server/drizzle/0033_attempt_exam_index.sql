DROP INDEX "teaching_user_paper_exam_idx";--> statement-breakpoint
CREATE INDEX "teaching_user_paper_exam_idx" ON "teaching_user_paper" USING btree ("exam_id");