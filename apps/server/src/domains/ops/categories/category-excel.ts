import { defineResource } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import { cellText, RowProblems, sheetOutcome } from '../../../crud/sheet-import.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysCategory } from '../tables.ts';
import { nextCode } from './category-code.ts';
import { ROOT_PID } from './category-service.ts';
import type { CategoryRow } from './category-tree.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the category sheet (export and import). */
export const categorySheet = defineResource({
  module: 'sys',
  name: 'category',
  label: '分类字典',
  table: 'sys_category',
  permPrefix: 'system:category',
  fields: {
    name: text('分类名称'),
    code: text('分类编码'),
    pcode: text('上级编码'),
    sortNo: text('排序'),
  },
});

const SEGMENT_RE = /^[A-Z]\d{2}$/;

/** Categories as sheet rows, parents before children; `selections` limits them to some ids. */
export function categorySheetRows(rows: CategoryRow[], selections?: string[]) {
  const codeOf = new Map(rows.map((r) => [r.id, r.code]));
  const chosen = selections?.length ? rows.filter((r) => selections.includes(r.id)) : rows;
  return [...chosen]
    .sort((a, b) => a.code.length - b.code.length || a.code.localeCompare(b.code))
    .map((r) => ({ name: r.name, code: r.code, pcode: codeOf.get(r.pid) ?? '', sortNo: String(r.sortNo) }));
}

interface Planned {
  id: string;
  pid: string;
  code: string;
  name: string;
  sortNo: number;
}

/**
 * Imports categories in sheet order: a row's parent is an existing category or an earlier row (by code);
 * a given code must extend the parent's code by one level and be unused, else the next free one is taken.
 * Every row is checked first; nothing is written unless all are valid.
 */
export async function importCategories(db: Db, auth: AuthContext, rows: SheetRow[]) {
  // Deleted rows keep their codes reserved, as when adding one by one.
  const existing = await db.select().from(sysCategory).where(tenantScope(sysCategory, auth));
  const usedCodes = new Set(existing.map((r) => r.code));
  const liveByCode = new Map(
    existing.filter((r) => r.delFlag === 0).map((r) => [r.code, { id: r.id, code: r.code }]),
  );
  const namesUnder = new Map<string, Set<string>>();
  for (const r of existing.filter((x) => x.delFlag === 0)) {
    const set = namesUnder.get(r.pid) ?? new Set<string>();
    set.add(r.name.toLowerCase());
    namesUnder.set(r.pid, set);
  }
  const problems = new RowProblems();
  const planned: Planned[] = [];
  for (const r of rows) {
    const name = cellText(r, 'name');
    const pcode = cellText(r, 'pcode')?.toUpperCase();
    const given = cellText(r, 'code')?.toUpperCase();
    const sortText = cellText(r, 'sortNo');
    const rowProblems: string[] = [];
    if (!name) rowProblems.push('请填写分类名称');
    else if (name.length > 100) rowProblems.push('分类名称不能超过 100 个字符');
    const sortNo = sortText === undefined ? 0 : Number(sortText);
    if (!Number.isInteger(sortNo) || sortNo < 0 || sortNo > 999_999)
      rowProblems.push('排序必须是 0 到 999999 的整数');
    const parent = pcode ? liveByCode.get(pcode) : { id: ROOT_PID, code: '' };
    if (!parent) rowProblems.push(`上级编码“${pcode}”不存在`);
    let code: string | null = null;
    if (parent) {
      if (given) {
        const segment = given.slice(parent.code.length);
        if (!given.startsWith(parent.code) || !SEGMENT_RE.test(segment) || segment === `${segment[0]}00`)
          rowProblems.push(
            `分类编码“${given}”不合规范，应为上级编码加一段字母与两位数字（如 ${parent.code}A01）`,
          );
        else if (usedCodes.has(given)) rowProblems.push(`分类编码“${given}”已被使用`);
        else code = given;
      } else {
        code = nextCode(parent.code, [...usedCodes]);
        if (!code) rowProblems.push('同一级分类数量已达上限');
      }
      const siblings = namesUnder.get(parent.id) ?? new Set<string>();
      if (name && siblings.has(name.toLowerCase())) rowProblems.push(`同一级下已存在分类：${name}`);
    }
    if (rowProblems.length || !parent || !code || !name) {
      for (const p of rowProblems) problems.add(r.rowNumber, p);
      continue;
    }
    const id = uuidv7();
    usedCodes.add(code);
    liveByCode.set(code, { id, code });
    const siblings = namesUnder.get(parent.id) ?? new Set<string>();
    siblings.add(name.toLowerCase());
    namesUnder.set(parent.id, siblings);
    planned.push({ id, pid: parent.id, code, name, sortNo });
  }
  if (!problems.size) {
    await db.transaction(async (tx) => {
      const values = planned.map((p) => ({ ...p, tenantId: auth.tenantId, createBy: auth.username }));
      for (const part of chunks(values, 500)) await tx.insert(sysCategory).values(part);
    });
  }
  return sheetOutcome(rows.length, problems, '分类');
}

/** Every live category of the tenant, for the export. */
export async function liveCategories(db: Db, auth: AuthContext) {
  return db.select().from(sysCategory).where(liveScope(sysCategory, auth));
}
