-- 消息模板 and 消息记录 were seeded without an icon; installations seeded before keep an icon an
-- administrator chose since.
UPDATE "sys_permission" SET "icon" = 'ProfileOutlined' WHERE "id" = 'menu-message-template' AND ("icon" IS NULL OR "icon" = '');--> statement-breakpoint
UPDATE "sys_permission" SET "icon" = 'HistoryOutlined' WHERE "id" = 'menu-message-log' AND ("icon" IS NULL OR "icon" = '');
