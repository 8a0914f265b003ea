import type { DictItem } from '@ck/shared';

/** The signed-in user as the server describes it (never a password or salt). */
export interface UserInfo {
  id: string;
  username: string;
  realname?: string;
  nickname?: string;
  avatar?: string;
  phone?: string;
  email?: string;
  sex?: number | string;
  birthday?: string;
  orgCode?: string;
  status?: number | string;
  /** 1 ordinary member (student), 2 supervisor (teacher/admin). */
  userIdentity?: number | string;
  departIds?: string;
}

export interface Depart {
  id: string;
  parentId?: string;
  departName: string;
  orgCode: string;
  orgCategory?: string;
}

export type DictCache = Record<string, DictItem[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs?: Depart[];
  /** 0 none, 1 one (server already chose), 2 several (client shows a picker). */
  multi_depart?: 0 | 1 | 2 | number;
  sysAllDictItems?: DictCache;
  role?: string[] | string;
}

export interface MenuMeta {
  title: string;
  icon?: string;
  url?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  target?: string;
  permissionList?: PermissionItem[];
}

export interface MenuNode {
  id: string;
  route?: '0' | '1' | string;
  path: string;
  name?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  component?: string;
  redirect?: string;
  meta: MenuMeta;
  children?: MenuNode[];
}

export interface PermissionItem {
  action: string;
  /** '1' show/hide, '2' disable. */
  type?: string;
  /** '1' enforced, '0' off. */
  status?: string;
  describe?: string;
}

export interface PermissionResult {
  menu: MenuNode[];
  auth: PermissionItem[];
  allAuth: PermissionItem[];
}

export interface ButtonItem {
  title?: string;
  desc?: string;
}

export interface SysConfig {
  brandName?: string;
  brandDesc?: string;
  logo?: string;
  logo2?: string;
  avatar?: string;
  qiniuDomain?: string;
  staticDomain?: string;
  uploadType?: string;
  banner?: string;
  bannerLinks?: string;
  footer?: string;
  homeBgColor?: string;
  file_homeBg?: string;
  homeBgRepeat?: string;
  loginCaptcha?: boolean;
  /** 'true' when visitors may register themselves. */
  allowReg?: string;
  /** Text of the join-class button (default 加入班级). */
  joinClassText?: string;
  indexConfig?: {
    indexLogo?: string;
    ifshopping?: boolean | string;
    mybutton?: boolean | string;
    buttonList?: ButtonItem[];
  };
}

/** Result of `POST importExcel`. */
export interface ImportResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; message: string }[];
}
