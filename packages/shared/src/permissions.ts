import { buttonGroup } from './button-groups.ts';
import { type ResourceOperation, resourceOperations, resourcePermission } from './resources/define.ts';
import { type ResourcePermissionPrefix, resources } from './resources/index.ts';

/** One button permission: the code checked by the server and the UI, and its Chinese name. */
export interface PermissionEntry {
  readonly code: string;
  readonly name: string;
}

/**
 * Every button permission of the hand-written routes, grouped by the menu or feature it belongs to.
 * Route guards, the menu seed and (later) the web's `<Can>` take their codes from here, so renaming a
 * code is a change to this file only. Within a group the order is the order of the seeded buttons.
 * Resource permissions (`<prefix>:list|add|...`) are derived from the resource declarations instead.
 * Groups of several buttons, all with codes `<prefix>:<key>` and some with the usual names (`<label>查询`,
 * `<label>新增` ...), are built by `buttonGroup`; the others are written out.
 */
export const PERMISSION_CATALOGUE = {
  /** 用户管理: the JeecgBoot family's codes (`user:add` ...) where its user page checks one, ours elsewhere */
  user: {
    list: { code: 'system:user:list', name: '用户查询' },
    add: { code: 'user:add', name: '用户新增' },
    edit: { code: 'user:edit', name: '用户编辑' },
    batchStudents: { code: 'system:user:batchStudents', name: '批量创建学生' },
    resetPassword: { code: 'system:user:resetPassword', name: '重置密码' },
    export: { code: 'user:export', name: '用户导出' },
    delete: { code: 'user:del', name: '用户删除' },
    frozen: { code: 'user:status', name: '冻结/解冻' },
    changePassword: { code: 'system:user:changePassword', name: '修改密码' },
    import: { code: 'user:import', name: '用户导入' },
    recycle: { code: 'user:recycle', name: '用户回收站（还原、彻底删除）' },
  },
  /** 角色管理 */
  role: buttonGroup('system:role', '角色', ['list', 'add', 'edit', 'delete', 'permission', 'users'], {
    permission: '角色授权',
    users: '角色用户',
  }),
  /** 菜单管理 (menus, buttons and their data rules) */
  permission: buttonGroup('system:permission', '菜单', ['list', 'add', 'edit', 'delete']),
  /** 部门管理 */
  depart: buttonGroup('system:depart', '部门', ['list', 'add', 'edit', 'delete', 'role'], {
    role: '部门角色与权限',
  }),
  /** 统计分析 */
  analysis: {
    view: { code: 'dashboard:analysis', name: '统计分析查看' },
  },
  /** 分类字典 */
  category: buttonGroup('system:category', '分类', ['add', 'edit', 'delete']),
  /** 系统设置 */
  config: {
    edit: { code: 'system:config:edit', name: '系统设置修改' },
  },
  /** 文件管理 */
  file: buttonGroup('system:file', '文件', ['list', 'delete']),
  /** 登录日志与操作日志 (both pages share these codes) */
  log: buttonGroup('system:log', '日志', ['list', 'export']),
  /** 系统监控 */
  monitor: {
    list: { code: 'system:monitor:list', name: '系统监控查看' },
    forceLogout: { code: 'system:monitor:forceLogout', name: '强制退出' },
  },
  /** 通知公告 */
  announcement: buttonGroup('system:announcement', '通知公告', ['list', 'add', 'edit', 'delete', 'release'], {
    release: '通知公告发布与撤销',
  }),
  /** 消息模板 (the template list itself is a declared resource, `message:template:*`) */
  messageTemplate: {
    send: { code: 'message:template:send', name: '消息模板发送测试' },
  },
  /** 前台菜单 */
  frontMenu: buttonGroup('teaching:menu', '前台菜单', ['list', 'add', 'edit', 'delete']),
  /** 官网设置 */
  indexConfig: {
    edit: { code: 'teaching:indexConfig:edit', name: '官网设置保存' },
  },
  /** 题库管理 */
  problem: buttonGroup(
    'judge:problem',
    '题目',
    ['list', 'add', 'edit', 'delete', 'data', 'import', 'export'],
    { data: '测试数据上传与校验', import: '题目导入（FPS/Hydro）', export: '题目导出（FPS）' },
  ),
  /** 提交记录 */
  submission: {
    list: { code: 'judge:submission:list', name: '提交记录查询' },
  },
  /** 课程管理 */
  course: buttonGroup('teaching:course', '课程', ['list', 'add', 'edit', 'delete', 'export', 'import']),
  /** 课程单元 */
  unit: buttonGroup('teaching:unit', '单元', ['list', 'add', 'edit', 'delete', 'export', 'import'], {
    edit: '单元编辑（含排序与地图位置）',
  }),
  /** 课程授权 */
  courseAuth: buttonGroup('teaching:courseDept', '课程授权', ['list', 'edit'], {
    edit: '课程授权（班级与开放时间）',
  }),
  /** 我的班级 */
  myClass: {
    manage: { code: 'teaching:class:manage', name: '班级学生管理（加入、移出、调班）' },
    batchStudents: { code: 'teaching:class:batchStudents', name: '批量创建班级学生' },
  },
  /** 学习进度与教学报告 */
  learningReport: buttonGroup('teaching:report', '学习进度', ['view', 'export'], {
    view: '学习进度与报告查看',
  }),
  /** 证书管理 */
  certificate: buttonGroup('teaching:cert', '证书', ['list', 'template', 'issue'], {
    template: '证书模板管理',
    issue: '颁发与撤销证书',
  }),
  /** 作品管理 */
  work: buttonGroup(
    'teaching:work',
    '作品',
    ['list', 'add', 'edit', 'delete', 'export', 'import', 'feature', 'tag', 'moderate'],
    { feature: '作品上首页与精选', tag: '作品标签', moderate: '作品评论管理' },
  ),
  /** 作业批改 */
  workCorrect: {
    grade: { code: 'teaching:work:correct', name: '批改作业（评分、评语、退回）' },
  },
  /** 额外作业 */
  additionalWork: buttonGroup(
    'teaching:additionalWork',
    '额外作业',
    ['list', 'add', 'edit', 'delete', 'export', 'import'],
    { edit: '额外作业编辑（含发布与关闭）' },
  ),
  /** Scratch 素材库 */
  scratchAssets: buttonGroup('teaching:scratchAssets', '素材', ['list', 'add', 'edit', 'delete']),
  /** 题库 */
  question: buttonGroup('teaching:question', '题目', ['list', 'add', 'edit', 'delete', 'export', 'import'], {
    add: '题目新增（含复制）',
    edit: '题目编辑（含批量移动）',
  }),
  /** 试卷 */
  paper: buttonGroup('teaching:paper', '试卷', ['list', 'add', 'edit', 'delete'], {
    list: '试卷查询（含预览与打印）',
    add: '试卷新增（含复制）',
  }),
  /** 试卷分发 */
  paperDistribution: {
    push: { code: 'teaching:paper:push', name: '推送试卷到学校或租户' },
    pull: { code: 'teaching:paper:pull', name: '从共享库拉取试卷' },
    share: { code: 'teaching:paper:share', name: '共享试卷到共享库' },
  },
  /** 考试 */
  exam: buttonGroup('teaching:exam', '考试', ['list', 'add', 'edit', 'delete', 'export', 'monitor'], {
    list: '考试查询（含成绩）',
    export: '考试成绩导出',
    monitor: '考试监控（延时、强制交卷）',
  }),
  /** 阅卷 */
  examReview: {
    review: { code: 'teaching:exam:review', name: '阅卷评分' },
  },
  /** 赛事 */
  contest: buttonGroup(
    'teaching:contest',
    '赛事',
    ['list', 'add', 'edit', 'delete', 'export', 'import', 'code', 'jury'],
    {
      list: '赛事查询（含分组、学校、队伍、参赛学生）',
      edit: '赛事编辑（含分组、学校、队伍、参赛学生）',
      export: '赛事导出（参赛学生、榜单）',
      import: '参赛学生导入',
      code: '赛事验证码生成与导出',
      jury: '裁判台（实时榜、重判、解封、答疑）',
    },
  ),
  /** AI 助手（码狗） */
  ai: {
    setting: { code: 'teaching:aiSetting:edit', name: 'AI 设置（查看、保存、测试连接）' },
    log: { code: 'teaching:aiLog:list', name: 'AI 对话记录查询' },
    logExport: { code: 'teaching:aiLog:export', name: 'AI 对话记录导出' },
  },
  /** 积分 */
  points: {
    list: { code: 'teaching:jifen:list', name: '积分流水与班级排行查询' },
    award: { code: 'teaching:jifen:award', name: '积分奖励与扣减' },
    export: { code: 'teaching:jifen:export', name: '积分流水导出' },
    rule: { code: 'teaching:jifenRule:edit', name: '积分规则设置' },
  },
  /** 订单与支付 */
  order: buttonGroup('teaching:order', '订单', ['list', 'ship', 'refund', 'export'], {
    ship: '订单发货与完成',
    refund: '订单退款与取消',
  }),
  /** 支付设置 */
  payment: {
    setting: { code: 'teaching:paySetting:edit', name: '支付设置（查看、保存、测试）' },
  },
  /** 租户 */
  tenant: buttonGroup('teaching:zuhu', '租户', ['list', 'add', 'edit'], {
    add: '租户新增（含首个管理员）',
    edit: '租户编辑（含到期、配额、品牌、授权）',
  }),
  /** 测评管理 */
  testPower: buttonGroup('teaching:testPower', '测评', ['list', 'add', 'edit', 'delete']),
  /** 测评报告 (the organisation's leads) */
  testReport: buttonGroup('teaching:testReport', '测评报告', ['list', 'edit', 'delete', 'export'], {
    edit: '报告跟进、重测与分享链接',
    export: '线索导出',
  }),
  /** 分类字典的 Excel 导入导出 */
  categoryTransfer: buttonGroup('system:category', '分类', ['import', 'export']),
  /** 文件管理：登记与编辑文件记录 */
  fileRecord: buttonGroup('system:file', '文件', ['add', 'edit'], { add: '文件登记' }),
  /** 日志清理 */
  logCleanup: {
    delete: { code: 'system:log:delete', name: '日志删除' },
  },
  /** 通知公告的 Excel 导入导出 */
  announcementTransfer: buttonGroup('system:announcement', '通知公告', ['import', 'export']),
} as const satisfies Record<string, Record<string, PermissionEntry>>;

export type PermissionCatalogue = typeof PERMISSION_CATALOGUE;
export type PermissionGroup = keyof PermissionCatalogue;
/** The buttons of one group, by key (`'add'`, `'resetPassword'` ...). */
export type PermissionKey<G extends PermissionGroup> = keyof PermissionCatalogue[G] & string;

type CatalogueEntry = { [G in PermissionGroup]: PermissionCatalogue[G][PermissionKey<G>] }[PermissionGroup];

/** A button permission of a hand-written route, e.g. `'user:add'`. */
export type ButtonPermissionCode = CatalogueEntry['code'];

export type ResourceAction = 'list' | ResourceOperation;
/** A permission of a declared resource, e.g. `'system:dict:add'`. */
export type ResourcePermissionCode = `${ResourcePermissionPrefix}:${ResourceAction}`;

/** Every permission code a route guard may ask for. */
export type PermissionCode = ButtonPermissionCode | ResourcePermissionCode;

type CodesOf<T> = { readonly [K in keyof T]: T[K] extends { code: infer C } ? C : never };

/** The catalogue's codes by group and key: `PERMS.user.add === 'user:add'`. */
export type PermissionCodes = { readonly [G in PermissionGroup]: CodesOf<PermissionCatalogue[G]> };

function codesOf<T extends Record<string, PermissionEntry>>(group: T): CodesOf<T> {
  // Object.fromEntries cannot keep the keys' types; the mapped type says what it builds.
  return Object.fromEntries(Object.entries(group).map(([key, entry]) => [key, entry.code])) as CodesOf<T>;
}

const groups = Object.keys(PERMISSION_CATALOGUE) as PermissionGroup[];

export const PERMS = Object.fromEntries(
  groups.map((group) => [group, codesOf(PERMISSION_CATALOGUE[group])]),
) as PermissionCodes;

/** Every catalogue entry, group by group in catalogue order. */
export const BUTTON_PERMISSIONS: readonly CatalogueEntry[] = groups.flatMap((group): CatalogueEntry[] =>
  Object.values(PERMISSION_CATALOGUE[group]),
);

const buttonNames = new Map<string, string>(BUTTON_PERMISSIONS.map((entry) => [entry.code, entry.name]));

/** The Chinese name of a catalogue code. */
export function permissionName(code: ButtonPermissionCode): string {
  return buttonNames.get(code) ?? code;
}

/** The permission codes of every declared resource and the operations it offers. */
export function resourcePermissionCodes(): string[] {
  return resources.flatMap((def) =>
    (['list', ...resourceOperations(def)] as const).map((action) => resourcePermission(def, action)),
  );
}

const knownCodes = new Set<string>([...buttonNames.keys(), ...resourcePermissionCodes()]);

/** Whether a code is in the catalogue or belongs to a declared resource. */
export function isPermissionCode(code: string): code is PermissionCode {
  return knownCodes.has(code);
}
