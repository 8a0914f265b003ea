-- Bank papers given to chosen schools only (资源分配); empty keeps them open to every school of the tenant.
ALTER TABLE "teaching_paper" ADD COLUMN "depart_ids" text;