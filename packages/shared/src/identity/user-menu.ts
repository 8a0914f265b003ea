import { z } from 'zod';

// `GET /sys/permission/getUserPermissionByToken`: the signed-in user's menu tree and buttons
// (REFERENCE §2). The server sends this answer as ready-made bytes; the schemas describe it.

/** A button permission granted to the user, or listed under its menu (`permissionList`). */
export const buttonAuthSchema = z.object({
  /** The permission code, e.g. `system:dict:add`. */
  action: z.string(),
  /** '1' show or hide, '2' disable. */
  type: z.string(),
  describe: z.string(),
});
export type ButtonAuth = z.infer<typeof buttonAuthSchema>;

/** A button of the whole catalogue (`allAuth`). */
export const allAuthItemSchema = z.object({
  action: z.string(),
  /** '1' enforced, '0' switched off (everybody passes). */
  status: z.string(),
  type: z.string(),
  describe: z.string(),
});
export type AllAuthItem = z.infer<typeof allAuthItemSchema>;

export const userMenuMetaSchema = z.object({
  keepAlive: z.boolean(),
  internalOrExternal: z.boolean(),
  title: z.string(),
  componentName: z.string().optional(),
  icon: z.string().optional(),
  /** Only for external links (`http(s)://...`). */
  url: z.string().optional(),
  /** The menu's own buttons, when it has any. */
  permissionList: z.array(buttonAuthSchema).optional(),
});
export type UserMenuMeta = z.infer<typeof userMenuMetaSchema>;

/**
 * A node of the menu tree. `hidden` and `alwaysShow` appear only when true, `redirect` on roots only.
 * Registered by id: the API document lists the recursive node once, as a component.
 */
export const userMenuNodeSchema = z
  .object({
    id: z.string(),
    /** '1' has a route, '0' a menu entry without one. */
    route: z.enum(['1', '0']),
    path: z.string(),
    /** The component name, else the path without its leading "/" and "/" turned into "-". */
    name: z.string(),
    component: z.string().nullable(),
    redirect: z.string().nullable().optional(),
    meta: userMenuMetaSchema,
    hidden: z.literal(true).optional(),
    alwaysShow: z.literal(true).optional(),
    get children() {
      return z.array(userMenuNodeSchema).optional();
    },
  })
  .meta({ id: 'UserMenuNode' });
export type UserMenuNode = z.infer<typeof userMenuNodeSchema>;

/** The whole answer: menu tree (首页 always first or present), granted buttons, every button. */
export const userPermissionsSchema = z.object({
  menu: z.array(userMenuNodeSchema),
  auth: z.array(buttonAuthSchema),
  allAuth: z.array(allAuthItemSchema),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;
