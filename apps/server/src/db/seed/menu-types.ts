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
  /** Button permissions of hand-written routes under this menu: code and Chinese name. */
  /** `roles` narrows who gets a button at first seed (default: the menu's roles). */
  buttons?: { code: string; name: string; roles?: string[] }[];
  children?: MenuSeed[];
}

/** A domain's part of the menu tree: a top-level menu, or one hung under another domain's `parent`. */
export interface MenuFragment {
  parent?: string;
  menu: MenuSeed;
}
