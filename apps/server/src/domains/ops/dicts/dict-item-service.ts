import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { DICT_CODE_RE } from '../../../platform/dict/dict-service.ts';
import { sysDict, sysDictItem } from '../../../platform/dict/tables.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';

/** Soft-deletes the items of `dictCode` showing `text` (the select tag picks by what it shows). */
export async function deleteItemsByText(db: Db, auth: AuthContext, dictCode: string, text: string) {
  if (!DICT_CODE_RE.test(dictCode)) throw badRequest('字典编码不合法');
  const [dict] = await db
    .select({ id: sysDict.id })
    .from(sysDict)
    .where(and(liveScope(sysDict, auth), eq(sysDict.dictCode, dictCode)));
  if (!dict) throw notFound(`字典不存在：${dictCode}`);
  const items = await db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .where(
      and(liveScope(sysDictItem, auth), eq(sysDictItem.dictId, dict.id), eq(sysDictItem.itemText, text)),
    );
  if (!items.length) throw notFound(`字典项不存在：${text}`);
  await db
    .update(sysDictItem)
    .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
    .where(
      inArray(
        sysDictItem.id,
        items.map((i) => i.id),
      ),
    );
}
