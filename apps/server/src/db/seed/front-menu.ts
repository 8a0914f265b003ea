import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import type { Db } from '../client.ts';
import { teachingMenu } from '../schema/index.ts';

const DEFAULT_MENU: [string, string, boolean][] = [
  ['首页', '/home-page/home', false],
  ['新闻动态', '/home-page/frontNews', false],
  ['精品课程', '/home-page/course', false],
  ['在线测评', '/home-page/testing', false],
  ['赛事活动', '/home-page/raceList', true],
  ['积分商城', '/home-page/otherGoods', false],
];

/** A first menu for a tenant that never had one (deleted rows count: an emptied menu stays empty). */
export async function seedFrontMenu(db: Db, tenantId: string) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teachingMenu)
    .where(tenantScope(teachingMenu, tenantId));
  if (n > 0) return;
  await db.insert(teachingMenu).values(
    DEFAULT_MENU.map(([title, url, needLogin], i) => ({
      id: uuidv7(),
      tenantId,
      title,
      url,
      needLogin,
      sortNo: (i + 1) * 10,
      createBy: 'system',
    })),
  );
}
