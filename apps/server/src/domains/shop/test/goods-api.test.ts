import { productResource } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { addGood, FRONT, openShopApp, PRODUCT, setShopOpen } from './shop-fixtures.ts';

const s = appSuite(() => openShopApp({ admin: 'admin', student: 'student1' }));

describe('goods through the resource API', () => {
  it('refuses a good on shelf without any price and saves nothing', async () => {
    const before = (await s.admin.list(productResource)).total;
    const res = await s.admin.post(`${PRODUCT}/add`, {
      productName: '没有价格',
      goodsType: '1',
      pointsPrice: 0,
      moneyPrice: 0,
      stock: 1,
      status: '1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('上架的商品须设置积分价或现金价');
    expect((await s.admin.list(productResource)).total).toBe(before);
  });

  it('allows an off-shelf draft without price, but not putting it on shelf by edit', async () => {
    const id = await addGood(s.admin, { pointsPrice: 0, status: '0' });
    const res = await s.admin.put(`${PRODUCT}/edit`, { id, status: '1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('积分价或现金价');
    const priced = await s.admin.put(`${PRODUCT}/edit`, { id, status: '1', moneyPrice: 9.9 });
    expect(priced.status, priced.body.message).toBe(200);
  });

  it('needs an existing course for a course good', async () => {
    const missing = await s.admin.post(`${PRODUCT}/add`, {
      productName: '课程商品',
      goodsType: '2',
      pointsPrice: 10,
      status: '1',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('虚拟商品须关联课程');
    const wrong = await s.admin.post(`${PRODUCT}/add`, {
      productName: '课程商品',
      goodsType: '2',
      refId: '0193f000-0000-7000-8000-00000000dead',
      pointsPrice: 10,
      status: '1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('关联的课程不存在');
    const paper = await s.admin.post(`${PRODUCT}/add`, {
      productName: '试卷包',
      goodsType: '4',
      refId: 'nope',
      pointsPrice: 10,
      status: '1',
    });
    expect(paper.body.message).toBe('关联的试卷不存在');
  });

  it('stores the description sanitised and the gallery one image per line', async () => {
    const id = await addGood(s.admin, {
      description: '<p onclick="x()">好<script>alert(1)</script></p>',
      gallery: ' a.png \n\n b.png ',
    });
    const res = await s.admin.get(`${PRODUCT}/queryById?id=${id}`);
    const row = res.body.result as Json;
    expect(row.description).not.toContain('script');
    expect(row.description).not.toContain('onclick');
    expect(row.gallery).toBe('a.png\nb.png');
  });

  it('refuses a student adding goods (403)', async () => {
    const res = await s.student.post(`${PRODUCT}/add`, { productName: 'x', goodsType: '1', status: '0' });
    expect(res.status).toBe(403);
  });
});

describe('the public shop window', () => {
  it('lists only goods on shelf, by category and keyword, with stock as text', async () => {
    const cat = await s.admin.post('/api/teaching/teachingProductCategory/add', { categoryName: '橱窗测试' });
    const categoryId = (cat.body.result as Json).id as string;
    const low = await addGood(s.admin, { productName: '橱窗铅笔', categoryId, stock: 3 });
    await addGood(s.admin, { productName: '橱窗橡皮', categoryId, stock: 500 });
    await addGood(s.admin, { productName: '橱窗下架', categoryId, status: '0' });
    const anon = await s.t.app.inject({ method: 'GET', url: `${FRONT}/list?categoryId=${categoryId}` });
    const page = anon.json().result as Page;
    expect(page.records.map((r) => r.productName).sort()).toEqual(['橱窗橡皮', '橱窗铅笔']);
    const pencil = page.records.find((r) => r.id === low)!;
    expect(pencil.stockText).toBe('剩余3');
    expect(pencil).not.toHaveProperty('stock');
    expect(page.records.find((r) => r.productName === '橱窗橡皮')!.stockText).toBe('有货');
    const search = (await s.student.get(`${FRONT}/list?keyword=${encodeURIComponent('铅笔')}`)).body
      .result as Page;
    expect(search.records.map((r) => r.id)).toEqual([low]);
  });

  it('shows a detail of a good on shelf, 404 when off shelf', async () => {
    const id = await addGood(s.admin, {
      productName: '详情商品',
      gallery: 'x.png',
      description: '<p>详情</p>',
    });
    const res = await s.t.app.inject({ method: 'GET', url: `${FRONT}/detail?id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      productName: '详情商品',
      gallery: ['x.png'],
      stockText: '剩余10',
    });
    await s.admin.put(`${PRODUCT}/edit`, { id, status: '0' });
    const off = await s.t.app.inject({ method: 'GET', url: `${FRONT}/detail?id=${id}` });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('商品不存在或已下架');
  });

  it('is empty with a clear message while the shop is switched off', async () => {
    await setShopOpen(s.t, false);
    try {
      const res = await s.t.app.inject({ method: 'GET', url: `${FRONT}/list` });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('积分商城暂未开放');
      expect(res.json().result.records).toEqual([]);
      const id = await addGood(s.admin);
      const detail = await s.t.app.inject({ method: 'GET', url: `${FRONT}/detail?id=${id}` });
      expect(detail.statusCode).toBe(400);
      expect(detail.json().message).toBe('积分商城暂未开放');
    } finally {
      await setShopOpen(s.t, true);
    }
  });
});

describe('the public categories', () => {
  it('lists enabled categories in order, none while the shop is off', async () => {
    await s.admin.post('/api/teaching/teachingProductCategory/add', { categoryName: '靠前分类', sortNo: 0 });
    await s.admin.post('/api/teaching/teachingProductCategory/add', {
      categoryName: '停用分类',
      enabled: false,
    });
    const res = await s.t.app.inject({ method: 'GET', url: `${FRONT}/categories` });
    const names = (res.json().result as { categoryName: string }[]).map((c) => c.categoryName);
    expect(names).toContain('靠前分类');
    expect(names).not.toContain('停用分类');
    await setShopOpen(s.t, false);
    try {
      const closed = await s.t.app.inject({ method: 'GET', url: `${FRONT}/categories` });
      expect(closed.json().result).toEqual([]);
    } finally {
      await setShopOpen(s.t, true);
    }
  });
});
