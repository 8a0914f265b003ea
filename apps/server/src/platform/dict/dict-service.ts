import type { DictItem } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_TENANT_ID, tenantScope } from '../tenancy/tenancy.ts';
import { sysDict, sysDictItem } from './tables.ts';

export const DICT_CODE_RE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** Enabled dictionary items by dictionary code; a tenant without its own copy reads the default tenant's. */
export class DictService {
  constructor(private readonly db: Db) {}

  async itemsByCode(tenantId: string, codes?: string[]): Promise<Record<string, DictItem[]>> {
    const own = await this.load(tenantId, codes);
    if (tenantId === DEFAULT_TENANT_ID) return own;
    const fallback = await this.load(DEFAULT_TENANT_ID, codes);
    return { ...fallback, ...own };
  }

  async items(tenantId: string, code: string): Promise<DictItem[]> {
    return (await this.itemsByCode(tenantId, [code]))[code] ?? [];
  }

  private async load(tenantId: string, codes?: string[]) {
    const conditions = [
      tenantScope(sysDict, tenantId),
      eq(sysDict.delFlag, 0),
      eq(sysDictItem.delFlag, 0),
      eq(sysDictItem.status, '1'),
    ];
    if (codes) conditions.push(inArray(sysDict.dictCode, codes));
    const rows = await this.db
      .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(and(...conditions))
      .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.createTime));
    const out: Record<string, DictItem[]> = {};
    for (const r of rows) {
      const code = String(r.code);
      const value = String(r.value);
      const text = String(r.text);
      const list = out[code] ?? [];
      list.push({ value, text, title: text });
      out[code] = list;
    }
    return out;
  }
}
