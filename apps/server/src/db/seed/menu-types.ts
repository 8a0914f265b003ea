import {
  type ButtonPermissionCode,
  PERMISSION_CATALOGUE,
  type PermissionGroup,
  type PermissionKey,
} from '@ck/shared';

/**
 * The buttons of a menu: every button of one catalogue group, in catalogue order (their seeded sort
 * order). `roles` lists the buttons that go to fewer roles than the menu at first seed.
 */
export type MenuButtons = {
  [G in PermissionGroup]: { group: G; roles?: Partial<Record<PermissionKey<G>, string[]>> };
}[PermissionGroup];

/** The back-office menu tree and its buttons, seeded on start; admins edit it afterwards. */
export interface MenuSeed {
  id: string;
  name: string;
  url: string;
  component: string;
  icon?: string;
  redirect?: string;
  sortNo: number;
  hidden?: boolean;
  keepAlive?: boolean;
  /** Roles that get the menu when it is first created. */
  roles: string[];
  /** Resources whose button permissions hang under this menu. */
  resources?: string[];
  /** Button permissions of hand-written routes under this menu, from the permission catalogue (one group or several). */
  buttons?: MenuButtons | readonly MenuButtons[];
  children?: MenuSeed[];
}

/** A domain's part of the menu tree: a top-level menu, or one hung under another domain's `parent`. */
export interface MenuFragment {
  parent?: string;
  menu: MenuSeed;
}

/** A menu's buttons, one by one: code and the roles that get it at first seed. */
export function buttonsOf(
  spec: MenuButtons | readonly MenuButtons[],
): { code: ButtonPermissionCode; roles?: string[] }[] {
  if (isGroupList(spec)) return spec.flatMap((one) => buttonsOf(one));
  const entries: [string, { code: ButtonPermissionCode }][] = Object.entries(
    PERMISSION_CATALOGUE[spec.group],
  );
  const narrowed: Partial<Record<string, string[]>> = spec.roles ?? {};
  return entries.map(([key, { code }]) => ({ code, roles: narrowed[key] }));
}

const isGroupList = (spec: MenuButtons | readonly MenuButtons[]): spec is readonly MenuButtons[] =>
  Array.isArray(spec);
