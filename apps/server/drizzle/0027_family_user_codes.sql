-- The user page's buttons take the codes the JeecgBoot family's clients check (user:add, user:del ...).
-- Each seeded button keeps its grants: its id moves with its code in every table that names it.
UPDATE "sys_role_permission" SET "permission_id" = 'btn-user:add' WHERE "permission_id" = 'btn-system:user:add';
--> statement-breakpoint
UPDATE "sys_depart_permission" SET "permission_id" = 'btn-user:add' WHERE "permission_id" = 'btn-system:user:add';
--> statement-breakpoint
UPDATE "sys_depart_role_permission" SET "permission_id" = 'btn-user:add' WHERE "permission_id" = 'btn-system:user:add';
--> statement-breakpoint
UPDATE "sys_permission_data_rule" SET "permission_id" = 'btn-user:add' WHERE "permission_id" = 'btn-system:user:add';
--> statement-breakpoint
UPDATE "sys_permission" SET "parent_id" = 'btn-user:add' WHERE "parent_id" = 'btn-system:user:add';
--> statement-breakpoint
UPDATE "sys_permission" SET "id" = 'btn-user:add' WHERE "id" = 'btn-system:user:add';
--> statement-breakpoint
UPDATE "sys_permission" SET "perms" = 'user:add' WHERE "perms" = 'system:user:add';
--> statement-breakpoint
UPDATE "sys_role_permission" SET "permission_id" = 'btn-user:edit' WHERE "permission_id" = 'btn-system:user:edit';
--> statement-breakpoint
UPDATE "sys_depart_permission" SET "permission_id" = 'btn-user:edit' WHERE "permission_id" = 'btn-system:user:edit';
--> statement-breakpoint
UPDATE "sys_depart_role_permission" SET "permission_id" = 'btn-user:edit' WHERE "permission_id" = 'btn-system:user:edit';
--> statement-breakpoint
UPDATE "sys_permission_data_rule" SET "permission_id" = 'btn-user:edit' WHERE "permission_id" = 'btn-system:user:edit';
--> statement-breakpoint
UPDATE "sys_permission" SET "parent_id" = 'btn-user:edit' WHERE "parent_id" = 'btn-system:user:edit';
--> statement-breakpoint
UPDATE "sys_permission" SET "id" = 'btn-user:edit' WHERE "id" = 'btn-system:user:edit';
--> statement-breakpoint
UPDATE "sys_permission" SET "perms" = 'user:edit' WHERE "perms" = 'system:user:edit';
--> statement-breakpoint
UPDATE "sys_role_permission" SET "permission_id" = 'btn-user:del' WHERE "permission_id" = 'btn-system:user:delete';
--> statement-breakpoint
UPDATE "sys_depart_permission" SET "permission_id" = 'btn-user:del' WHERE "permission_id" = 'btn-system:user:delete';
--> statement-breakpoint
UPDATE "sys_depart_role_permission" SET "permission_id" = 'btn-user:del' WHERE "permission_id" = 'btn-system:user:delete';
--> statement-breakpoint
UPDATE "sys_permission_data_rule" SET "permission_id" = 'btn-user:del' WHERE "permission_id" = 'btn-system:user:delete';
--> statement-breakpoint
UPDATE "sys_permission" SET "parent_id" = 'btn-user:del' WHERE "parent_id" = 'btn-system:user:delete';
--> statement-breakpoint
UPDATE "sys_permission" SET "id" = 'btn-user:del' WHERE "id" = 'btn-system:user:delete';
--> statement-breakpoint
UPDATE "sys_permission" SET "perms" = 'user:del' WHERE "perms" = 'system:user:delete';
--> statement-breakpoint
UPDATE "sys_role_permission" SET "permission_id" = 'btn-user:status' WHERE "permission_id" = 'btn-system:user:frozen';
--> statement-breakpoint
UPDATE "sys_depart_permission" SET "permission_id" = 'btn-user:status' WHERE "permission_id" = 'btn-system:user:frozen';
--> statement-breakpoint
UPDATE "sys_depart_role_permission" SET "permission_id" = 'btn-user:status' WHERE "permission_id" = 'btn-system:user:frozen';
--> statement-breakpoint
UPDATE "sys_permission_data_rule" SET "permission_id" = 'btn-user:status' WHERE "permission_id" = 'btn-system:user:frozen';
--> statement-breakpoint
UPDATE "sys_permission" SET "parent_id" = 'btn-user:status' WHERE "parent_id" = 'btn-system:user:frozen';
--> statement-breakpoint
UPDATE "sys_permission" SET "id" = 'btn-user:status' WHERE "id" = 'btn-system:user:frozen';
--> statement-breakpoint
UPDATE "sys_permission" SET "perms" = 'user:status' WHERE "perms" = 'system:user:frozen';
--> statement-breakpoint
UPDATE "sys_role_permission" SET "permission_id" = 'btn-user:import' WHERE "permission_id" = 'btn-system:user:import';
--> statement-breakpoint
UPDATE "sys_depart_permission" SET "permission_id" = 'btn-user:import' WHERE "permission_id" = 'btn-system:user:import';
--> statement-breakpoint
UPDATE "sys_depart_role_permission" SET "permission_id" = 'btn-user:import' WHERE "permission_id" = 'btn-system:user:import';
--> statement-breakpoint
UPDATE "sys_permission_data_rule" SET "permission_id" = 'btn-user:import' WHERE "permission_id" = 'btn-system:user:import';
--> statement-breakpoint
UPDATE "sys_permission" SET "parent_id" = 'btn-user:import' WHERE "parent_id" = 'btn-system:user:import';
--> statement-breakpoint
UPDATE "sys_permission" SET "id" = 'btn-user:import' WHERE "id" = 'btn-system:user:import';
--> statement-breakpoint
UPDATE "sys_permission" SET "perms" = 'user:import' WHERE "perms" = 'system:user:import';
--> statement-breakpoint
UPDATE "sys_role_permission" SET "permission_id" = 'btn-user:export' WHERE "permission_id" = 'btn-system:user:export';
--> statement-breakpoint
UPDATE "sys_depart_permission" SET "permission_id" = 'btn-user:export' WHERE "permission_id" = 'btn-system:user:export';
--> statement-breakpoint
UPDATE "sys_depart_role_permission" SET "permission_id" = 'btn-user:export' WHERE "permission_id" = 'btn-system:user:export';
--> statement-breakpoint
UPDATE "sys_permission_data_rule" SET "permission_id" = 'btn-user:export' WHERE "permission_id" = 'btn-system:user:export';
--> statement-breakpoint
UPDATE "sys_permission" SET "parent_id" = 'btn-user:export' WHERE "parent_id" = 'btn-system:user:export';
--> statement-breakpoint
UPDATE "sys_permission" SET "id" = 'btn-user:export' WHERE "id" = 'btn-system:user:export';
--> statement-breakpoint
UPDATE "sys_permission" SET "perms" = 'user:export' WHERE "perms" = 'system:user:export';
