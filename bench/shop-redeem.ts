import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { changePoints, teachingJifenBalance } from '../apps/server/src/domains/points/index.ts';
import { teachingOrder, teachingProduct } from '../apps/server/src/domains/shop/index.ts';
import { Checkout } from '../apps/server/src/domains/shop/orders/order-checkout.ts';
import type { AuthContext } from '../apps/server/src/platform/auth/auth-context.ts';
import { sysConfig } from '../apps/server/src/platform/config/tables.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { seededDatabase } from './bench-database.ts';
import { inProcessApp } from './in-process-app.ts';
import { percentile, round1 } from './latency.ts';

// Shop redemption under a rush: BUYERS signed-in students redeem the same good at once through the
// checkout (one transaction each: conditional stock decrement, per-user limit, points spend, order).
// Runs on the embedded database, or on PostgreSQL with BENCH_DATABASE_URL (a scratch database). Prints the time, and checks
// that nothing was oversold and no points were lost or created.
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 50);
const PRICE = 30;
const START_POINTS = 100;
const T = DEFAULT_TENANT_ID;

/** The same server, another database. */
function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const buyer = (i: number): AuthContext => ({
  sessionId: `bench-${i}`,
  userId: uuidv7(),
  username: `buyer${i}`,
  tenantId: T,
  orgCode: null,
  userIdentity: 1,
  roles: ['student'],
  level: 1,
  perms: new Set(),
  departIds: [],
});

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-shop-'));
  const server = process.env.BENCH_DATABASE_URL;
  // On PostgreSQL the bench makes (and drops) a database of its own beside the one named in the URL.
  const benchDb = `ck_bench_shop_${process.pid}`;
  let admin: pg.Client | undefined;
  if (server) {
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${benchDb}`);
  }
  const { database } = await seededDatabase(
    server ? { databaseUrl: withDatabase(server, benchDb), poolSize: 10 } : { dataDir },
  );
  const { app, ctx } = await inProcessApp(database, dataDir);
  const db = database.db;
  const indexConfig = JSON.stringify({ ifshopping: true, buttonList: [] });
  await db
    .insert(sysConfig)
    .values({ tenantId: T, configKey: 'indexConfig', configValue: indexConfig })
    .onConflictDoUpdate({
      target: [sysConfig.tenantId, sysConfig.configKey],
      set: { configValue: indexConfig },
    });
  const productId = uuidv7();
  await db.insert(teachingProduct).values({
    id: productId,
    tenantId: T,
    productName: '压测商品',
    goodsType: '1',
    pointsPrice: PRICE,
    moneyPrice: 0,
    stock: STOCK,
    perUserLimit: 1,
    sales: 0,
    status: '1',
    sortNo: 0,
  });
  const buyers = Array.from({ length: BUYERS }, (_, i) => buyer(i));
  for (const b of buyers)
    await changePoints(db, { tenantId: T, userId: b.userId, amount: START_POINTS, reason: '压测' });
  const ids = buyers.map((b) => b.userId);
  const checkout = new Checkout(ctx);
  const receiver = { receiverName: '压测', receiverPhone: '13800000000', receiverAddress: '压测地址' };

  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.allSettled(
    buyers.map(async (b) => {
      const t0 = performance.now();
      try {
        return await checkout.redeem(b, { productId, count: 1, ...receiver });
      } finally {
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wallMs = performance.now() - started;

  const won = results.filter((r) => r.status === 'fulfilled').length;
  const other = results.filter((r) => r.status === 'rejected' && (r.reason as Error).message !== '库存不足');
  const [product] = await db
    .select({ stock: teachingProduct.stock, sales: teachingProduct.sales })
    .from(teachingProduct)
    .where(eq(teachingProduct.id, productId));
  const [{ orders }] = await db
    .select({ orders: sql<number>`count(*)::int` })
    .from(teachingOrder)
    .where(eq(teachingOrder.productId, productId));
  const [{ points }] = await db
    .select({ points: sql<number>`coalesce(sum(${teachingJifenBalance.balance}), 0)::int` })
    .from(teachingJifenBalance)
    .where(inArray(teachingJifenBalance.userId, ids));
  const oversold = Math.max(0, orders - STOCK) + Math.max(0, -Number(product.stock));
  const conserved = Number(points) + orders * PRICE === BUYERS * START_POINTS;
  latencies.sort((a, b) => a - b);

  console.log(
    `shop redeem (${database.kind}, load ${os.loadavg()[0].toFixed(1)} at start, ${os.cpus().length} cores)`,
  );
  console.log(
    `  ${BUYERS} concurrent redemptions of ${STOCK} items: ${round1(wallMs)} ms wall, p50 ${round1(percentile(latencies, 50))} ms, p99 ${round1(percentile(latencies, 99))} ms`,
  );
  console.log(
    `  orders ${orders}, stock left ${product.stock}, sales ${product.sales}, refused "库存不足" ${BUYERS - won - other.length}, other errors ${other.length}`,
  );
  console.log(`  oversold=${oversold}, points conserved=${conserved}`);
  await app.close();
  await database.close();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDb}`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (oversold > 0 || !conserved || other.length > 0 || won !== Math.min(STOCK, BUYERS)) process.exitCode = 1;
}

await main();
