import { envelopeOf, galleryWorkSchema, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { teachingWork } from '../work/work-tables.ts';
import { addWork, OTHER_TENANT_ID, type SocialActors, socialApp, WORK } from './social-fixtures.ts';

const suite = appSuite(socialApp);

const ids: Record<string, string> = {};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  const { s1, s2, s3 } = suite;
  ids.saved = await addWork(suite.t, {
    userId: s1,
    workName: '保存的',
    workStatus: 0,
    saveTime: minutesAgo(1),
  });
  ids.submitted = await addWork(suite.t, {
    userId: s1,
    workName: '提交的',
    workStatus: 1,
    workScene: 'course',
    saveTime: minutesAgo(2),
  });
  ids.graded = await addWork(suite.t, {
    userId: s3,
    workName: '批改的',
    workStatus: 2,
    saveTime: minutesAgo(3),
  });
  ids.home = await addWork(suite.t, {
    userId: s1,
    workName: '小猫跳舞',
    workStatus: 3,
    saveTime: minutesAgo(4),
  });
  ids.featured = await addWork(suite.t, {
    userId: s2,
    workName: '海底世界',
    workStatus: 4,
    saveTime: minutesAgo(5),
  });
  ids.python = await addWork(suite.t, {
    userId: s3,
    workName: '猜数字',
    workType: 4,
    workStatus: 4,
    saveTime: minutesAgo(6),
  });
  ids.home2 = await addWork(suite.t, {
    userId: s2,
    workName: '赛车 100%',
    workStatus: 3,
    saveTime: minutesAgo(7),
  });
  ids.foreign = await addWork(suite.t, {
    userId: s1,
    workName: '外机构',
    workStatus: 4,
    tenantId: OTHER_TENANT_ID,
  });
  await suite.t.db.update(teachingWork).set({ starNum: 9, viewNum: 1 }).where(eq(teachingWork.id, ids.home2));
  await suite.t.db.update(teachingWork).set({ viewNum: 50 }).where(eq(teachingWork.id, ids.python));
});

type Card = { id: string; workName: string; workStatus: number; [k: string]: unknown };
const page = async (client: SocialActors[keyof SocialActors], url: string) => {
  const res = await client.get(url);
  expectAnswer(res, envelopeOf(pageResultOf(galleryWorkSchema)));
  return res.body.result as { records: Card[]; total: number };
};

describe('leaderboard', () => {
  it('shows visitors only the public works of the default tenant, newest first', async () => {
    const { records, total } = await page(suite.a.visitor, `${WORK}/leaderboard?pageNo=1&pageSize=20`);
    expect(records.map((r) => r.id)).toEqual([ids.home, ids.featured, ids.python, ids.home2]);
    expect(total).toBe(4);
    expect(records[0]).toMatchObject({
      workName: '小猫跳舞',
      workType: 2,
      workType_dictText: 'Scratch3',
      workStatus: 3,
      workStatus_dictText: '首页展示',
      realname: '李小明',
    });
    expect(records[0].coverFileKey_url).toMatch(/^\/api\/sys\/common\/static\/works\/.+\.png\?.*sign=/);
    expect(JSON.stringify(records)).not.toContain('workFile');
  });

  it('pages, orders by stars or views and filters by type and name (LIKE text is literal)', async () => {
    const p2 = await page(suite.a.student1, `${WORK}/leaderboard?pageNo=2&pageSize=3`);
    expect(p2.records.map((r) => r.id)).toEqual([ids.home2]);
    expect(p2.total).toBe(4);
    const stars = await page(suite.a.visitor, `${WORK}/leaderboard?orderBy=starNum&pageSize=2`);
    expect(stars.records[0].id).toBe(ids.home2);
    const views = await page(suite.a.visitor, `${WORK}/leaderboard?orderBy=viewNum&pageSize=2`);
    expect(views.records[0].id).toBe(ids.python);
    const py = await page(suite.a.visitor, `${WORK}/leaderboard?workType=4`);
    expect(py.records.map((r) => r.id)).toEqual([ids.python]);
    const named = await page(suite.a.visitor, `${WORK}/leaderboard?workName=${encodeURIComponent('100%')}`);
    expect(named.records.map((r) => r.id)).toEqual([ids.home2]);
    const percent = await page(suite.a.visitor, `${WORK}/leaderboard?workName=${encodeURIComponent('%')}`);
    expect(percent.records.map((r) => r.id)).toEqual([ids.home2]);
  });

  it('keeps other tenants apart', async () => {
    const { records } = await page(suite.a.outsider, `${WORK}/leaderboard`);
    expect(records.map((r) => r.id)).toEqual([ids.foreign]);
  });

  it('lists works not yet public only to those who manage them', async () => {
    const visitor = await page(suite.a.visitor, `${WORK}/leaderboard?workStatus=0`);
    expect(visitor.records).toEqual([]);
    const other = await page(suite.a.student2, `${WORK}/leaderboard?workStatus=0`);
    expect(other.records).toEqual([]);
    const own = await page(suite.a.student1, `${WORK}/leaderboard?workStatus=0`);
    expect(own.records.map((r) => r.id)).toEqual([ids.saved]);
    const teacher = await page(suite.a.teacher, `${WORK}/leaderboard?workStatus=2`);
    expect(teacher.records).toEqual([]);
    const teacher2 = await page(suite.a.teacher2, `${WORK}/leaderboard?workStatus=2`);
    expect(teacher2.records.map((r) => r.id)).toEqual([ids.graded]);
    const admin = await page(suite.a.admin, `${WORK}/leaderboard?workStatus=1`);
    expect(admin.records.map((r) => r.id)).toEqual([ids.submitted]);
  });

  it('refuses bad parameters with a Chinese 400', async () => {
    for (const q of ['orderBy=createTime', 'workType=99', 'pageSize=1000', 'workStatus=7', "workName=a'--"]) {
      const res = await suite.a.visitor.get(`${WORK}/leaderboard?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('greatWork', () => {
  it('lists only featured works, newest first, filterable by type', async () => {
    const all = await page(suite.a.visitor, `${WORK}/greatWork?pageNo=1&pageSize=10`);
    expect(all.records.map((r) => r.id)).toEqual([ids.featured, ids.python]);
    expect(all.records.every((r) => r.workStatus === 4)).toBe(true);
    const py = await page(suite.a.visitor, `${WORK}/greatWork?workType=4`);
    expect(py.records.map((r) => r.id)).toEqual([ids.python]);
  });
});
