import { announcementBody, defineResource } from '@ck/shared';
import { desc } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { SheetRow } from '../../crud/excel-read.ts';
import { chunks } from '../../crud/records.ts';
import { cellText, RowProblems, sheetOutcome } from '../../crud/sheet-import.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../platform/http/dates.ts';
import { sanitizeRichText } from '../../platform/http/rich-text.ts';
import { liveScope } from '../../platform/tenancy/tenancy.ts';
import { sysAnnouncement as a } from './tables.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the announcement sheet (export and import). */
export const announcementSheet = defineResource({
  module: 'sys',
  name: 'annountCement',
  label: '通知公告',
  table: 'sys_announcement',
  permPrefix: 'system:announcement',
  fields: {
    titile: text('标题'),
    msgAbstract: text('摘要'),
    msgContent: text('内容'),
    startTime: text('开始时间'),
    endTime: text('结束时间'),
    sender: text('发布人'),
    priority: text('优先级'),
    msgCategory: text('消息类型'),
    msgType: text('通告对象'),
    sendStatus: text('发布状态'),
  },
});

const PRIORITY: Record<string, string> = { L: '低', M: '中', H: '高' };
const CATEGORY: Record<string, string> = { '1': '通知公告', '2': '系统消息' };
const TARGET: Record<string, string> = { ALL: '全体用户', USER: '指定用户' };
const STATUS: Record<string, string> = { '0': '未发布', '1': '已发布', '2': '已撤销' };

/** A cell holding a code or its label, as the code (anything else passed on for the schema to refuse). */
const codeOf = (labels: Record<string, string>, cell: string | undefined) =>
  cell === undefined ? undefined : (Object.entries(labels).find(([, l]) => l === cell)?.[0] ?? cell);

/** Every live announcement of the tenant, newest first, as sheet rows with codes as their labels. */
export async function announcementSheetRows(db: Db, auth: AuthContext) {
  const rows = await db.select().from(a).where(liveScope(a, auth)).orderBy(desc(a.createTime), desc(a.id));
  return rows.map((r) => ({
    titile: r.titile,
    msgAbstract: r.msgAbstract,
    msgContent: r.msgContent,
    startTime: formatDateTime(r.startTime),
    endTime: formatDateTime(r.endTime),
    sender: r.sender,
    priority: PRIORITY[r.priority] ?? r.priority,
    msgCategory: CATEGORY[r.msgCategory] ?? r.msgCategory,
    msgType: TARGET[r.msgType] ?? r.msgType,
    sendStatus: STATUS[r.sendStatus] ?? r.sendStatus,
  }));
}

/**
 * Imports announcements as drafts for all users (named recipients cannot travel in a sheet); each row is
 * checked like `add`, and nothing is written unless every row is valid. The status column is ignored.
 */
export async function importAnnouncements(db: Db, auth: AuthContext, rows: SheetRow[]) {
  const problems = new RowProblems();
  const values: (typeof a.$inferInsert)[] = [];
  for (const r of rows) {
    const cell = (name: string) => cellText(r, name);
    const target = codeOf(TARGET, cell('msgType'));
    if (target === 'USER') {
      problems.add(r.rowNumber, '导入的公告只能发给全体用户，指定用户请在页面上选择');
      continue;
    }
    const parsed = announcementBody.safeParse({
      titile: cell('titile'),
      msgAbstract: cell('msgAbstract'),
      msgContent: cell('msgContent'),
      startTime: cell('startTime'),
      endTime: cell('endTime'),
      sender: cell('sender'),
      priority: codeOf(PRIORITY, cell('priority')),
      msgCategory: codeOf(CATEGORY, cell('msgCategory')),
      msgType: target,
    });
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    const v = parsed.data;
    values.push({
      id: uuidv7(),
      tenantId: auth.tenantId,
      titile: v.titile,
      msgAbstract: v.msgAbstract,
      msgContent: sanitizeRichText(v.msgContent),
      startTime: v.startTime,
      endTime: v.endTime,
      sender: v.sender ?? auth.username,
      priority: v.priority,
      msgCategory: v.msgCategory,
      msgType: 'ALL',
      createBy: auth.username,
    });
  }
  if (!problems.size)
    await db.transaction(async (tx) => {
      for (const part of chunks(values, 500)) await tx.insert(a).values(part);
    });
  return sheetOutcome(rows.length, problems, '公告');
}
