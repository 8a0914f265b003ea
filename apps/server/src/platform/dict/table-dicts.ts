import { type DictItem, PERMS, type PermissionCode } from '@ck/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { badRequest, forbidden } from '../http/errors.ts';

/**
 * Table dictionaries (`table,text,value`) that JeecgBoot's clients ask `getDictItems` for. Only these
 * triples are served, each read from the caller's tenant, without deleted rows, and only for callers
 * who may list those rows anyway; a free `where` part or any other table is refused, never run.
 */
const TABLE_DICTS: Record<string, { perm: PermissionCode }> = {
  'sys_user,realname,id': { perm: PERMS.user.list },
  'sys_user,username,id': { perm: PERMS.user.list },
  'sys_user,realname,username': { perm: PERMS.user.list },
  'sys_role,role_name,id': { perm: PERMS.role.list },
  'sys_role,role_name,role_code': { perm: PERMS.role.list },
  'sys_depart,depart_name,id': { perm: PERMS.depart.list },
  'sys_depart,depart_name,org_code': { perm: PERMS.depart.list },
  'teaching_course,course_name,id': { perm: PERMS.course.list },
};

/** At most this many items: a picker, not an export. */
const MAX_ITEMS = 2000;

export const isTableDictCode = (code: string) => code.includes(',');

/** The items of a registered table dictionary, ordered by text. */
export async function tableDictItems(db: Db, auth: AuthContext, code: string): Promise<DictItem[]> {
  const key = code.replace(/\s+/g, '');
  const entry = TABLE_DICTS[key];
  if (!entry) throw badRequest('字典编码不合法');
  if (!auth.perms.has(entry.perm)) throw forbidden('没有权限读取该字典');
  const [table, text, value] = key.split(',').map((name) => sql.identifier(name));
  const res = await db.execute(sql`
    select ${value}::text as value, coalesce(${text}::text, '') as text
      from ${table}
     where tenant_id = ${auth.tenantId} and del_flag = 0
     order by 2, 1
     limit ${MAX_ITEMS}`);
  return (res as unknown as { rows: { value: string; text: string }[] }).rows.map((r) => ({
    value: r.value,
    text: r.text,
    title: r.text,
  }));
}
