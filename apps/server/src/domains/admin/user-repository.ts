import { and, asc, count, desc, eq, exists, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { RuleTarget } from '../../crud/data-rule-filter.ts';
import type { Db } from '../../db/client.ts';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../db/schema/index.ts';
import type { CountCache } from '../../platform/http/count-cache.ts';
import { formatDateTime } from '../../platform/http/dates.ts';
import { likePattern } from './admin-query.ts';

/** Every column of a user except the password hash: the only shape user routes ever read. */
export const userColumns = {
  id: sysUser.id,
  tenantId: sysUser.tenantId,
  username: sysUser.username,
  realname: sysUser.realname,
  nickname: sysUser.nickname,
  avatar: sysUser.avatar,
  birthday: sysUser.birthday,
  sex: sysUser.sex,
  email: sysUser.email,
  phone: sysUser.phone,
  orgCode: sysUser.orgCode,
  status: sysUser.status,
  userIdentity: sysUser.userIdentity,
  departIds: sysUser.departIds,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  updateTime: sysUser.updateTime,
};

/** Menu component of the user list: the data rules of that menu filter the list and reads by id. */
export const USER_LIST_MENU = 'system/UserList';

/** Fields of the user list a data rule may name (never the password or internal columns). */
export const USER_RULE_TARGET: RuleTarget = {
  id: { column: sysUser.id, field: { kind: 'text', label: 'ID' } },
  username: { column: sysUser.username, field: { kind: 'text', label: '用户账号' } },
  realname: { column: sysUser.realname, field: { kind: 'text', label: '真实姓名' } },
  sex: { column: sysUser.sex, field: { kind: 'int', label: '性别' } },
  email: { column: sysUser.email, field: { kind: 'text', label: '邮箱' } },
  phone: { column: sysUser.phone, field: { kind: 'text', label: '手机号' } },
  orgCode: { column: sysUser.orgCode, field: { kind: 'text', label: '当前部门编码' } },
  status: { column: sysUser.status, field: { kind: 'int', label: '状态' } },
  userIdentity: { column: sysUser.userIdentity, field: { kind: 'int', label: '身份' } },
  createBy: { column: sysUser.createBy, field: { kind: 'text', label: '创建人' } },
  createTime: { column: sysUser.createTime, field: { kind: 'datetime', label: '创建时间' } },
};

export type UserView = {
  [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['data'] | null;
};

const SEX = { 1: '男', 2: '女' } as Record<number, string>;
const STATUS = { 1: '正常', 2: '冻结' } as Record<number, string>;
const IDENTITY = { 1: '普通成员', 2: '上级' } as Record<number, string>;

/** The JSON face of a user in the back office. */
export function toUserJson(
  u: UserView,
  extra: { roles?: { id: string; roleName: string }[]; departs?: { id: string; departName: string }[] } = {},
) {
  const { tenantId: _t, ...rest } = u;
  return {
    ...rest,
    createTime: formatDateTime(u.createTime),
    updateTime: formatDateTime(u.updateTime),
    sex_dictText: u.sex ? (SEX[u.sex] ?? null) : null,
    status_dictText: u.status ? (STATUS[u.status] ?? null) : null,
    userIdentity_dictText: u.userIdentity ? (IDENTITY[u.userIdentity] ?? null) : null,
    roleIds: (extra.roles ?? []).map((r) => r.id).join(','),
    roleNames: (extra.roles ?? []).map((r) => r.roleName).join(','),
    orgCodeTxt: (extra.departs ?? []).map((d) => d.departName).join(','),
    selecteddeparts: (extra.departs ?? []).map((d) => d.id).join(','),
  };
}

export type UserJson = ReturnType<typeof toUserJson>;

export interface UserFilters {
  username?: string;
  realname?: string;
  phone?: string;
  status?: number;
  departId?: string;
  roleId?: string;
  userIdentity?: number;
}

/** Conditions of a user list: tenant, live rows, data scope (classes) and the search form. */
export function userConditions(tenantId: string, scope: string[] | null, f: UserFilters): SQL[] {
  const where: SQL[] = [eq(sysUser.tenantId, tenantId), eq(sysUser.delFlag, 0)];
  const inDeparts = (ids: string[]) =>
    exists(
      sql`(select 1 from ${sysUserDepart} where ${sysUserDepart.userId} = ${sysUser.id} and ${inArray(sysUserDepart.departId, ids)})`,
    );
  if (scope) where.push(scope.length ? inDeparts(scope) : sql`false`);
  if (f.username) where.push(ilike(sysUser.username, likePattern(f.username)));
  if (f.realname) where.push(ilike(sysUser.realname, likePattern(f.realname)));
  if (f.phone) where.push(ilike(sysUser.phone, likePattern(f.phone)));
  if (f.status) where.push(eq(sysUser.status, f.status));
  if (f.userIdentity) where.push(eq(sysUser.userIdentity, f.userIdentity));
  if (f.departId) where.push(inDeparts([f.departId]));
  if (f.roleId)
    where.push(
      exists(
        sql`(select 1 from ${sysUserRole} where ${sysUserRole.userId} = ${sysUser.id} and ${sysUserRole.roleId} = ${f.roleId})`,
      ),
    );
  return where;
}

export const USER_SORT = ['createTime', 'username', 'realname'] as const;
export type UserSort = (typeof USER_SORT)[number];

export async function listUsers(
  db: Db,
  where: SQL[],
  page: { pageNo: number; pageSize: number; column: UserSort; order: 'asc' | 'desc' },
  counts?: CountCache,
) {
  const dir = page.order === 'asc' ? asc : desc;
  const counting = db
    .select({ total: count() })
    .from(sysUser)
    .where(and(...where));
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(sysUser)
      .where(and(...where))
      .orderBy(dir(sysUser[page.column]), dir(sysUser.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    counts
      ? counts.get(JSON.stringify(counting.toSQL()), async () => Number((await counting)[0].total))
      : counting.then((r) => Number(r[0].total)),
  ]);
  return { rows, total };
}

/** Roles and departments of the given users, for the list's text columns. */
export async function linksOf(db: Db, userIds: string[]) {
  const roles = new Map<string, { id: string; roleName: string; roleCode: string; level: number }[]>();
  const departs = new Map<string, { id: string; departName: string; orgCode: string }[]>();
  if (!userIds.length) return { roles, departs };
  const [roleRows, departRows] = await Promise.all([
    db
      .select({
        userId: sysUserRole.userId,
        id: sysRole.id,
        roleName: sysRole.roleName,
        roleCode: sysRole.roleCode,
        level: sysRole.level,
      })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.delFlag, 0)))
      .where(inArray(sysUserRole.userId, userIds)),
    db
      .select({
        userId: sysUserDepart.userId,
        id: sysDepart.id,
        departName: sysDepart.departName,
        orgCode: sysDepart.orgCode,
      })
      .from(sysUserDepart)
      .innerJoin(sysDepart, and(eq(sysDepart.id, sysUserDepart.departId), eq(sysDepart.delFlag, 0)))
      .where(inArray(sysUserDepart.userId, userIds)),
  ]);
  for (const { userId, ...r } of roleRows) roles.set(userId, [...(roles.get(userId) ?? []), r]);
  for (const { userId, ...d } of departRows) departs.set(userId, [...(departs.get(userId) ?? []), d]);
  return { roles, departs };
}

/** Users as JSON with their role and department texts. */
export async function withLinks(db: Db, rows: UserView[]): Promise<UserJson[]> {
  const links = await linksOf(
    db,
    rows.map((r) => r.id as string),
  );
  return rows.map((r) =>
    toUserJson(r, { roles: links.roles.get(r.id as string), departs: links.departs.get(r.id as string) }),
  );
}

export async function findTenantUser(db: Db, tenantId: string, id: string): Promise<UserView | undefined> {
  const [u] = await db
    .select(userColumns)
    .from(sysUser)
    .where(and(eq(sysUser.id, id), eq(sysUser.tenantId, tenantId), eq(sysUser.delFlag, 0)));
  return u;
}
