import { randomInt } from 'node:crypto';
import type { ContestCodeRow } from '@ck/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingContestCode as k } from '../tables.ts';
import { loadContest } from './contest-access.ts';
import { groupOfContest } from './participant-join.ts';
import { groupNames } from './participant-service.ts';

/** No 0/O, 1/I: a code read aloud or copied from paper stays unambiguous. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 10;

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const MAX_EXPORT = 20_000;

/** Verification codes: each registers one user into one group, once. */
export class CodeService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async generate(auth: AuthContext, input: { contestId: string; groupId: string; count: number }) {
    const contest = await loadContest(this.db, auth.tenantId, input.contestId);
    const group = await groupOfContest(this.db, auth.tenantId, contest.id, input.groupId);
    const codes: string[] = [];
    // The unique index settles collisions (with any tenant's codes): those are simply drawn again.
    for (let round = 0; codes.length < input.count && round < 10; round++) {
      const batch = Array.from({ length: input.count - codes.length }, newCode);
      const rows = await this.db
        .insert(k)
        .values(
          batch.map((code) => ({
            id: uuidv7(),
            tenantId: auth.tenantId,
            contestId: contest.id,
            groupId: group.id,
            code,
            createBy: auth.username,
            createTime: new Date(),
          })),
        )
        .onConflictDoNothing()
        .returning({ code: k.code });
      codes.push(...rows.map((r) => r.code));
    }
    return { codes };
  }

  private where(auth: AuthContext, q: { contestId: string; groupId?: string; used?: number }) {
    const filters: SQL[] = [tenantScope(k, auth), eq(k.contestId, q.contestId)];
    if (q.groupId) filters.push(eq(k.groupId, q.groupId));
    if (q.used !== undefined) filters.push(q.used ? isNotNull(k.usedBy) : isNull(k.usedBy));
    return and(...filters) as SQL;
  }

  private async rowsJson(auth: AuthContext, contestId: string, rows: (typeof k.$inferSelect)[]) {
    const userIds = [...new Set(rows.flatMap((r) => (r.usedBy ? [r.usedBy] : [])))];
    const [groups, users] = await Promise.all([
      groupNames(this.ctx, auth.tenantId, [contestId]),
      userIds.length
        ? this.db
            .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
            .from(sysUser)
            .where(and(tenantScope(sysUser, auth), inArray(sysUser.id, userIds)))
        : [],
    ]);
    const names = new Map(users.map((u) => [u.id, u.realname || u.username]));
    return rows.map(
      (r): ContestCodeRow => ({
        id: r.id,
        code: r.code,
        groupId: r.groupId,
        groupName: groups.get(r.groupId) ?? null,
        usedBy: r.usedBy,
        usedByName: r.usedBy ? (names.get(r.usedBy) ?? null) : null,
        usedAt: formatDateTime(r.usedAt),
        createTime: formatDateTime(r.createTime),
      }),
    );
  }

  async list(
    auth: AuthContext,
    q: { contestId: string; groupId?: string; used?: number; pageNo: number; pageSize: number },
  ) {
    const contest = await loadContest(this.db, auth.tenantId, q.contestId);
    const where = this.where(auth, { ...q, contestId: contest.id });
    const { rows, total } = await tablePage(this.db, k, where, [desc(k.createTime), asc(k.code)], q);
    return { records: await this.rowsJson(auth, contest.id, rows), total };
  }

  async workbook(auth: AuthContext, q: { contestId: string; groupId?: string }) {
    const contest = await loadContest(this.db, auth.tenantId, q.contestId);
    const rows = await this.db
      .select()
      .from(k)
      .where(this.where(auth, { ...q, contestId: contest.id }))
      .orderBy(asc(k.groupId), asc(k.createTime), asc(k.code))
      .limit(MAX_EXPORT);
    const buffer = await sheetWorkbook(
      '验证码',
      sheetColumns(['验证码', '分组', '使用人', '使用时间', '生成时间'], 18),
      (await this.rowsJson(auth, contest.id, rows)).map((r) => [
        r.code,
        r.groupName ?? '',
        r.usedByName ?? '',
        r.usedAt ?? '',
        r.createTime ?? '',
      ]),
    );
    return { contestName: contest.contestName, buffer };
  }
}
