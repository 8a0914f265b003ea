import type {
  AllAuthItem,
  ButtonAuth,
  CurrentConfig,
  DictOptionsByCode,
  UserDepart,
  UserMenuMeta,
  UserMenuNode,
  UserPermissions,
} from '@ck/shared';

// The session's answers under the names the shell uses, typed from the shared contracts
// (packages/shared/src/identity). Types only: no schema reaches the browser.

export type { LoginResult, UserInfo } from '@ck/shared';

/** A department the signed-in user belongs to. */
export type Depart = UserDepart;

/** Every dictionary by its code: `sysAllDictItems` of the login answer, refreshed per code. */
export type DictCache = DictOptionsByCode;

export type MenuNode = UserMenuNode;

/** A page's meta: a menu node's, or a static route's, which sets only some of it. */
export type MenuMeta = Pick<UserMenuMeta, 'title'> & Partial<UserMenuMeta>;

/**
 * A button permission as the checks read it: `allAuth` entries carry a `status`, `auth` entries and a
 * form's own `permissionList` do not.
 */
export type PermissionItem = Pick<ButtonAuth, 'action'> & Partial<Omit<AllAuthItem, 'action'>>;

/** `getUserPermissionByToken`: menu tree, granted buttons, every button. */
export type PermissionResult = UserPermissions;

/**
 * The public system config (`getCurrentConfig`). Partial: until the answer arrives the shell works with
 * an empty or cached copy.
 */
export type SysConfig = Partial<CurrentConfig>;

/** Result of `POST importExcel`. */
export interface ImportResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; message: string }[];
}
