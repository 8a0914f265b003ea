import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * One entry of the Scratch editor's libraries (sprite, costume, backdrop or sound), served by the
 * platform instead of Scratch's servers. `assetData` is the library entry as the editor reads it
 * (name, tags, costumes / sounds with their md5ext); the files live under `scratch-assets/<md5ext>`.
 */
export const teachingScratchAsset = pgTable(
  'teaching_scratch_asset',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** Dict `scratch_asset_type`: 1 sprite, 2 costume, 3 backdrop, 4 sound. */
    assetType: integer('asset_type').notNull(),
    assetName: varchar('asset_name', { length: 100 }).notNull(),
    /** Comma-separated library tags (animals, people, music ...). */
    tags: varchar('tags', { length: 200 }),
    /** JSON of the library entry. */
    assetData: text('asset_data').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('teaching_scratch_asset_type_idx').on(t.tenantId, t.assetType, t.orderNum)],
);

/** An item of a user's Scratch backpack (costume, sound, script or sprite). */
export const teachingScratchBackpack = pgTable(
  'teaching_scratch_backpack',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    /** costume, sound, script or sprite. */
    type: varchar('type', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    /** Storage path of the body (the asset, or the script / sprite JSON or zip). */
    bodyPath: varchar('body_path', { length: 500 }).notNull(),
    thumbnailPath: varchar('thumbnail_path', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teaching_scratch_backpack_user_idx').on(t.userId, t.createTime)],
);
