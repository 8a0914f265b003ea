import { describe, expect, it } from 'vitest';
import { seedDemoContests } from '../seed/demo-contest/seed-contest.ts';
import { seededDemoDatabase } from './seeded-demo.ts';

const now = new Date('2026-11-20T08:00:00Z');
const demo = seededDemoDatabase('ck-demo-contest-', now);
const { rows } = demo;

describe('demo contests', () => {
  it('has a finished contest, a running practice contest and one taking registrations', async () => {
    const contests = await rows<{ contest_name: string; phase: string; is_practice: number }>(
      `select contest_name, is_practice,
         case when end_time <= '${now.toISOString()}' then 'ended'
              when start_time <= '${now.toISOString()}' then 'running'
              when register_start <= '${now.toISOString()}' and register_end > '${now.toISOString()}' then 'registering'
              else 'upcoming' end as phase
       from teaching_contest order by start_time`,
    );
    expect(contests.map((c) => c.phase)).toEqual(['running', 'ended', 'registering']);
    expect(contests[0].is_practice).toBe(1);
  });

  it('gives the finished contest two groups of registered students with judged tries on real submissions', async () => {
    const groups = await rows<{ class_name: string; members: number; tries: number; orphans: number }>(
      `select g.class_name,
         (select count(*)::int from teaching_user_other_info u where u.group_id = g.id) as members,
         (select count(*)::int from teaching_contest_submission s where s.group_id = g.id) as tries,
         (select count(*)::int from teaching_contest_submission s
            left join judge_submission j on j.id = s.submission_id
            where s.group_id = g.id and (j.id is null or j.verdict <> s.verdict)) as orphans
       from teaching_contest_class g join teaching_contest c on c.id = g.contest_id
       where c.rule_type = 'acm' order by g.sort_no`,
    );
    expect(groups.map((g) => g.class_name)).toEqual(['小学组', '初中组']);
    expect(groups.every((g) => g.members >= 4 && g.tries >= 10 && g.orphans === 0)).toBe(true);
  });

  it('makes unused verification codes for the upcoming contest', async () => {
    const [codes] = await rows<{ n: number; used: number }>(
      `select count(*)::int as n, count(used_by)::int as used from teaching_contest_code`,
    );
    expect(codes).toEqual({ n: 10, used: 0 });
  });

  it('seeds once', async () => {
    const before = await rows<{ n: number }>('select count(*)::int as n from teaching_contest_submission');
    expect(await seedDemoContests(demo.db, now)).toBe(false);
    const after = await rows<{ n: number }>('select count(*)::int as n from teaching_contest_submission');
    expect(after).toEqual(before);
  });
});
