import { GOODS_TYPES, goodsRefIds, STAFF_ONLY_GOODS_TYPES } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { deliverPaperPack, paperPackTarget } from '../../exam/index.ts';
import { actorOf } from '../../identity/index.ts';
import { copyCertTemplate, grantCourse, learnsCourses } from '../../teaching/index.ts';
import { refNames } from '../goods/goods-refs.ts';
import { teachingProduct as p } from '../resources.ts';
import { teachingOrder as o } from '../tables.ts';
import type { ProductForSale } from './order-stock.ts';
import type { OrderRow } from './order-view.ts';

// Virtual goods: who may buy them, and handing them over once the order is paid.

const staffOnly = (goodsType: string) => (STAFF_ONLY_GOODS_TYPES as readonly string[]).includes(goodsType);
const isStaff = (auth: AuthContext) => isAdmin(auth) || auth.userIdentity === 2;
const typeName = (goodsType: string) => GOODS_TYPES[goodsType as keyof typeof GOODS_TYPES] ?? '该商品';

function assertStaff(auth: AuthContext, goodsType: string) {
  if (staffOnly(goodsType) && !isStaff(auth)) throw badRequest(`${typeName(goodsType)}仅限老师和管理员购买`);
}

/**
 * Refuses, in Chinese, a virtual good this buyer cannot receive. Runs in the order's transaction after
 * the stock is taken (its row lock queues buyers of the same good), so two quick orders of one course
 * cannot both pass.
 */
export async function checkDeliverable(
  tx: Db,
  auth: AuthContext,
  product: ProductForSale,
  count: number,
): Promise<void> {
  if (product.goodsType === '1') return;
  if (count !== 1) throw badRequest('虚拟商品每次只能购买 1 件');
  assertStaff(auth, product.goodsType);
  if (product.goodsType === '4') await paperPackTarget(tx, auth);
  if (product.goodsType !== '2') return;
  const [courseId] = goodsRefIds(product.refId);
  if (courseId && (await learnsCourses(tx, auth, [courseId])).has(courseId))
    throw badRequest('你已拥有该课程');
  const [open] = await tx
    .select({ status: o.status })
    .from(o)
    .where(
      and(
        tenantScope(o, auth),
        eq(o.userId, auth.userId),
        eq(o.productId, product.id),
        inArray(o.status, ['pending', 'paid']),
      ),
    )
    .limit(1);
  if (open?.status === 'pending') throw badRequest('你已有该课程的待支付订单，请先完成支付或取消订单');
  if (open) throw badRequest('你已购买该课程，正在开通中，请稍后在「我的课程」查看');
}

/** An order placed before orders kept what they deliver: the product's link as it is now. */
async function productRefId(tx: Db, order: OrderRow): Promise<string | null> {
  const [row] = await tx
    .select({ refId: p.refId })
    .from(p)
    .where(and(tenantScope(p, order.tenantId), eq(p.id, order.productId)));
  return (row?.refId as string | null | undefined) ?? null;
}

/**
 * Hands a paid virtual good to its buyer inside the caller's transaction: a course becomes theirs to
 * learn, a certificate template is copied into their organisation's templates, a paper pack into their
 * school (teachers) or their organisation's bank (administrators). Anything it cannot do throws, so
 * the caller's transaction delivers all or nothing. `buyer` defaults to the order's user as stored.
 */
export async function deliverOrder(tx: Db, order: OrderRow, buyer?: AuthContext): Promise<void> {
  if (order.goodsType === '1') return;
  const who = buyer ?? (await actorOf(tx, order.tenantId, order.userId));
  if (!who) throw badRequest('购买人账号不存在或已停用，无法发放商品');
  assertStaff(who, order.goodsType);
  const ids = goodsRefIds(order.refId ?? (await productRefId(tx, order)));
  if (order.goodsType === '2') {
    if (!ids[0] || !(await refNames(tx, order.tenantId, '2', ids[0])).length)
      throw notFound('该商品关联的课程不存在或已删除，请联系管理员');
    await grantCourse(tx, {
      tenantId: order.tenantId,
      userId: order.userId,
      courseId: ids[0],
      orderId: order.id,
    });
  } else if (order.goodsType === '3') {
    if (!ids[0]) throw notFound('该商品未关联证书模板，请联系管理员');
    await copyCertTemplate(
      tx,
      { tenantId: order.tenantId, templateId: ids[0] },
      { tenantId: who.tenantId, by: who.username },
    );
  } else if (order.goodsType === '4') {
    await deliverPaperPack(tx, who, order.tenantId, ids);
  }
}
