import { pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from '../../db/schema/columns.ts';

/** System configuration, one row per key and tenant; keys starting with `_` are private. */
export const sysConfig = pgTable(
  'sys_config',
  {
    tenantId: tenantColumn(),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: text('config_value'),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.configKey] })],
);
