/**
 * The icons a back-office menu entry may name, as antd icon keys (`SettingOutlined` is `setting`). The
 * web draws exactly these; the menu editor offers them and the seeded menus use only them.
 */
export const MENU_ICON_KEYS = [
  'account-book',
  'apartment',
  'appstore',
  'area-chart',
  'audit',
  'bank',
  'bar-chart',
  'bars',
  'bell',
  'book',
  'bulb',
  'calendar',
  'cloud',
  'cluster',
  'code',
  'container',
  'control',
  'dashboard',
  'database',
  'desktop',
  'edit',
  'environment',
  'experiment',
  'eye',
  'file',
  'file-done',
  'file-search',
  'file-text',
  'flag',
  'folder',
  'folder-open',
  'form',
  'gift',
  'global',
  'history',
  'home',
  'idcard',
  'key',
  'laptop',
  'line-chart',
  'link',
  'lock',
  'login',
  'mail',
  'message',
  'mobile',
  'monitor',
  'notification',
  'ordered-list',
  'pay-circle',
  'picture',
  'pie-chart',
  'profile',
  'project',
  'question-circle',
  'read',
  'robot',
  'safety',
  'schedule',
  'setting',
  'share-alt',
  'shop',
  'shopping-cart',
  'solution',
  'star',
  'table',
  'tags',
  'team',
  'tool',
  'trophy',
  'unordered-list',
  'user',
  'video-camera',
  'wallet',
] as const;
export type MenuIconKey = (typeof MENU_ICON_KEYS)[number];

/** `SettingOutlined` / `settingOutlined` / `setting` -> `setting`; `BarChart` -> `bar-chart`. */
export function menuIconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

const KEYS: ReadonlySet<string> = new Set(MENU_ICON_KEYS);
const isKey = (key: string): key is MenuIconKey => KEYS.has(key);

/** The icon a menu names (any spelling `menuIconKey` accepts), or undefined when the web has no such icon. */
export function menuIconOf(name: string | null | undefined): MenuIconKey | undefined {
  if (!name) return undefined;
  const key = menuIconKey(name);
  return isKey(key) ? key : undefined;
}
