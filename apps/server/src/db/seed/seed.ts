import {
  permissionName,
  type ResourceOperation,
  resourceOperations,
  resourcePermission,
  resources,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { resourceMenus } from '../../crud/resource-menus.ts';
import { seedAiPrompts } from '../../domains/ai/index.ts';
import { domains } from '../../domains/index.ts';
import { seedScratchStarter } from '../../domains/works/scratch-assets/starter/seed-starter.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { randomPassword } from '../../platform/auth/random-password.ts';
import { CONFIG_DEFAULTS } from '../../platform/config/config-defaults.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import type { Db } from '../client.ts';
import {
  sysConfig,
  sysDict,
  sysDictItem,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysTenant,
  sysUser,
  sysUserRole,
} from '../schema/index.ts';
import { DICT_SEED } from './dicts.ts';
import { seedFrontMenu } from './front-menu.ts';
import { buttonsOf, type MenuFragment, type MenuSeed } from './menu-types.ts';
import { ROLE_SEED } from './roles.ts';

const SYSTEM = 'system';

/** A readable random password: letters and digits, always both. */
async function seedRoles(db: Db) {
  const ids: Record<string, string> = {};
  for (const role of ROLE_SEED) {
    const [found] = await db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(
        and(
          eq(sysRole.tenantId, DEFAULT_TENANT_ID),
          eq(sysRole.roleCode, role.roleCode),
          eq(sysRole.delFlag, 0),
        ),
      );
    if (found) ids[role.roleCode] = found.id;
    else {
      const id = uuidv7();
      await db.insert(sysRole).values({ id, tenantId: DEFAULT_TENANT_ID, ...role, createBy: SYSTEM });
      ids[role.roleCode] = id;
    }
  }
  return ids;
}

/** Inserts a permission row once; on first insert grants it to the given roles. */
async function seedPermission(
  db: Db,
  roleIds: Record<string, string>,
  row: typeof sysPermission.$inferInsert,
  roles: string[],
) {
  const inserted = await db
    .insert(sysPermission)
    .values({ ...row, createBy: SYSTEM })
    .onConflictDoNothing()
    .returning({ id: sysPermission.id });
  if (!inserted.length) return;
  for (const code of roles) {
    const roleId = roleIds[code];
    if (roleId)
      await db.insert(sysRolePermission).values({ roleId, permissionId: row.id }).onConflictDoNothing();
  }
}

const OPERATION_NAMES: Record<'list' | ResourceOperation, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
};

/** Hangs each domain's fragments under their parents: the whole back-office menu tree. */
export function menuTree(fragments: readonly MenuFragment[]): MenuSeed[] {
  const copies = fragments.map((f) => ({ parent: f.parent, menu: structuredClone(f.menu) }));
  const byId = new Map<string, MenuSeed>();
  const index = (m: MenuSeed) => {
    byId.set(m.id, m);
    m.children?.forEach(index);
  };
  for (const f of copies) index(f.menu);
  const roots: MenuSeed[] = [];
  for (const f of copies) {
    if (!f.parent) {
      roots.push(f.menu);
      continue;
    }
    const parent = byId.get(f.parent);
    if (!parent) throw new Error(`菜单 ${f.menu.name} 的上级菜单 ${f.parent} 不存在`);
    parent.children = [...(parent.children ?? []), f.menu];
  }
  const bySort = (list: MenuSeed[]): MenuSeed[] =>
    list
      .sort((a, b) => a.sortNo - b.sortNo)
      .map((m) => (m.children ? { ...m, children: bySort(m.children) } : m));
  return bySort(roots);
}

async function seedMenus(
  db: Db,
  roleIds: Record<string, string>,
  menus: MenuSeed[],
  parentId: string | null,
) {
  for (const m of menus) {
    await seedPermission(
      db,
      roleIds,
      {
        id: m.id,
        parentId,
        name: m.name,
        url: m.url,
        component: m.component,
        redirect: m.redirect,
        icon: m.icon,
        sortNo: m.sortNo,
        menuType: parentId ? 1 : 0,
        hidden: m.hidden ?? false,
        keepAlive: m.keepAlive ?? false,
      },
      m.roles,
    );
    for (const key of m.resources ?? []) {
      const def = resources.find((r) => `${r.module}/${r.name}` === key);
      if (!def) throw new Error(`菜单 ${m.name} 引用了未声明的资源 ${key}`);
      const actions: ('list' | ResourceOperation)[] = ['list', ...resourceOperations(def)];
      for (const [i, action] of actions.entries()) {
        const code = resourcePermission(def, action);
        await seedPermission(
          db,
          roleIds,
          {
            id: `btn-${code}`,
            parentId: m.id,
            name: `${def.label}${OPERATION_NAMES[action]}`,
            perms: code,
            menuType: 2,
            sortNo: i,
          },
          m.roles,
        );
      }
    }
    for (const [i, b] of (m.buttons ? buttonsOf(m.buttons) : []).entries()) {
      await seedPermission(
        db,
        roleIds,
        {
          id: `btn-${b.code}`,
          parentId: m.id,
          name: permissionName(b.code),
          perms: b.code,
          menuType: 2,
          sortNo: 100 + i,
        },
        b.roles ?? m.roles,
      );
    }
    if (m.children) await seedMenus(db, roleIds, m.children, m.id);
  }
}

async function seedDicts(db: Db) {
  for (const d of DICT_SEED) {
    const [found] = await db
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(
        and(eq(sysDict.tenantId, DEFAULT_TENANT_ID), eq(sysDict.dictCode, d.code), eq(sysDict.delFlag, 0)),
      );
    if (found) continue;
    const dictId = uuidv7();
    await db.insert(sysDict).values({
      id: dictId,
      tenantId: DEFAULT_TENANT_ID,
      dictName: d.name,
      dictCode: d.code,
      createBy: SYSTEM,
    });
    await db.insert(sysDictItem).values(
      d.items.map(([value, text], i) => ({
        id: uuidv7(),
        tenantId: DEFAULT_TENANT_ID,
        dictId,
        itemValue: value,
        itemText: text,
        sortOrder: i + 1,
        status: '1',
        createBy: SYSTEM,
      })),
    );
  }
}

async function seedConfig(db: Db) {
  await db
    .insert(sysConfig)
    .values(
      Object.entries(CONFIG_DEFAULTS).map(([configKey, configValue]) => ({
        tenantId: DEFAULT_TENANT_ID,
        configKey,
        configValue,
      })),
    )
    .onConflictDoNothing();
}

export interface SeededAccount {
  username: string;
  password: string;
  role: string;
}

/** Creates a user with the given roles unless the username exists; returns the password when created. */
export async function ensureUser(
  db: Db,
  roleIds: Record<string, string>,
  user: {
    username: string;
    realname: string;
    userIdentity: number;
    roles: string[];
    password: string;
    orgCode?: string;
    departIds?: string;
  },
): Promise<{ id: string; created: boolean }> {
  const [found] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, user.username), eq(sysUser.delFlag, 0)));
  if (found) return { id: found.id, created: false };
  const id = uuidv7();
  await db.insert(sysUser).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    username: user.username,
    realname: user.realname,
    nickname: user.realname,
    passwordHash: await hashPassword(user.password),
    userIdentity: user.userIdentity,
    orgCode: user.orgCode,
    departIds: user.departIds,
    createBy: SYSTEM,
  });
  for (const code of user.roles)
    await db.insert(sysUserRole).values({ userId: id, roleId: roleIds[code] }).onConflictDoNothing();
  return { id, created: true };
}

export interface SeedOptions {
  adminPassword?: string;
  /** Refuse to create the administrator without an explicit password (production). */
  requireAdminPassword: boolean;
}

/** Base data every installation needs; safe to run on every start. */
export async function seedBase(
  db: Db,
  opts: SeedOptions,
): Promise<{ roleIds: Record<string, string>; accounts: SeededAccount[] }> {
  await db
    .insert(sysTenant)
    .values({ id: DEFAULT_TENANT_ID, name: '默认租户', createBy: SYSTEM })
    .onConflictDoNothing();
  const roleIds = await seedRoles(db);
  const fragments = domains.flatMap((d) => [...(d.menus ?? []), ...resourceMenus(d.resources ?? [])]);
  await seedMenus(db, roleIds, menuTree(fragments), null);
  await seedDicts(db);
  await seedConfig(db);
  await seedFrontMenu(db, DEFAULT_TENANT_ID);
  await seedScratchStarter(db);
  await seedAiPrompts(db);
  const [admin] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, 'admin'), eq(sysUser.delFlag, 0)));
  const accounts: SeededAccount[] = [];
  if (!admin) {
    if (opts.requireAdminPassword && !opts.adminPassword) {
      throw new Error('生产模式首次启动必须通过环境变量 ADMIN_PASSWORD 设置管理员初始密码');
    }
    const password = opts.adminPassword ?? randomPassword();
    await ensureUser(db, roleIds, {
      username: 'admin',
      realname: '管理员',
      userIdentity: 2,
      roles: ['admin'],
      password,
    });
    accounts.push({ username: 'admin', password, role: '管理员' });
  }
  return { roleIds, accounts };
}
