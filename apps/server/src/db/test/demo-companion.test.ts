import { describe, expect, it } from 'vitest';
import { seedDemoCompanionContent } from '../seed/demo-companion/seed-companion-content.ts';
import { seededDemoDatabase } from './seeded-demo.ts';

const now = new Date('2026-11-20T08:00:00Z');
const demo = seededDemoDatabase('ck-demo-companion-', now);
const { rows } = demo;

describe('demo companion content', () => {
  it('has three cities, three article types and labels', async () => {
    const cities = await rows<{ city_name: string }>(
      'select city_name from teaching_xcx_city order by sort_no',
    );
    expect(cities.map((c) => c.city_name)).toEqual(['北京', '上海', '杭州']);
    const [{ types }] = await rows<{ types: number }>(
      'select count(*)::int as types from teaching_xcx_article_type',
    );
    expect(types).toBe(3);
    const [{ labels }] = await rows<{ labels: number }>(
      'select count(*)::int as labels from teaching_xcx_article_label',
    );
    expect(labels).toBeGreaterThanOrEqual(4);
  });

  it('publishes real articles in the past, keeps one draft and one offline', async () => {
    const articles = await rows<{ status: string; n: number; future: number; short: number }>(
      `select status, count(*)::int as n,
         count(*) filter (where publish_time > '${now.toISOString()}')::int as future,
         count(*) filter (where length(content) < 100)::int as short
       from teaching_xcx_article group by status order by status`,
    );
    const byStatus = Object.fromEntries(articles.map((a) => [a.status, a]));
    expect(byStatus['1'].n).toBeGreaterThanOrEqual(6);
    expect(byStatus['1'].n).toBeLessThanOrEqual(8);
    expect(byStatus['1'].future).toBe(0);
    expect(byStatus['1'].short).toBe(0);
    expect(byStatus['0'].n).toBe(1);
    expect(byStatus['2'].n).toBe(1);
    const unsafe = await rows<{ n: number }>(
      `select count(*)::int as n from teaching_xcx_article where content ~* '<script|javascript:|onerror'`,
    );
    expect(unsafe[0].n).toBe(0);
  });

  it('has home buttons, one opening the demo assessment, and menu entries', async () => {
    const settings = await rows<{ position: string; link_type: string }>(
      'select position, link_type from teaching_xcx_setting where enabled order by position, sort_no',
    );
    expect(settings.filter((s) => s.position === '1').map((s) => s.link_type)).toContain('assessment');
    expect(settings.filter((s) => s.position === '2').length).toBeGreaterThanOrEqual(2);
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      (
        await rows<{ n: number }>(
          `select (select count(*) from teaching_xcx_article) + (select count(*) from teaching_xcx_setting)
           + (select count(*) from teaching_xcx_city) as n`,
        )
      )[0].n;
    const before = await count();
    await seedDemoCompanionContent(demo.db, now);
    expect(await count()).toBe(before);
  });
});
