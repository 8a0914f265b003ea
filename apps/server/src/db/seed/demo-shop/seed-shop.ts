import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { changePoints } from '../../../domains/points/index.ts';
import {
  newOrderNo,
  teachingOrder,
  teachingProduct,
  teachingProductCategory,
} from '../../../domains/shop/index.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { deliveryOf, extensionOf } from '../../../platform/storage/upload-policy.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import { sysFile, sysUser } from '../../schema/index.ts';
import { coverPng } from '../demo-teaching/course-map.ts';
import { DEMO_COURSE_IDS } from '../demo-teaching/seed-teaching.ts';

const T = DEFAULT_TENANT_ID;
const SYSTEM = 'system';
const DIR = 'shop/demo';

const CATEGORIES = [
  { id: '0193f000-0000-7000-8000-0000000e0001', categoryName: '文具周边', sortNo: 1 },
  { id: '0193f000-0000-7000-8000-0000000e0002', categoryName: '课程', sortNo: 2 },
  { id: '0193f000-0000-7000-8000-0000000e0003', categoryName: '证书', sortNo: 3 },
] as const;
const [STATIONERY, COURSES, CERTS] = CATEGORIES.map((c) => c.id);

interface DemoGood {
  id: string;
  productName: string;
  categoryId: string;
  goodsType: string;
  refId?: string;
  pointsPrice: number;
  moneyPrice: number;
  stock: number;
  perUserLimit: number;
  hue: string;
  shape: 'circle' | 'square' | 'triangle';
  description: string;
}

const good = (n: number) => `0193f000-0000-7000-8000-0000000e01${String(n).padStart(2, '0')}`;

const GOODS: DemoGood[] = [
  {
    id: good(1),
    productName: '码趣定制笔记本',
    categoryId: STATIONERY,
    goodsType: '1',
    pointsPrice: 200,
    moneyPrice: 0,
    stock: 50,
    perUserLimit: 2,
    hue: '#4a7bd9',
    shape: 'square',
    description: '<p>A5 方格本，封面印有码趣小狗，记下每一个编程灵感。</p>',
  },
  {
    id: good(2),
    productName: '编程主题帆布袋',
    categoryId: STATIONERY,
    goodsType: '1',
    pointsPrice: 300,
    moneyPrice: 29.9,
    stock: 30,
    perUserLimit: 0,
    hue: '#2e9d6a',
    shape: 'circle',
    description: '<p>结实耐用的帆布袋，装下电脑和课本。</p>',
  },
  {
    id: good(3),
    productName: '机器人橡皮擦套装',
    categoryId: STATIONERY,
    goodsType: '1',
    pointsPrice: 80,
    moneyPrice: 0,
    stock: 8,
    perUserLimit: 3,
    hue: '#f08a24',
    shape: 'triangle',
    description: '<p>四只可拼装的机器人橡皮擦。</p>',
  },
  {
    id: good(4),
    productName: 'Python 编程入门课',
    categoryId: COURSES,
    goodsType: '2',
    refId: DEMO_COURSE_IDS.python,
    // Within student1's points: 三年级1班 sees this course only next week, buying it opens it now.
    pointsPrice: 200,
    moneyPrice: 99,
    stock: 999,
    perUserLimit: 1,
    hue: '#7b5cd6',
    shape: 'square',
    description: '<p>打招呼、海龟画图、猜数字：三节课认识 Python。兑换后立即开通，在「我的课程」里学习。</p>',
  },
  {
    id: good(5),
    productName: 'Scratch 创意编程课',
    categoryId: COURSES,
    goodsType: '2',
    refId: DEMO_COURSE_IDS.scratch,
    pointsPrice: 600,
    moneyPrice: 0,
    stock: 999,
    perUserLimit: 1,
    hue: '#d9534f',
    shape: 'circle',
    description: '<p>用积木搭出会动的故事和游戏。</p>',
  },
  {
    id: good(6),
    productName: '优秀学员荣誉证书（纸质版）',
    categoryId: CERTS,
    goodsType: '1',
    pointsPrice: 500,
    moneyPrice: 0,
    stock: 20,
    perUserLimit: 1,
    hue: '#c9a227',
    shape: 'triangle',
    description: '<p>烫金纸质证书，由机构盖章后寄出。</p>',
  },
];

async function storeCovers(db: Db, storage: FileStorage) {
  for (const g of GOODS) {
    const key = `${DIR}/${g.id}.png`;
    const data = await coverPng(g.hue, g.shape);
    if (!(await storage.get(key))) await storage.put(key, data, deliveryOf(extensionOf(key)).contentType);
    await db
      .insert(sysFile)
      .values({
        id: uuidv7(),
        tenantId: T,
        name: `${g.productName}.png`,
        path: key,
        size: data.length,
        type: 'png',
        storage: storage.kind,
        biz: 'shop',
        isPublic: true,
        createBy: SYSTEM,
      })
      .onConflictDoNothing();
  }
}

/** Turns the demo school's shop on (the official-site switch `indexConfig.ifshopping`). */
async function openShop(db: Db) {
  const [row] = await db
    .select()
    .from(sysConfig)
    .where(and(eq(sysConfig.tenantId, T), eq(sysConfig.configKey, 'indexConfig')));
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(row?.configValue || '{}');
  } catch {
    config = {};
  }
  const value = JSON.stringify({ ...config, ifshopping: true });
  await db
    .insert(sysConfig)
    .values({ tenantId: T, configKey: 'indexConfig', configValue: value })
    .onConflictDoUpdate({ target: [sysConfig.tenantId, sysConfig.configKey], set: { configValue: value } });
}

/** student1 earned some points and redeemed a notebook, so the order desk has something to ship. */
async function demoOrder(db: Db, now: Date) {
  const [student] = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, T), eq(sysUser.username, 'student1'), eq(sysUser.delFlag, 0)));
  if (!student) return;
  const notebook = GOODS[0];
  await db.transaction(async (tx) => {
    await changePoints(tx, {
      tenantId: T,
      userId: student.id,
      amount: 500,
      reason: '课堂表现优秀',
      by: SYSTEM,
    });
    const order = {
      id: uuidv7(),
      tenantId: T,
      orderNo: newOrderNo(now),
      userId: student.id,
      username: student.username,
      productId: notebook.id,
      productName: notebook.productName,
      cover: `${DIR}/${notebook.id}.png`,
      goodsType: '1',
      count: 1,
      payMethod: 'points',
      pointsAmount: notebook.pointsPrice,
      status: 'paid',
      paidTime: now,
      receiverName: '李小明',
      receiverPhone: '13800000000',
      receiverAddress: '码趣示范学校 三年级1班',
    };
    await tx.insert(teachingOrder).values(order);
    await changePoints(tx, {
      tenantId: T,
      userId: student.id,
      amount: -notebook.pointsPrice,
      reason: `兑换「${notebook.productName}」×1（订单 ${order.orderNo}）`,
      kind: 'redeem',
      eventKey: `order-redeem:${order.orderNo}`,
      by: student.username,
    });
    await tx
      .update(teachingProduct)
      .set({ stock: sql`${teachingProduct.stock} - 1`, sales: sql`${teachingProduct.sales} + 1` })
      .where(eq(teachingProduct.id, notebook.id));
  });
}

/** 积分商城 of the demo school: three categories, six goods on shelf and one order. Runs once. */
export async function seedDemoShop(db: Db, storage: FileStorage, now = new Date()): Promise<void> {
  const [seeded] = await db
    .select({ id: teachingProductCategory.id })
    .from(teachingProductCategory)
    .where(eq(teachingProductCategory.id, CATEGORIES[0].id));
  if (seeded) return;
  await storeCovers(db, storage);
  await db
    .insert(teachingProductCategory)
    .values(CATEGORIES.map((c) => ({ ...c, tenantId: T, enabled: true, createBy: SYSTEM })));
  await db.insert(teachingProduct).values(
    GOODS.map((g, i) => ({
      id: g.id,
      tenantId: T,
      productName: g.productName,
      cover: `${DIR}/${g.id}.png`,
      gallery: `${DIR}/${g.id}.png`,
      description: g.description,
      categoryId: g.categoryId,
      goodsType: g.goodsType,
      refId: g.refId ?? null,
      pointsPrice: g.pointsPrice,
      moneyPrice: g.moneyPrice,
      stock: g.stock,
      perUserLimit: g.perUserLimit,
      sales: 0,
      status: '1',
      sortNo: i + 1,
      createBy: SYSTEM,
    })),
  );
  await openShop(db);
  await demoOrder(db, now);
}
