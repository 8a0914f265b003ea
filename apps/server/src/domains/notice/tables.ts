import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

/** Announcements and system messages (JeecgBoot `sys_announcement`; `titile` is spelt as clients expect). */
export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    titile: varchar('titile', { length: 100 }).notNull(),
    msgAbstract: varchar('msg_abstract', { length: 500 }),
    /** HTML, sanitised on save. */
    msgContent: text('msg_content'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    sender: varchar('sender', { length: 100 }),
    /** L general, M important, H urgent. */
    priority: varchar('priority', { length: 1 }).notNull().default('L'),
    /** '1' notice, '2' system message. */
    msgCategory: varchar('msg_category', { length: 2 }).notNull().default('1'),
    /** ALL users of the tenant, or the USER ids listed in userIds. */
    msgType: varchar('msg_type', { length: 10 }).notNull().default('ALL'),
    /** '0' draft, '1' published, '2' revoked. */
    sendStatus: varchar('send_status', { length: 2 }).notNull().default('0'),
    sendTime: timestamp('send_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    /** Comma-separated user ids for msgType USER. */
    userIds: text('user_ids'),
    busType: varchar('bus_type', { length: 64 }),
    busId: varchar('bus_id', { length: 64 }),
    /** 'url' or 'component'. */
    openType: varchar('open_type', { length: 20 }),
    openPage: varchar('open_page', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [index('sys_announcement_feed_idx').on(t.tenantId, t.sendStatus, t.msgCategory, t.sendTime)],
);

/** Per-user read state; rows for ALL announcements appear lazily when a user reads one. */
export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    anntId: varchar('annt_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    /** '0' unread, '1' read. */
    readFlag: varchar('read_flag', { length: 1 }).notNull().default('0'),
    readTime: timestamp('read_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_announcement_send_uq').on(t.anntId, t.userId),
    index('sys_announcement_send_user_idx').on(t.userId, t.readFlag),
  ],
);
