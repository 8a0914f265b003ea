import {
  type ApiResult,
  defineResource,
  type ImportResult,
  isFileRef,
  WORK_SCENES,
  WORK_STATUSES,
  WORK_TYPES,
  type WorkRow,
  workSceneField,
  workStatusField,
  workTypeField,
} from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { SheetRow } from '../../../crud/excel-read.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { sysFile } from '../../ops/index.ts';
import { teachingWork } from './work-tables.ts';

const text = (label: string) => ({ kind: 'text' as const, label });

/** The columns of the work sheet (export and import). */
export const workSheet = defineResource({
  module: 'teaching',
  name: 'teachingWork',
  label: '作品列表',
  table: 'teaching_work',
  permPrefix: 'teaching:work',
  fields: {
    workName: text('作品名称'),
    username: text('用户账号'),
    realname: text('姓名'),
    workType: text('作品类型'),
    workScene: text('作品场景'),
    workStatus: text('作品状态'),
    workFile: text('作品文件'),
    workCover: text('作品封面'),
    departName: text('班级'),
    courseName: text('课程'),
    unitName: text('单元'),
    additionalName: text('额外作业'),
    score: text('成绩'),
    viewNum: text('浏览数'),
    starNum: text('点赞数'),
    saveTime: text('保存时间'),
  },
});

/** Works as sheet rows: codes as their Chinese labels. */
export const workSheetRows = (rows: WorkRow[]) =>
  rows.map((r) => ({
    ...r,
    workType: r.workType_dictText,
    workScene: r.workScene_dictText,
    workStatus: r.workStatus_dictText,
    score: r.score === null ? null : String(r.score),
    viewNum: String(r.viewNum),
    starNum: String(r.starNum),
  }));

const cellText = (row: SheetRow, name: string): string | undefined => {
  const v = row.body[name];
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

/** A code cell: the code itself or its Chinese label. */
function codeOf(labels: Record<string | number, string>, value: string | undefined) {
  if (value === undefined) return undefined;
  const hit = Object.entries(labels).find(([, l]) => l === value);
  return hit ? hit[0] : value;
}

const importRow = z.object({
  workName: z
    .string({ error: '缺少作品名称' })
    .trim()
    .min(1, '缺少作品名称')
    .max(100, '作品名称不能超过 100 个字符'),
  username: z.string({ error: '缺少用户账号' }).trim().min(1, '缺少用户账号'),
  workType: workTypeField,
  workScene: workSceneField.optional(),
  workStatus: workStatusField.optional(),
  workFile: z
    .string({ error: '缺少作品文件' })
    .max(500, '作品文件路径过长')
    .refine(isFileRef, '作品文件必须是已上传的文件或 http(s) 链接'),
  workCover: z
    .string()
    .max(500, '作品封面路径过长')
    .refine(isFileRef, '作品封面必须是已上传的文件或 http(s) 链接')
    .optional(),
});

type Problem = { row: number; message: string };

/** 200 with the count, or 400 naming the bad rows; nothing is written on 400. */
function outcome(total: number, problems: Problem[]): { status: 200 | 400; body: ApiResult<ImportResult> } {
  if (!problems.length)
    return {
      status: 200,
      body: ok({ total, success: total, failed: 0, errors: [] }, `导入成功，共 ${total} 个作品`),
    };
  const shown = problems
    .slice(0, 5)
    .map((p) => `第 ${p.row} 行：${p.message}`)
    .join('；');
  const more = problems.length > 5 ? `等 ${problems.length} 行有误` : '';
  return {
    status: 400,
    body: refused(
      { total, success: 0, failed: problems.length, errors: problems },
      `导入失败，未写入任何数据。${shown}${more}`,
      400,
    ),
  };
}

/**
 * Imports works for users of the tenant (admins): each row names its author by account, and its file
 * as a stored file of the tenant or an http(s) link. Every row is checked; all are written or none.
 */
export async function importWorks(db: Db, auth: AuthContext, rows: SheetRow[]) {
  const problems: Problem[] = [];
  const usernames = [...new Set(rows.map((r) => cellText(r, 'username')).filter((u): u is string => !!u))];
  const users = usernames.length
    ? await db
        .select({ id: sysUser.id, username: sysUser.username })
        .from(sysUser)
        .where(and(liveScope(sysUser, auth), inArray(sysUser.username, usernames)))
    : [];
  const userOf = new Map(users.map((u) => [u.username, u.id]));
  const paths = rows
    .flatMap((r) => [cellText(r, 'workFile'), cellText(r, 'workCover')])
    .filter((p): p is string => !!p && !/^https?:/i.test(p));
  const stored = new Set(
    paths.length
      ? (
          await db
            .select({ path: sysFile.path })
            .from(sysFile)
            .where(and(liveScope(sysFile, auth), inArray(sysFile.path, paths)))
        ).map((f) => f.path)
      : [],
  );
  const now = new Date();
  const values: (typeof teachingWork.$inferInsert)[] = [];
  for (const r of rows) {
    const parsed = importRow.safeParse({
      workName: cellText(r, 'workName'),
      username: cellText(r, 'username'),
      workType: codeOf(WORK_TYPES, cellText(r, 'workType')),
      workScene: codeOf(WORK_SCENES, cellText(r, 'workScene')),
      workStatus: codeOf(WORK_STATUSES, cellText(r, 'workStatus')),
      workFile: cellText(r, 'workFile'),
      workCover: cellText(r, 'workCover'),
    });
    if (!parsed.success) {
      problems.push({
        row: r.rowNumber,
        message: [...new Set(parsed.error.issues.map((i) => i.message))].join('；'),
      });
      continue;
    }
    const d = parsed.data;
    const messages: string[] = [];
    const userId = userOf.get(d.username);
    if (!userId) messages.push(`用户“${d.username}”不存在`);
    for (const p of [d.workFile, d.workCover])
      if (p && !/^https?:/i.test(p) && !stored.has(p)) messages.push(`文件“${p}”不存在`);
    if (messages.length || !userId) {
      problems.push({ row: r.rowNumber, message: messages.join('；') });
      continue;
    }
    values.push({
      id: uuidv7(),
      tenantId: auth.tenantId,
      userId,
      workName: d.workName,
      workType: d.workType,
      workScene: d.workScene ?? 'create',
      workStatus: d.workStatus ?? 0,
      workFile: d.workFile,
      workCover: d.workCover ?? null,
      saveTime: now,
      createBy: auth.username,
      createTime: now,
    });
  }
  if (!problems.length && values.length) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < values.length; i += 500)
        await tx.insert(teachingWork).values(values.slice(i, i + 500));
    });
  }
  return outcome(rows.length, problems);
}
