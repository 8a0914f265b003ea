import type { AdminUser, UserSort } from '@ck/shared';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { RuleTarget } from '../../../crud/data-rule-filter.ts';
import { chunks } from '../../../crud/records.ts';
import type { Db } from '../../../db/client.ts';
import type { CountCache } from '../../../platform/http/count-cache.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { timeWindow } from '../../../platform/http/time-window.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';

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

/** A user row as the user routes read it: every column but the password hash and internals. */
export type UserView = Pick<typeof sysUser.$inferSelect, keyof typeof userColumns>;

const SEX = { 1: '男', 2: '女' } as Record<number, string>;
const STATUS = { 1: '正常', 2: '冻结' } as Record<number, string>;
const IDENTITY = { 1: '普通成员', 2: '上级' } as Record<number, string>;

/** The JSON face of a user in the back office. */
/** Texts of a user that need other rows: roles, departments, managed classes and school. */
export interface UserLinks {
  roles?: { id: string; roleName: string }[];
  departs?: { id: string; departName: string }[];
  /** Names of departments by id, for `departIds`. */
  names?: Map<string, string>;
  schoolName?: string | null;
}

export function toUserJson(u: UserView, extra: UserLinks = {}): AdminUser {
  const roleNames = (extra.roles ?? []).map((r) => r.roleName).join(',');
  const { tenantId: _t, ...rest } = u;
  return {
    ...rest,
    createTime: formatDateTime(u.createTime),
    updateTime: formatDateTime(u.updateTime),
    sex_dictText: u.sex ? (SEX[u.sex] ?? null) : null,
    status_dictText: u.status ? (STATUS[u.status] ?? null) : null,
    userIdentity_dictText: u.userIdentity ? (IDENTITY[u.userIdentity] ?? null) : null,
    roleIds: (extra.roles ?? []).map((r) => r.id).join(','),
    roleNames,
    roleTxt: roleNames,
    orgCodeTxt: (extra.departs ?? []).map((d) => d.departName).join(','),
    selecteddeparts: (extra.departs ?? []).map((d) => d.id).join(','),
    departIds_dictText: splitIds(u.departIds)
      .flatMap((id) => extra.names?.get(id) ?? [])
      .join(','),
    schoolName: extra.schoolName ?? null,
  };
}

export interface UserFilters {
  username?: string;
  realname?: string;
  phone?: string;
  status?: number;
  sex?: number;
  email?: string;
  departId?: string[];
  roleId?: string;
  userIdentity?: number;
  createTime_begin?: string;
  createTime_end?: string;
}

/** Conditions of a user list: tenant, live rows, data scope (classes) and the search form. */
export function userConditions(tenantId: string, scope: string[] | null, f: UserFilters): SQL[] {
  const where: SQL[] = [tenantScope(sysUser, tenantId), eq(sysUser.delFlag, 0)];
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
  if (f.sex) where.push(eq(sysUser.sex, f.sex));
  if (f.email) where.push(ilike(sysUser.email, likePattern(f.email)));
  if (f.departId?.length) where.push(inDeparts(f.departId));
  where.push(...timeWindow(sysUser.createTime, f.createTime_begin, f.createTime_end));
  if (f.roleId)
    where.push(
      exists(
        sql`(select 1 from ${sysUserRole} where ${sysUserRole.userId} = ${sysUser.id} and ${sysUserRole.roleId} = ${f.roleId})`,
      ),
    );
  return where;
}

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

interface LinkRow {
  kind: 'r' | 'd';
  user_id: string;
  id: string;
  name: string;
  code: string;
  level: number | null;
}

/** Roles and departments of the given users, for the list's text columns, in one round trip. */
export async function linksOf(db: Db, userIds: string[]) {
  const roles = new Map<string, { id: string; roleName: string; roleCode: string; level: number }[]>();
  const departs = new Map<string, { id: string; departName: string; orgCode: string }[]>();
  if (!userIds.length) return { roles, departs };
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select 'r' as kind, ur.user_id, r.id, r.role_name as name, r.role_code as code, r.level
      from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id and r.del_flag = 0
     where ur.user_id in (${ids})
    union all
    select 'd', ud.user_id, d.id, d.depart_name, d.org_code, null
      from ${sysUserDepart} ud join ${sysDepart} d on d.id = ud.depart_id and d.del_flag = 0
     where ud.user_id in (${ids})`);
  for (const r of (res as unknown as { rows: LinkRow[] }).rows) {
    if (r.kind === 'r') {
      const role = { id: r.id, roleName: r.name, roleCode: r.code, level: Number(r.level) };
      roles.set(r.user_id, [...(roles.get(r.user_id) ?? []), role]);
    } else {
      const depart = { id: r.id, departName: r.name, orgCode: r.code };
      departs.set(r.user_id, [...(departs.get(r.user_id) ?? []), depart]);
    }
  }
  return { roles, departs };
}

const splitIds = (ids: string | null) => (ids ?? '').split(',').filter(Boolean);

/** Every leading part of a department code: a school's code is a prefix of its classes' codes. */
const prefixesOf = (code: string) => Array.from({ length: code.length }, (_, i) => code.slice(0, i + 1));

/** Names of the managed classes and the schools above the users' departments, in one query. */
async function departTexts(db: Db, tenantId: string, ids: string[], codes: string[]) {
  const prefixes = [...new Set(codes.flatMap(prefixesOf))];
  const names = new Map<string, string>();
  const schools = new Map<string, string>();
  if (!ids.length && !prefixes.length) return { names, schools };
  const rows = await db
    .select({
      id: sysDepart.id,
      name: sysDepart.departName,
      code: sysDepart.orgCode,
      category: sysDepart.orgCategory,
    })
    .from(sysDepart)
    .where(
      and(
        liveScope(sysDepart, tenantId),
        or(
          ids.length ? inArray(sysDepart.id, ids) : sql`false`,
          prefixes.length
            ? and(inArray(sysDepart.orgCode, prefixes), inArray(sysDepart.orgCategory, ['1', '2']))
            : sql`false`,
        ),
      ),
    );
  for (const r of rows) {
    names.set(r.id, r.name);
    if (r.category === '1' || r.category === '2') schools.set(r.code, r.name);
  }
  return { names, schools };
}

/** The nearest school above a department code (the longest school code it starts with). */
function schoolOf(code: string | undefined, schools: Map<string, string>): string | null {
  if (!code) return null;
  for (const prefix of prefixesOf(code).reverse()) if (schools.has(prefix)) return schools.get(prefix)!;
  return null;
}

/** Users as JSON with their role, department, class and school texts. */
export async function withLinks(db: Db, rows: UserView[]): Promise<AdminUser[]> {
  if (!rows.length) return [];
  const links = await linksOf(
    db,
    rows.map((r) => r.id),
  );
  // The department the user works in now, else the first one they belong to.
  const codeOf = new Map(rows.map((r) => [r.id, r.orgCode || links.departs.get(r.id)?.[0]?.orgCode]));
  const firstCode = (id: string) => codeOf.get(id) ?? undefined;
  const texts = await departTexts(
    db,
    rows[0].tenantId,
    [...new Set(rows.flatMap((r) => splitIds(r.departIds)))],
    rows.flatMap((r) => firstCode(r.id) ?? []),
  );
  return rows.map((r) =>
    toUserJson(r, {
      roles: links.roles.get(r.id),
      departs: links.departs.get(r.id),
      names: texts.names,
      schoolName: schoolOf(firstCode(r.id), texts.schools),
    }),
  );
}

/** A user of the tenant: a live one, or (`delFlag` 1) one in the recycle bin. */
export async function findTenantUser(
  db: Db,
  tenantId: string,
  id: string,
  delFlag: 0 | 1 = 0,
): Promise<UserView | undefined> {
  const [u] = await db
    .select(userColumns)
    .from(sysUser)
    .where(and(eq(sysUser.id, id), tenantScope(sysUser, tenantId), eq(sysUser.delFlag, delFlag)));
  return u;
}

/** Whether a user passes extra conditions (the caller's data rules). */
export async function userMatches(db: Db, id: string, condition: SQL): Promise<boolean> {
  const [found] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.id, id), condition));
  return Boolean(found);
}

/** The id of the live user holding an account name: in one tenant, or on the whole platform (null). */
export async function userIdByUsername(db: Db, tenantId: string | null, username: string) {
  const [u] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.username, username),
        tenantId ? tenantScope(sysUser, tenantId) : undefined,
        eq(sysUser.delFlag, 0),
      ),
    );
  return u?.id;
}

/** Which of these account names live users already hold, on the whole platform. */
export async function takenUsernames(db: Db, usernames: string[]): Promise<string[]> {
  if (!usernames.length) return [];
  const rows = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(and(inArray(sysUser.username, usernames), eq(sysUser.delFlag, 0)));
  return rows.map((r) => r.username);
}

/** The ids of a user's roles. */
export async function roleIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.roleId);
}

/** Ids of the tenant's live departments by org code (the import sheet names classes by code). */
export async function departIdsByOrgCode(db: Db, tenantId: string, orgCodes: string[]) {
  const ids = new Map<string, string>();
  for (const part of chunks(orgCodes)) {
    const found = await db
      .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(and(liveScope(sysDepart, tenantId), inArray(sysDepart.orgCode, part)));
    for (const d of found) ids.set(d.orgCode, d.id);
  }
  return ids;
}
