import type { DictItem } from '@ck/shared';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { DICT_CODE_RE, type DictService } from '../../../platform/dict/dict-service.ts';
import { isTableDictCode, tableDictItems } from '../../../platform/dict/table-dicts.ts';
import { sysDict } from '../../../platform/dict/tables.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';

/** Matches a searching select shows at most. */
const MAX_MATCHES = 50;

type DictRow = typeof sysDict.$inferSelect;

const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const timeOf = (v: unknown) => formatDateTime(v as Date | string | null | undefined);

/** A dictionary row as the family's pages read it. */
export function dictRecord(r: DictRow) {
  return {
    id: String(r.id),
    dictName: String(r.dictName),
    dictCode: String(r.dictCode),
    description: textOrNull(r.description),
    delFlag: Number(r.delFlag),
    createBy: textOrNull(r.createBy),
    createTime: timeOf(r.createTime),
    updateBy: textOrNull(r.updateBy),
    updateTime: timeOf(r.updateTime),
  };
}

/** Dictionary reads of the JeecgBoot-family selects: by keyword, by keys, the list as a tree, by code. */
export class DictLookup {
  constructor(
    private readonly db: Db,
    private readonly dicts: DictService,
  ) {}

  /** Every item of a dictionary code or of a registered table dictionary (`table,text,value`). */
  async items(auth: AuthContext, code: string): Promise<DictItem[]> {
    if (isTableDictCode(code)) return tableDictItems(this.db, auth, code);
    if (!DICT_CODE_RE.test(code)) throw badRequest('字典编码不合法');
    return this.dicts.items(auth.tenantId, code);
  }

  /** `loadDict`: items whose text contains the keyword (all for none), at most 50. */
  async search(auth: AuthContext, code: string, keyword?: string): Promise<DictItem[]> {
    const items = await this.items(auth, code);
    const word = keyword?.trim().toLowerCase();
    return (word ? items.filter((i) => i.text.toLowerCase().includes(word)) : items).slice(0, MAX_MATCHES);
  }

  /** `loadDictItem`: the texts of the given values, in the order asked; unknown values are left out. */
  async texts(auth: AuthContext, code: string, keys: string[]): Promise<string[]> {
    const byValue = new Map((await this.items(auth, code)).map((i) => [i.value, i.text]));
    return keys.flatMap((k) => (byValue.has(k) ? [byValue.get(k)!] : []));
  }

  /** `treeList`: live dictionaries as tree nodes, newest first, optionally by name. */
  async tree(auth: AuthContext, dictName?: string) {
    const conds = [tenantScope(sysDict, auth), eq(sysDict.delFlag, 0)];
    if (dictName) conds.push(ilike(sysDict.dictName, likePattern(dictName)));
    const rows = await this.db
      .select()
      .from(sysDict)
      .where(and(...conds))
      .orderBy(desc(sysDict.createTime), desc(sysDict.id));
    return rows.map((r) => ({
      ...dictRecord(r),
      key: String(r.id),
      title: String(r.dictName),
      value: String(r.id),
    }));
  }

  /** `getByCode`: one live dictionary. */
  async byCode(auth: AuthContext, code: string) {
    if (!DICT_CODE_RE.test(code)) throw badRequest('字典编码不合法');
    const [row] = await this.db
      .select()
      .from(sysDict)
      .where(and(liveScope(sysDict, auth), eq(sysDict.dictCode, code)));
    if (!row) throw notFound(`字典不存在：${code}`);
    return dictRecord(row);
  }
}
