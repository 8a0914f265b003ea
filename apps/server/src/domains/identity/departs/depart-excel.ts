import { addDepartBody, defineResource } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { cellText, codeOf, RowProblems, sheetOutcome } from '../../../crud/sheet-import.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { childCodes, type DepartRow, departsOfTenant, insertDepartRow } from './depart-repository.ts';
import { MAX_SIBLINGS, nextOrgCode } from './org-code.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the department sheet (export and import). */
export const departSheet = defineResource({
  module: 'sys',
  name: 'sysDepart',
  label: '部门',
  table: 'sys_depart',
  permPrefix: 'system:depart',
  fields: {
    parent: text('上级部门'),
    departName: text('部门名称'),
    departNameEn: text('英文名'),
    departNameAbbr: text('缩写'),
    orgCategory: text('机构类别'),
    departOrder: text('排序'),
    mobile: text('电话'),
    address: text('地址'),
    memo: text('备注'),
    description: text('描述'),
    orgCode: text('机构编码'),
  },
});

/** The category as the sheet shows it; import also takes the page's longer labels. */
const CATEGORY_TEXT: Record<number, string> = { 1: '学校', 2: '部门', 3: '班级' };
const CATEGORY_ALIASES: Record<string, string> = {
  机构: '1',
  '机构/学校': '1',
  年级: '2',
  '部门/年级': '2',
};
const MAX_CODE_LENGTH = 60;

/** One row per department in tree order; the parent is named by its org code, which is unique. */
export function departSheetRows(rows: DepartRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...rows]
    .sort((a, b) => (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0))
    .map((r) => ({
      parent: (r.parentId && byId.get(r.parentId)?.orgCode) || null,
      departName: r.departName,
      departNameEn: r.departNameEn,
      departNameAbbr: r.departNameAbbr,
      orgCategory: CATEGORY_TEXT[Number(r.orgCategory)] ?? r.orgCategory,
      departOrder: String(r.departOrder),
      mobile: r.mobile,
      address: r.address,
      memo: r.memo,
      description: r.description,
      orgCode: r.orgCode,
    }));
}

export const exportedDeparts = (db: Db, auth: AuthContext) => departsOfTenant(db, auth.tenantId);

/** A row's own fields, checked like `add`; its parent comes from the parent column. */
const departRowBody = addDepartBody.omit({ parentId: true });

/** A checked row waiting for its parent to be known. */
interface PlannedDepart {
  rowNumber: number;
  body: z.output<typeof departRowBody>;
  /** The sheet's code of the row: only a key other rows may name as their parent. */
  sheetCode?: string;
  parentText?: string;
  /** Filled while resolving: an existing department, or another row of the sheet. */
  parent?: { existing: DepartRow } | { row: PlannedDepart };
}

/** Where a row's parent text points: a sheet row or a live department, by code first, then by name. */
function resolveParent(
  text: string,
  planned: PlannedDepart[],
  existing: DepartRow[],
): NonNullable<PlannedDepart['parent']> | string {
  const rowByCode = planned.find((p) => p.sheetCode === text);
  if (rowByCode) return { row: rowByCode };
  const departByCode = existing.find((d) => d.orgCode === text);
  if (departByCode) return { existing: departByCode };
  const rowsByName = planned.filter((p) => p.body.departName === text);
  const departsByName = existing.filter((d) => d.departName === text);
  if (rowsByName.length + departsByName.length > 1) return `上级部门“${text}”有重名，请填写其机构编码`;
  if (rowsByName.length) return { row: rowsByName[0] };
  if (departsByName.length) return { existing: departsByName[0] };
  return `上级部门“${text}”不存在`;
}

/** How deep a row sits under sheet rows, or null when its parents loop back to it. */
function sheetDepth(row: PlannedDepart): number | null {
  const seen = new Set<PlannedDepart>();
  let at: PlannedDepart | undefined = row;
  let depth = 0;
  while (at?.parent && 'row' in at.parent) {
    if (seen.has(at)) return null;
    seen.add(at);
    at = at.parent.row;
    depth++;
  }
  return depth;
}

/** The category's code from its text (学校, 部门/年级 …) or the code itself. */
function categoryCode(text: string | undefined) {
  if (text === undefined) return undefined;
  return CATEGORY_ALIASES[text] ?? String(codeOf(CATEGORY_TEXT, text));
}

function parseRow(r: SheetRow) {
  return departRowBody.safeParse({
    departName: cellText(r, 'departName'),
    orgCategory: categoryCode(cellText(r, 'orgCategory')),
    departOrder: cellText(r, 'departOrder'),
    description: cellText(r, 'description'),
    departNameEn: cellText(r, 'departNameEn') ?? null,
    departNameAbbr: cellText(r, 'departNameAbbr') ?? null,
    mobile: cellText(r, 'mobile') ?? null,
    address: cellText(r, 'address') ?? null,
    memo: cellText(r, 'memo') ?? null,
  });
}

/** Checks every row: fields like `add`, codes unique, parents found, no loops, no children of classes. */
function checkRows(rows: SheetRow[], existing: DepartRow[], problems: RowProblems): PlannedDepart[] {
  const planned: PlannedDepart[] = [];
  const codes = new Set<string>();
  for (const r of rows) {
    const parsed = parseRow(r);
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    const sheetCode = cellText(r, 'orgCode');
    if (sheetCode && existing.some((d) => d.orgCode === sheetCode))
      problems.add(r.rowNumber, `机构编码“${sheetCode}”已存在，导入只新增部门`);
    else if (sheetCode && codes.has(sheetCode)) problems.add(r.rowNumber, `机构编码“${sheetCode}”在表中重复`);
    if (sheetCode) codes.add(sheetCode);
    planned.push({ rowNumber: r.rowNumber, body: parsed.data, sheetCode, parentText: cellText(r, 'parent') });
  }
  for (const p of planned) {
    if (!p.parentText) continue;
    const parent = resolveParent(p.parentText, planned, existing);
    if (typeof parent === 'string') problems.add(p.rowNumber, parent);
    else if (('row' in parent ? parent.row : null) === p) problems.add(p.rowNumber, '上级部门不能是自己');
    else p.parent = parent;
  }
  for (const p of planned) {
    if (!p.parent) continue;
    const category = 'row' in p.parent ? p.parent.row.body.orgCategory : p.parent.existing.orgCategory;
    if (category === '3') problems.add(p.rowNumber, '班级下不能再添加下级');
    const depth = sheetDepth(p);
    if (depth === null) problems.add(p.rowNumber, '上级部门形成了循环');
  }
  return planned;
}

/** Rows ordered so every parent comes before its children. */
function parentsFirst(planned: PlannedDepart[]): PlannedDepart[] {
  return [...planned].sort((a, b) => (sheetDepth(a) ?? 0) - (sheetDepth(b) ?? 0));
}

/**
 * Imports departments: every row is checked like `add`, its parent (an earlier or later row, or a
 * live department, by code or name) must exist and not be a class; org codes are derived as in `add`.
 * Nothing is written unless every row is valid.
 */
export async function importDeparts(db: Db, auth: AuthContext, rows: SheetRow[]) {
  const existing = await departsOfTenant(db, auth.tenantId);
  const problems = new RowProblems();
  const planned = checkRows(rows, existing, problems);
  if (problems.size) return sheetOutcome(rows.length, problems, '部门');
  try {
    await db.transaction(async (tx) => {
      const written = new Map<PlannedDepart, { id: string; orgCode: string }>();
      for (const p of parentsFirst(planned)) {
        const parent = !p.parent
          ? null
          : 'row' in p.parent
            ? written.get(p.parent.row)!
            : { id: p.parent.existing.id, orgCode: p.parent.existing.orgCode };
        const siblings = await childCodes(tx, auth.tenantId, parent?.id ?? null);
        if (siblings.length >= MAX_SIBLINGS) throw new RowsRefused(p.rowNumber, '同一级下的部门数量已达上限');
        const orgCode = nextOrgCode(parent?.orgCode ?? '', siblings);
        if (orgCode.length > MAX_CODE_LENGTH) throw new RowsRefused(p.rowNumber, '部门层级过深');
        const id = uuidv7();
        await insertDepartRow(tx, {
          id,
          tenantId: auth.tenantId,
          parentId: parent?.id ?? null,
          ...p.body,
          orgCode,
          createBy: auth.username,
        });
        written.set(p, { id, orgCode });
      }
    });
  } catch (err) {
    if (err instanceof RowsRefused) {
      problems.add(err.rowNumber, err.message);
      return sheetOutcome(rows.length, problems, '部门');
    }
    if (isUniqueViolation(err)) throw conflict('部门编码生成冲突，请重试');
    throw err;
  }
  return sheetOutcome(rows.length, problems, '部门');
}

/** Leaves the import transaction, rolling back every row, when a row cannot be placed. */
class RowsRefused extends Error {
  constructor(
    readonly rowNumber: number,
    message: string,
  ) {
    super(message);
  }
}
