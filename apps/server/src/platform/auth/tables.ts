import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Captcha answers, single use, 60 s. */
export const sysCaptcha = pgTable('sys_captcha', {
  checkKey: varchar('check_key', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
