CREATE INDEX "sys_user_username_trgm_idx" ON "sys_user" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_realname_trgm_idx" ON "sys_user" USING gin ("realname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_phone_trgm_idx" ON "sys_user" USING gin ("phone" gin_trgm_ops);