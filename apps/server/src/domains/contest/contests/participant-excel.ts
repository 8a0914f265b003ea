import { defineResource, PARTICIPANT_SOURCES } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { cellText, RowProblems, sheetOutcome } from '../../../crud/sheet-import.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import {
  teachingContestClass as g,
  teachingUserOtherInfo as p,
  teachingContestSchool as sc,
} from '../tables.ts';
import { loadContest } from './contest-access.ts';
import { contestChanged } from './contest-changed.ts';
import { syncGroupAudience } from './group-exam.ts';
import { insertParticipant, leaveTeam } from './participant-join.ts';

export const MAX_PARTICIPANT_ROWS = 5000;

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the participant sheet (export and import). */
export const participantSheet = defineResource({
  module: 'teaching',
  name: 'teachingUserOtherInfo',
  label: '参赛学生',
  table: 'teaching_user_other_info',
  permPrefix: 'teaching:contest',
  fields: {
    username: text('账号'),
    realname: text('姓名'),
    schoolName: text('学校'),
    grade: text('年级'),
    groupName: text('分组'),
    guardianPhone: text('家长电话'),
  },
});
const HEADERS = ['账号', '姓名', '学校', '年级', '分组', '家长电话', '来源'];

/** Every live participant of a contest as a sheet; the first six columns read back by the import. */
export async function participantsWorkbook(ctx: AppContext, auth: AuthContext, contestId: string) {
  const contest = await loadContest(ctx.db, auth.tenantId, contestId);
  const [rows, groups] = await Promise.all([
    ctx.db
      .select()
      .from(p)
      .where(and(liveScope(p, auth), eq(p.contestId, contest.id)))
      .orderBy(asc(p.username)),
    ctx.db
      .select({ id: g.id, name: g.className })
      .from(g)
      .where(and(tenantScope(g, auth), eq(g.contestId, contest.id))),
  ]);
  const names = new Map(groups.map((r) => [r.id, r.name]));
  const buffer = await sheetWorkbook(
    '参赛学生',
    sheetColumns(HEADERS, 16),
    rows.map((r) => [
      r.username,
      r.realname,
      r.schoolName ?? '',
      r.grade ?? '',
      names.get(r.groupId) ?? '',
      r.guardianPhone ?? '',
      PARTICIPANT_SOURCES[r.source as keyof typeof PARTICIPANT_SOURCES] ?? r.source,
    ]),
  );
  return { contestName: contest.contestName, buffer };
}

interface Planned {
  userId: string;
  username: string;
  realname: string;
  groupId: string;
  schoolId: string | null;
  schoolName: string | null;
  grade: string | null;
  guardianPhone: string | null;
}

const limit = (v: string | undefined, max: number) => (v ? v.slice(0, max) : null);

/**
 * Imports participants: existing accounts by 账号, groups by name (may be empty when the contest has one
 * group), schools by name. Rows of accounts already in the contest update them. All rows are checked
 * first; any problem answers 400 listing the rows and writes nothing.
 */
export async function importParticipants(
  ctx: AppContext,
  auth: AuthContext,
  contestId: string,
  rows: SheetRow[],
) {
  const contest = await loadContest(ctx.db, auth.tenantId, contestId);
  if (rows.length > MAX_PARTICIPANT_ROWS) throw badRequest(`一次最多导入 ${MAX_PARTICIPANT_ROWS} 名参赛学生`);
  const usernames = [...new Set(rows.flatMap((r) => cellText(r, 'username') ?? []))];
  const [groups, schools, users] = await Promise.all([
    ctx.db
      .select()
      .from(g)
      .where(and(liveScope(g, auth), eq(g.contestId, contest.id))),
    ctx.db
      .select()
      .from(sc)
      .where(and(liveScope(sc, auth), eq(sc.contestId, contest.id))),
    usernames.length
      ? ctx.db
          .select({ id: sysUser.id, username: sysUser.username })
          .from(sysUser)
          .where(and(liveScope(sysUser, auth), inArray(sysUser.username, usernames)))
      : [],
  ]);
  const groupByName = new Map(groups.map((r) => [r.className, r.id]));
  const schoolByName = new Map(schools.map((r) => [r.schoolName, r.id]));
  const userByName = new Map(users.map((u) => [u.username, u]));
  const problems = new RowProblems();
  const planned: Planned[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const username = cellText(row, 'username');
    const user = username ? userByName.get(username) : undefined;
    if (!username) problems.add(row.rowNumber, '请填写账号');
    else if (!user) problems.add(row.rowNumber, `账号 ${username} 不存在`);
    else if (seen.has(user.id)) problems.add(row.rowNumber, `账号 ${username} 重复`);
    const realname = cellText(row, 'realname');
    if (!realname) problems.add(row.rowNumber, '请填写姓名');
    const groupName = cellText(row, 'groupName');
    const groupId = groupName ? groupByName.get(groupName) : groups.length === 1 ? groups[0].id : undefined;
    if (!groupId) problems.add(row.rowNumber, groupName ? `分组“${groupName}”不存在` : '请填写分组');
    const phone = cellText(row, 'guardianPhone');
    if (phone && !/^[0-9+\- ]{5,20}$/.test(phone)) problems.add(row.rowNumber, '家长电话格式不正确');
    if (!user || !realname || !groupId) continue;
    seen.add(user.id);
    const schoolName = limit(cellText(row, 'schoolName'), 100);
    planned.push({
      userId: user.id,
      username: user.username,
      realname: realname.slice(0, 100),
      groupId,
      schoolId: schoolName ? (schoolByName.get(schoolName) ?? null) : null,
      schoolName,
      grade: limit(cellText(row, 'grade'), 20),
      guardianPhone: phone ?? null,
    });
  }
  const outcome = sheetOutcome(rows.length, problems, '参赛学生');
  if (problems.size) return outcome;
  const touched = new Set<string>();
  await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: p.id, userId: p.userId, groupId: p.groupId })
      .from(p)
      .where(and(liveScope(p, auth), eq(p.contestId, contest.id)));
    const byUser = new Map(existing.map((r) => [r.userId, r]));
    for (const row of planned) {
      const { userId, username, ...fields } = row;
      const current = byUser.get(userId);
      touched.add(row.groupId);
      if (current) {
        touched.add(current.groupId);
        await tx
          .update(p)
          .set({
            ...fields,
            // Moved to another group: off the old group's team (its member list is cleaned below).
            ...(current.groupId !== row.groupId ? { teamId: null } : {}),
            updateBy: auth.username,
            updateTime: new Date(),
          })
          .where(eq(p.id, current.id));
        if (current.groupId !== row.groupId) await leaveTeam(tx, auth.tenantId, contest.id, userId);
      } else
        await insertParticipant(tx, {
          ...row,
          tenantId: auth.tenantId,
          contestId: contest.id,
          source: 'import',
          operator: auth.username,
        });
    }
  });
  await syncGroupAudience(ctx.db, auth.tenantId, touched);
  await contestChanged(ctx, auth.tenantId, contest.id);
  return outcome;
}
