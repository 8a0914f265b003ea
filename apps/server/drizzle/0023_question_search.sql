-- Distinct characters and character pairs of a text, lower-cased: what a "contains" search looks up.
CREATE OR REPLACE FUNCTION ck_text_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(lower(t), i, 2) AS g FROM generate_series(1, char_length(t) - 1) AS i
    UNION ALL SELECT substr(lower(t), i, 1) FROM generate_series(1, char_length(t)) AS i
  ) s
$$;--> statement-breakpoint
-- The grams a keyword's rows must all hold: its pairs, or the character itself for one character.
CREATE OR REPLACE FUNCTION ck_keyword_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(t) < 2 THEN ARRAY[lower(t)] ELSE (
    SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}'::text[])
    FROM generate_series(1, char_length(t) - 1) AS i
  ) END
$$;--> statement-breakpoint
DROP INDEX "teaching_question_content_trgm_idx";--> statement-breakpoint
CREATE INDEX "teaching_question_draw_idx" ON "teaching_question" USING btree ("tenant_id","question_type","classification_id","difficulty","dept_id","id") WHERE del_flag = 0 and status = 1;--> statement-breakpoint
CREATE INDEX "teaching_question_grams_idx" ON "teaching_question" USING gin (ck_text_grams("question_content")) WHERE del_flag = 0;