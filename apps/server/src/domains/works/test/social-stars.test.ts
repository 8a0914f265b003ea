import {
  collectResultSchema,
  envelopeOf,
  galleryWorkSchema,
  myStarSchema,
  pageResultOf,
  starResultSchema,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { teachingWorkStar } from '../social/social-tables.ts';
import { addWork, socialApp, WORK, workRow } from './social-fixtures.ts';

const suite = appSuite(socialApp);

let publicWork: string;
let privateWork: string;

beforeAll(async () => {
  publicWork = await addWork(suite.t, { userId: suite.s1, workName: '小猫跳舞', workStatus: 3 });
  privateWork = await addWork(suite.t, { userId: suite.s1, workName: '还没做完', workStatus: 0 });
});

describe('stars and collects', () => {
  it('counts a user’s star once and toggles it off', async () => {
    const first = await suite.a.student2.get(`${WORK}/starWork?workId=${publicWork}`);
    expectAnswer(first, envelopeOf(starResultSchema));
    expect(first.body.result).toEqual({ starred: true, starNum: 1 });
    const other = await suite.a.student3.get(`${WORK}/starWork?workId=${publicWork}`);
    expect(other.body.result).toEqual({ starred: true, starNum: 2 });
    const again = await suite.a.student2.get(`${WORK}/starWork?workId=${publicWork}`);
    expect(again.body.result).toEqual({ starred: false, starNum: 1 });
    const rows = await suite.t.db
      .select()
      .from(teachingWorkStar)
      .where(and(eq(teachingWorkStar.workId, publicWork), eq(teachingWorkStar.kind, 'star')));
    expect(rows).toHaveLength(1);
    expect((await workRow(suite.t, publicWork)).starNum).toBe(1);
  });

  it('counts racing stars of one user once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => suite.a.admin.get(`${WORK}/starWork?workId=${publicWork}`)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const rows = await suite.t.db
      .select()
      .from(teachingWorkStar)
      .where(and(eq(teachingWorkStar.workId, publicWork), eq(teachingWorkStar.kind, 'star')));
    expect((await workRow(suite.t, publicWork)).starNum).toBe(rows.length);
  });

  it('collects, reports my marks and lists my collected works', async () => {
    const res = await suite.a.student2.get(`${WORK}/collectWork?workId=${publicWork}`);
    expectAnswer(res, envelopeOf(collectResultSchema));
    expect(res.body.result).toEqual({ collected: true, collectNum: 1 });
    const mine = await suite.a.student2.get(`${WORK}/myStar?workId=${publicWork}`);
    expectAnswer(mine, envelopeOf(myStarSchema));
    expect(mine.body.result).toEqual({ starred: false, collected: true });
    const visitor = await suite.a.visitor.get(`${WORK}/myStar?workId=${publicWork}`);
    expect(visitor.body.result).toEqual({ starred: false, collected: false });
    const list = await suite.a.student2.get(`${WORK}/myCollect?pageNo=1&pageSize=10`);
    expectAnswer(list, envelopeOf(pageResultOf(galleryWorkSchema)));
    expect((list.body.result as { records: { id: string }[] }).records.map((r) => r.id)).toEqual([
      publicWork,
    ]);
    expect((await suite.a.student3.get(`${WORK}/myCollect`)).body.result).toMatchObject({
      records: [],
      total: 0,
    });
  });

  it('never lets others star or collect a private work; the owner may', async () => {
    for (const url of [`starWork?workId=${privateWork}`, `collectWork?workId=${privateWork}`]) {
      const res = await suite.a.student2.get(`${WORK}/${url}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('作品不存在或未公开');
    }
    expect((await suite.a.outsider.get(`${WORK}/starWork?workId=${publicWork}`)).status).toBe(404);
    expect((await suite.a.visitor.get(`${WORK}/starWork?workId=${publicWork}`)).status).toBe(401);
    const own = await suite.a.student1.get(`${WORK}/starWork?workId=${privateWork}`);
    expect(own.body.result).toEqual({ starred: true, starNum: 1 });
    const row = await workRow(suite.t, privateWork);
    expect(row.collectNum).toBe(0);
  });

  it('has no route that lets a caller write counters', async () => {
    const res = await suite.a.student1.get(`${WORK}/starWork?workId=${publicWork}&starNum=1000`);
    expect(res.status).toBe(200);
    expect((res.body.result as { starNum: number }).starNum).toBeLessThan(10);
    const bad = await suite.a.student1.get(`${WORK}/starWork?workId=${encodeURIComponent("x' or 1=1 --")}`);
    expect(bad.status).toBe(400);
  });
});
