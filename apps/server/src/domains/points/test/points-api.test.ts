import {
  envelopeOf,
  pageResultOf,
  pointsAdminRowSchema,
  pointsLedgerItemSchema,
  pointsRankRowSchema,
  pointsRuleSchema,
  signInStatusSchema,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer, type Json, type Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { LEDGER_HEADERS } from '../ledger/ledger-excel.ts';
import { teachingJifenRule } from '../tables.ts';
import { JIFEN, ledgerOf, pointsApp, RULE } from './points-fixtures.ts';

const suite = appSuite(pointsApp);

const rules = envelopeOf(z.array(pointsRuleSchema));

describe('rules', () => {
  it('lists every kind with the defaults before any save', async () => {
    const res = await suite.w.student.get(`${RULE}/list`);
    expectAnswer(res, rules);
    const list = res.body.result as { kind: string; amount: number; dailyCap: number; enabled: number }[];
    expect(list.map((r) => r.kind)).toEqual([
      'workSubmit',
      'workGraded',
      'workFeatured',
      'examResult',
      'contestAward',
      'signIn',
    ]);
    expect(list[0]).toMatchObject({ amount: 5, dailyCap: 20, enabled: 1 });
    expect(list[5]).toMatchObject({ amount: 2, dailyCap: 0, enabled: 1 });
  });

  it('saves for administrators only, validated, keeping kinds not sent', async () => {
    expect(
      (await suite.w.teacher.post(`${RULE}/save`, [{ kind: 'signIn', amount: 3, dailyCap: 0, enabled: 1 }]))
        .status,
    ).toBe(403);
    for (const bad of [
      [{ kind: 'signIn', amount: -1, dailyCap: 0, enabled: 1 }],
      [{ kind: 'signIn', amount: 10_001, dailyCap: 0, enabled: 1 }],
      [{ kind: 'nope', amount: 1, dailyCap: 0, enabled: 1 }],
      [{ kind: 'signIn', amount: 1, dailyCap: 0, enabled: 2 }],
      [
        { kind: 'signIn', amount: 1, dailyCap: 0, enabled: 1 },
        { kind: 'signIn', amount: 2, dailyCap: 0, enabled: 1 },
      ],
      [],
    ]) {
      const res = await suite.w.admin.post(`${RULE}/save`, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await suite.t.db.select().from(teachingJifenRule)).toHaveLength(0);

    const res = await suite.w.admin.post(`${RULE}/save`, [
      { kind: 'signIn', amount: 3, dailyCap: 0, enabled: 1 },
    ]);
    expectAnswer(res, rules);
    const list = res.body.result as { kind: string; amount: number }[];
    expect(list.find((r) => r.kind === 'signIn')?.amount).toBe(3);
    expect(list.find((r) => r.kind === 'workSubmit')?.amount).toBe(5);
    // Another tenant's rules are its own.
    const other = (await suite.w.outsider.get(`${RULE}/list`)).body.result as {
      kind: string;
      amount: number;
    }[];
    expect(other.find((r) => r.kind === 'signIn')?.amount).toBe(2);
  });
});

describe('daily sign-in', () => {
  it('pays once a day; the second time says so and pays nothing', async () => {
    const before = await suite.w.student2.get(`${JIFEN}/signInStatus`);
    expectAnswer(before, envelopeOf(signInStatusSchema));
    expect(before.body.result).toMatchObject({ signedToday: false, amount: 3, streak: 0, enabled: true });

    const first = await suite.w.student2.post(`${JIFEN}/signIn`, {});
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ amount: 3, balance: 3 });
    expect(first.body.message).toContain('签到成功');

    const second = await suite.w.student2.post(`${JIFEN}/signIn`, {});
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('今天已经签到过了，明天再来吧');
    expect((await ledgerOf(suite.t, suite.w.ids.student2)).balance).toBe(3);

    const after = await suite.w.student2.get(`${JIFEN}/signInStatus`);
    expect(after.body.result).toMatchObject({ signedToday: true, streak: 1 });
  });

  it('is refused while the sign-in rule is off', async () => {
    await suite.w.admin.post(`${RULE}/save`, [{ kind: 'signIn', amount: 3, dailyCap: 0, enabled: 0 }]);
    const res = await suite.w.studentB.post(`${JIFEN}/signIn`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('每日签到暂未开放');
    expect((await ledgerOf(suite.t, suite.w.ids.studentB)).rows).toHaveLength(0);
    await suite.w.admin.post(`${RULE}/save`, [{ kind: 'signIn', amount: 3, dailyCap: 0, enabled: 1 }]);
  });
});

describe('awards and deductions', () => {
  const award = (userId: string, amount: number, reason = '课堂表现好') => ({ userId, amount, reason });

  it('refuses students, teachers outside the class, and bad input, writing nothing', async () => {
    expect((await suite.w.student.post(`${JIFEN}/award`, award(suite.w.ids.student2, 5))).status).toBe(403);
    const outside = await suite.w.teacherB.post(`${JIFEN}/award`, award(suite.w.ids.student1, 5));
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('只能给你所管理班级的学生奖励或扣减积分');
    for (const body of [
      award(suite.w.ids.student1, 0),
      award(suite.w.ids.student1, 10_001),
      award(suite.w.ids.student1, 5, ' '),
    ]) {
      const res = await suite.w.teacher.post(`${JIFEN}/award`, body);
      expect(res.status).toBe(400);
    }
    expect((await suite.w.outsider.post(`${JIFEN}/award`, award(suite.w.ids.student1, 5))).status).toBe(404);
    expect((await ledgerOf(suite.t, suite.w.ids.student1)).rows).toHaveLength(0);
  });

  it('lets a teacher award and deduct for their student, never below 0, and audits it', async () => {
    const ok = await suite.w.teacher.post(`${JIFEN}/award`, award(suite.w.ids.student1, 12));
    expect(ok.status).toBe(200);
    expect(ok.body.result).toEqual({ userId: suite.w.ids.student1, balance: 12 });
    const down = await suite.w.teacher.post(`${JIFEN}/award`, award(suite.w.ids.student1, -5, '迟到'));
    expect(down.body.result).toEqual({ userId: suite.w.ids.student1, balance: 7 });
    const tooMuch = await suite.w.teacher.post(`${JIFEN}/award`, award(suite.w.ids.student1, -8, '扣分'));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('积分不足');
    const { rows, balance } = await ledgerOf(suite.t, suite.w.ids.student1);
    expect(balance).toBe(7);
    expect(rows.map((r) => r.amount).sort()).toEqual([-5, 12]);
    expect(rows.every((r) => r.kind === 'manual' && r.createBy === 'teacher')).toBe(true);

    const logs = await suite.t.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.operateType, 'teaching:jifen:award'), eq(sysLog.username, 'teacher')));
    expect(logs.map((l) => l.content).join('\n')).toContain('扣减 5 积分，原因：迟到');
  });

  it('lets an administrator award any user of the tenant', async () => {
    const res = await suite.w.admin.post(`${JIFEN}/award`, award(suite.w.ids.studentB, 30, '竞赛辅导'));
    expect(res.body.result).toEqual({ userId: suite.w.ids.studentB, balance: 30 });
    expect((await suite.w.admin.post(`${JIFEN}/award`, award(suite.w.ids.teacher, 1))).status).toBe(200);
  });
});

describe('ledger, export and class ranking', () => {
  const page = envelopeOf(pageResultOf(pointsAdminRowSchema));

  it('shows teachers only their classes’ students, with filters', async () => {
    const mine = await suite.w.teacher.get(`${JIFEN}/list?pageSize=50`);
    expectAnswer(mine, page);
    const users = new Set((mine.body.result as Page).records.map((r) => r.userId));
    expect(users).toEqual(new Set([suite.w.ids.student1, suite.w.ids.student2]));
    const b = (await suite.w.teacherB.get(`${JIFEN}/list`)).body.result as Page;
    expect(b.records.map((r) => r.userId)).toEqual([suite.w.ids.studentB]);

    const all = (await suite.w.admin.get(`${JIFEN}/list?pageSize=50`)).body.result as Page;
    expect(all.total).toBe(5);
    const signIns = (await suite.w.admin.get(`${JIFEN}/list?kind=signIn`)).body.result as Page;
    expect(signIns.records.map((r) => r.userId)).toEqual([suite.w.ids.student2]);
    const byName = (await suite.w.admin.get(`${JIFEN}/list?keyword=${encodeURIComponent('孙小')}`)).body
      .result as Page;
    expect(byName.records.map((r) => r.reason)).toEqual(['竞赛辅导']);
    const future = (await suite.w.admin.get(`${JIFEN}/list?createTime_begin=2099-01-01`)).body.result as Page;
    expect(future.total).toBe(0);
    expect((await suite.w.admin.get(`${JIFEN}/list?kind=bogus`)).status).toBe(400);
    expect((await suite.w.admin.get(`${JIFEN}/list?createTime_begin=2026-02-30`)).status).toBe(400);
    expect((await suite.w.student.get(`${JIFEN}/list`)).status).toBe(403);
    expect(((await suite.w.outsider.get(`${JIFEN}/list`)).body.result as Page).total).toBe(0);
  });

  it('exports the same rows as an Excel sheet', async () => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `${JIFEN}/exportXls?kind=manual`,
      headers: { 'x-access-token': await suite.t.login('teacher') },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(LEDGER_HEADERS);
    expect(sheet.rowCount).toBe(3);
    expect((await suite.w.student.get(`${JIFEN}/exportXls`)).status).toBe(403);
  });

  it('ranks a class by balance for its teacher only', async () => {
    const res = await suite.w.teacher.get(`${JIFEN}/classRank?classId=${suite.w.classA}`);
    expectAnswer(res, envelopeOf(z.array(pointsRankRowSchema)));
    const rows = res.body.result as Json[];
    expect(rows.map((r) => [r.rank, r.userId, r.balance])).toEqual([
      [1, suite.w.ids.student1, 7],
      [2, suite.w.ids.student2, 3],
    ]);
    expect((await suite.w.teacherB.get(`${JIFEN}/classRank?classId=${suite.w.classA}`)).status).toBe(403);
    expect((await suite.w.admin.get(`${JIFEN}/classRank?classId=${suite.w.classB}`)).status).toBe(200);
    expect((await suite.w.outsider.get(`${JIFEN}/classRank?classId=${suite.w.classA}`)).status).toBe(404);
  });

  it('filters my own ledger by kind and day', async () => {
    const ledger = envelopeOf(pageResultOf(pointsLedgerItemSchema));
    const all = await suite.w.student.get(`${JIFEN}/myList`);
    expectAnswer(all, ledger);
    expect((all.body.result as Page).total).toBe(2);
    const manual = (await suite.w.student2.get(`${JIFEN}/myList?kind=signIn`)).body.result as Page;
    expect(manual.records).toEqual([
      expect.objectContaining({ amount: 3, kind: 'signIn', kind_dictText: '每日签到' }),
    ]);
    const old = (await suite.w.student.get(`${JIFEN}/myList?createTime_end=2020-01-01`)).body.result as Page;
    expect(old.total).toBe(0);
    expect(
      (await suite.w.student.get(`${JIFEN}/myList?createTime_begin=2026-05-02&createTime_end=2026-05-01`))
        .status,
    ).toBe(400);
  });
});
