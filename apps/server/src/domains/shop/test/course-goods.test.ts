import type { CourseGoods, MyCourse } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { COURSE, UNIT } from '../../../../test/helpers/course-paths.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { teachingCourse, teachingCourseUser } from '../../teaching/index.ts';
import { teachingOrder } from '../tables.ts';
import {
  addGood,
  balanceOf,
  FRONT,
  ORDER,
  openShopApp,
  orderCount,
  setPoints,
  setShopOpen,
  stockOf,
} from './shop-fixtures.ts';
import { addCourse, addUnit, departIdOf, HOUR, linkCourse } from './virtual-fixtures.ts';

const suite = appSuite(() => openShopApp({ admin: 'admin', student: 'student1' }));

let classA: string;

beforeAll(async () => {
  classA = await departIdOf(suite.t, 'A01A01');
});

/** A course of two units on sale for `pointsPrice` points (and optionally money). */
async function courseOnSale(over: Json = {}) {
  const courseId = await addCourse(suite.t);
  const units = [await addUnit(suite.t, courseId, 1), await addUnit(suite.t, courseId, 2)];
  const productId = await addGood(suite.admin, { goodsType: '2', refId: courseId, pointsPrice: 50, ...over });
  return { courseId, units, productId };
}

const mine = async () => (await suite.student.get(`${COURSE}/mineCourse`)).body.result as MyCourse[];
const grantsOf = (courseId: string) =>
  suite.t.db
    .select()
    .from(teachingCourseUser)
    .where(and(eq(teachingCourseUser.userId, suite.me), eq(teachingCourseUser.courseId, courseId)));
const redeem = (productId: string, count = 1) => suite.student.post(`${ORDER}/redeem`, { productId, count });

describe('a course bought with points', () => {
  it('is the learner’s at once: listed in my courses, units, progress and homework open', async () => {
    const { courseId, units, productId } = await courseOnSale();
    await setPoints(suite.t, suite.me, 200);
    expect((await suite.student.get(`${UNIT}/mineUnit?courseId=${courseId}`)).status).toBe(403);
    expect((await mine()).map((c) => c.id)).not.toContain(courseId);

    const res = await redeem(productId);
    expect(res.status, res.body.message).toBe(200);
    const order = (res.body.result as { order: Json }).order;
    expect(order).toMatchObject({ status: 'completed', goodsType: '2', courseId });
    expect(await balanceOf(suite.t, suite.me)).toBe(150);
    expect(await grantsOf(courseId)).toHaveLength(1);

    const listed = (await mine()).find((c) => c.id === courseId);
    expect(listed?.openTime).toEqual(expect.any(String));
    const detail = await suite.student.get(`${COURSE}/courseDetail?id=${courseId}`);
    expect(detail.status).toBe(200);
    expect((detail.body.result as Json).access).toBe('learner');
    const unitList = await suite.student.get(`${UNIT}/mineUnit?courseId=${courseId}`);
    expect(unitList.status).toBe(200);
    expect((unitList.body.result as { records: Json[] }).records.map((u) => u.id)).toEqual(units);
    expect((await suite.student.post(`${UNIT}/unitViewLog`, { unitId: units[0] })).status).toBe(200);
    const work = await suite.student.get(`${UNIT}/getUnitWorkInfo?unitId=${units[0]}`);
    expect(work.status).toBe(200);
    expect((work.body.result as Json).state).toBe('viewed');
  });

  it('refuses a course the buyer already has, by purchase or by class, and changes nothing', async () => {
    const { productId } = await courseOnSale();
    await setPoints(suite.t, suite.me, 500);
    expect((await redeem(productId)).status).toBe(200);
    const again = await redeem(productId);
    expect([again.status, again.body.message]).toEqual([400, '你已拥有该课程']);
    expect(await balanceOf(suite.t, suite.me)).toBe(450);
    expect(await orderCount(suite.t, productId)).toBe(1);

    const byClass = await courseOnSale();
    await linkCourse(suite.t, classA, byClass.courseId);
    const refused = await redeem(byClass.productId);
    expect([refused.status, refused.body.message]).toEqual([400, '你已拥有该课程']);
    expect(await stockOf(suite.t, byClass.productId)).toEqual({ stock: 10, sales: 0 });
    expect(await balanceOf(suite.t, suite.me)).toBe(450);
  });

  it('opens a course the class would see only tomorrow', async () => {
    const { courseId, productId } = await courseOnSale();
    await linkCourse(suite.t, classA, courseId, new Date(Date.now() + 24 * HOUR));
    await setPoints(suite.t, suite.me, 100);
    expect((await mine()).map((c) => c.id)).not.toContain(courseId);
    expect((await redeem(productId)).status).toBe(200);
    expect((await mine()).map((c) => c.id)).toContain(courseId);
  });

  it('delivers nothing when the order fails', async () => {
    const poor = await courseOnSale({ pointsPrice: 300 });
    await setPoints(suite.t, suite.me, 299);
    const short = await redeem(poor.productId);
    expect([short.status, short.body.message]).toEqual([400, '积分不足']);
    expect(await grantsOf(poor.courseId)).toHaveLength(0);

    const gone = await courseOnSale();
    await suite.t.db.update(teachingCourse).set({ delFlag: 1 }).where(eq(teachingCourse.id, gone.courseId));
    await setPoints(suite.t, suite.me, 100);
    const res = await redeem(gone.productId);
    expect([res.status, res.body.message]).toEqual([404, '该商品关联的课程不存在或已删除，请联系管理员']);
    expect(await grantsOf(gone.courseId)).toHaveLength(0);
    expect(await balanceOf(suite.t, suite.me)).toBe(100);
    expect(await stockOf(suite.t, gone.productId)).toEqual({ stock: 10, sales: 0 });
    expect(await orderCount(suite.t, gone.productId)).toBe(0);

    const two = await courseOnSale();
    const many = await redeem(two.productId, 2);
    expect([many.status, many.body.message]).toEqual([400, '虚拟商品每次只能购买 1 件']);
  });

  it('is taken back by a refund', async () => {
    const { courseId, productId } = await courseOnSale();
    await setPoints(suite.t, suite.me, 100);
    const order = ((await redeem(productId)).body.result as { order: Json }).order;
    const refund = await suite.admin.post(`${ORDER}/refund`, { id: order.id, reason: '买错了' });
    expect(refund.status, refund.body.message).toBe(200);
    expect(await grantsOf(courseId)).toHaveLength(0);
    expect((await mine()).map((c) => c.id)).not.toContain(courseId);
    expect(await balanceOf(suite.t, suite.me)).toBe(100);
  });
});

describe('a course bought with money', () => {
  const buy = async (productId: string) => {
    const res = await suite.student.post(`${ORDER}/create`, { productId, count: 1, payMethod: 'manual' });
    expect(res.status, res.body.message).toBe(200);
    return (res.body.result as { order: Json }).order.id as string;
  };

  it('opens when the payment is confirmed; a second order waits for the first', async () => {
    const { courseId, productId } = await courseOnSale({ pointsPrice: 10, moneyPrice: 9.9 });
    const orderId = await buy(productId);
    expect(await grantsOf(courseId)).toHaveLength(0);
    await setPoints(suite.t, suite.me, 100);
    const second = await redeem(productId);
    expect([second.status, second.body.message]).toEqual([
      400,
      '你已有该课程的待支付订单，请先完成支付或取消订单',
    ]);
    const paid = await suite.admin.post(`${ORDER}/confirmPaid`, { id: orderId });
    expect(paid.status, paid.body.message).toBe(200);
    expect((paid.body.result as Json).status).toBe('completed');
    expect(await grantsOf(courseId)).toHaveLength(1);
  });

  it('stays paid when the course cannot be delivered, and the order desk delivers it later', async () => {
    const { courseId, productId } = await courseOnSale({ pointsPrice: 0, moneyPrice: 5 });
    const orderId = await buy(productId);
    await suite.t.db.update(teachingCourse).set({ delFlag: 1 }).where(eq(teachingCourse.id, courseId));
    const paid = await suite.admin.post(`${ORDER}/confirmPaid`, { id: orderId });
    expect(paid.status, paid.body.message).toBe(200);
    expect((paid.body.result as Json).status).toBe('paid');
    expect(await grantsOf(courseId)).toHaveLength(0);

    const refused = await suite.admin.post(`${ORDER}/complete`, { id: orderId });
    expect([refused.status, refused.body.message]).toEqual([
      404,
      '该商品关联的课程不存在或已删除，请联系管理员',
    ]);
    await suite.t.db.update(teachingCourse).set({ delFlag: 0 }).where(eq(teachingCourse.id, courseId));
    const done = await suite.admin.post(`${ORDER}/complete`, { id: orderId });
    expect(done.status, done.body.message).toBe(200);
    expect((done.body.result as Json).status).toBe('completed');
    expect(await grantsOf(courseId)).toHaveLength(1);
    const [row] = await suite.t.db.select().from(teachingOrder).where(eq(teachingOrder.id, orderId));
    expect(row.status).toBe('completed');
  });
});

describe('course goods for the course pages', () => {
  it('lists course goods on shelf with whether the caller owns the course', async () => {
    const owned = await courseOnSale();
    const open = await courseOnSale({ pointsPrice: 30, moneyPrice: 8 });
    await setPoints(suite.t, suite.me, 100);
    expect((await redeem(owned.productId)).status).toBe(200);
    const list = (await suite.student.get(`${FRONT}/courseGoods`)).body.result as CourseGoods[];
    expect(list.find((g) => g.productId === owned.productId)?.owned).toBe(true);
    expect(list.find((g) => g.productId === open.productId)).toMatchObject({
      courseId: open.courseId,
      pointsPrice: 30,
      moneyPrice: 8,
      soldOut: false,
      owned: false,
    });
    const anon = (await call(suite.t, 'GET', `${FRONT}/courseGoods`)).body.result as CourseGoods[];
    expect(anon.some((g) => g.owned)).toBe(false);
    expect(anon.map((g) => g.productId)).toContain(open.productId);
    const detail = await suite.student.get(`${FRONT}/detail?id=${open.productId}`);
    expect(detail.body.result).toMatchObject({ courseId: open.courseId, contents: [expect.any(String)] });
    await setShopOpen(suite.t, false);
    try {
      expect((await suite.student.get(`${FRONT}/courseGoods`)).body.result).toEqual([]);
    } finally {
      await setShopOpen(suite.t, true);
    }
  });
});
