import {
  ADDITIONAL_WORK_STATUSES,
  type AdditionalWork,
  additionalWorkAddBody,
  COURSE_WORK_TYPES,
  defineResource,
} from '@ck/shared';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { codeOf, RowProblems, sheetOutcome } from '../../teaching/courses/sheet-import.ts';
import { classProblem } from './homework-policy.ts';
import type { HomeworkInput, HomeworkService } from './homework-service.ts';
import { teachingAdditionalWork } from './homework-tables.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the extra homework sheet (export and import). */
export const homeworkSheet = defineResource({
  module: 'teaching',
  name: 'teachingAdditionalWork',
  label: '额外作业',
  table: 'teaching_additional_work',
  permPrefix: 'teaching:additionalWork',
  fields: {
    workName: text('作业名称'),
    codeType: text('作业类型'),
    workDept: text('班级'),
    status: text('状态'),
    startTime: text('开始时间'),
    endTime: text('截止时间'),
    workDesc: text('作业说明'),
    workCover: text('作业封面'),
    workUrl: text('作业素材'),
    workDocumentUrl: text('作业文档'),
    problemId: text('判题题目'),
  },
});

/** Homework as sheet rows: codes as their Chinese labels, classes by name. */
export function homeworkSheetRows(rows: AdditionalWork[]) {
  return rows.map((r) => ({
    ...r,
    codeType: r.codeType_dictText,
    status: r.status_dictText,
    workDept: r.workDeptNames,
  }));
}

/** A cell as trimmed text (dates as `YYYY-MM-DD HH:mm:ss`); empty cells are undefined. */
function cell(row: SheetRow, name: string): string | undefined {
  const v = row.body[name];
  if (v === undefined || v === null) return undefined;
  const s = v instanceof Date ? (formatDateTime(v) ?? '') : String(v).trim();
  return s === '' ? undefined : s;
}

/**
 * Validates every row like `add` (classes by name or id among the classes the caller manages);
 * inserts all rows in one transaction, or none and the bad row numbers.
 */
export async function importHomework(db: Db, service: HomeworkService, auth: AuthContext, rows: SheetRow[]) {
  const scope = await service.scope(auth);
  const problems = new RowProblems();
  const valid: HomeworkInput[] = [];
  for (const r of rows) {
    const classIds: string[] = [];
    for (const name of (cell(r, 'workDept') ?? '').split(/[,，]/).map((s) => s.trim())) {
      if (!name) continue;
      const found = scope.classes.filter((c) => c.id === name || c.departName === name);
      if (found.length === 1) classIds.push(found[0].id);
      else problems.add(r.rowNumber, `班级“${name}”不存在、重名或不是您管理的班级`);
    }
    const parsed = additionalWorkAddBody.safeParse({
      workName: cell(r, 'workName'),
      codeType: codeOf(COURSE_WORK_TYPES, cell(r, 'codeType')),
      workDept: classIds.join(','),
      status: codeOf(ADDITIONAL_WORK_STATUSES, cell(r, 'status')),
      startTime: cell(r, 'startTime'),
      endTime: cell(r, 'endTime'),
      workDesc: cell(r, 'workDesc'),
      workCover: cell(r, 'workCover'),
      workUrl: cell(r, 'workUrl'),
      workDocumentUrl: cell(r, 'workDocumentUrl'),
      problemId: cell(r, 'problemId'),
    });
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    const problem =
      classProblem(scope, parsed.data.workDept) ?? (await service.inputProblem(auth, parsed.data));
    if (problem) problems.add(r.rowNumber, problem);
    else valid.push(parsed.data);
  }
  if (!problems.size) {
    const now = new Date();
    const values = valid.map((input) => service.rowOf(scope, input, now));
    await db.transaction(async (tx) => {
      for (const part of chunks(values, 500)) await tx.insert(teachingAdditionalWork).values(part);
    });
  }
  return sheetOutcome(rows.length, problems, '额外作业');
}
