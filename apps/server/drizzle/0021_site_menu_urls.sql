-- The site's back-office pages moved from /home-page/* to /portal/* so they open in the back-office
-- layout; menus seeded before the move keep their old address unless an administrator changed it.
UPDATE "sys_permission" SET "url" = '/portal/menu' WHERE "id" = 'menu-portal-menu' AND "url" = '/home-page/menu';--> statement-breakpoint
UPDATE "sys_permission" SET "url" = '/portal/indexConfig' WHERE "id" = 'menu-portal-index-config' AND "url" = '/home-page/indexConfig';
