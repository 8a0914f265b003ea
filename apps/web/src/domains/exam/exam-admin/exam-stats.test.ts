import { describe, expect, it } from 'vitest';
import {
  classStats,
  countedAttempts,
  discriminationBand,
  eventText,
  formatDuration,
  gradeColor,
  histogramOption,
  passLineOf,
  type ScoredAttempt,
  scoreBuckets,
  scoreSummary,
  slowestQuestions,
} from './exam-stats.ts';

const attempt = (
  id: string,
  username: string,
  gotScore: number | null,
  status = 2,
  deptId: string | null = 'c1',
  createTime = '2026-01-01 10:00:00',
): ScoredAttempt => ({
  id,
  username,
  deptId,
  deptId_dictText: deptId ? `班级${deptId}` : null,
  userPaperStatus: status,
  gotScore,
  createTime,
});

describe('pass line', () => {
  it('uses the paper pass score, else 60 % of the total', () => {
    expect(passLineOf(100, 70)).toBe(70);
    expect(passLineOf(100, 0)).toBe(0);
    expect(passLineOf(100, null)).toBe(60);
    expect(passLineOf(45, undefined)).toBe(27);
  });
});

describe('counted attempts', () => {
  it('keeps scored attempts only, the best one per student', () => {
    const rows = [
      attempt('a1', 'stu1', 60),
      attempt('a2', 'stu1', 80),
      attempt('a3', 'stu2', null, 0),
      attempt('a4', 'stu3', 50, 1),
      attempt('a5', 'stu4', 90),
    ];
    expect(
      countedAttempts(rows)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['a2', 'a5']);
  });
  it('breaks ties with the earliest attempt', () => {
    const rows = [attempt('late', 's', 70, 2, 'c1', '2026-01-02 10:00:00'), attempt('early', 's', 70)];
    expect(countedAttempts(rows).map((r) => r.id)).toEqual(['early']);
  });
});

describe('score summary', () => {
  it('averages, finds the extremes and the pass rate', () => {
    expect(scoreSummary([100, 59, 60, 81], 60)).toEqual({
      count: 4,
      average: 75,
      highest: 100,
      lowest: 59,
      passed: 3,
      passRate: 75,
    });
  });
  it('rounds to one decimal', () => {
    const s = scoreSummary([1, 2, 2], 2);
    expect(s.average).toBe(1.7);
    expect(s.passRate).toBe(66.7);
  });
  it('is empty without scores', () => {
    expect(scoreSummary([], 60)).toEqual({
      count: 0,
      average: null,
      highest: null,
      lowest: null,
      passed: 0,
      passRate: null,
    });
  });
});

describe('score buckets', () => {
  it('makes 10-point buckets with the full score in the last one', () => {
    const b = scoreBuckets([0, 9, 10, 95, 100, 59.5], 100);
    expect(b).toHaveLength(10);
    expect(b[0]).toMatchObject({ label: '0-9', count: 2 });
    expect(b[1]).toMatchObject({ label: '10-19', count: 1 });
    expect(b[5]).toMatchObject({ label: '50-59', count: 1 });
    expect(b[9]).toMatchObject({ label: '90-100', count: 2 });
    expect(b.reduce((n, x) => n + x.count, 0)).toBe(6);
  });
  it('follows totals that are not multiples of ten', () => {
    const b = scoreBuckets([25, 24], 25);
    expect(b.map((x) => x.label)).toEqual(['0-9', '10-19', '20-25']);
    expect(b[2].count).toBe(2);
  });
  it('has one bucket for a zero total and stretches for scores above it', () => {
    expect(scoreBuckets([], 0)).toEqual([{ label: '0-0', from: 0, to: 0, count: 0 }]);
    expect(scoreBuckets([12], 10).map((x) => x.label)).toEqual(['0-9', '10-12']);
  });
  it('feeds the chart option', () => {
    const option = histogramOption(scoreBuckets([5, 15], 20));
    expect(option.xAxis.data).toEqual(['0-9', '10-20']);
    expect(option.series[0].data).toEqual([1, 1]);
    expect(option.xAxis.axisLabel.rotate).toBe(0);
    expect(histogramOption(scoreBuckets([], 20), true).xAxis.axisLabel.rotate).toBe(45);
  });
});

describe('class statistics', () => {
  it('groups by class, unclassed under 未分班, best average first', () => {
    const rows = [
      attempt('1', 'a', 50, 2, 'c1'),
      attempt('2', 'b', 70, 2, 'c1'),
      attempt('3', 'c', 90, 2, 'c2'),
      attempt('4', 'd', 40, 2, null),
    ];
    const stats = classStats(rows, 60);
    expect(stats.map((s) => [s.deptName, s.count, s.average, s.highest, s.passRate])).toEqual([
      ['班级c2', 1, 90, 90, 100],
      ['班级c1', 2, 60, 70, 50],
      ['未分班', 1, 40, 40, 0],
    ]);
  });
});

describe('formatting', () => {
  it('spells durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(4503)).toBe('75:03');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
  });
  it('names exam events', () => {
    expect(eventText('jump_out')).toEqual({ text: '切屏', color: 'red' });
    expect(eventText('force_submit').text).toBe('老师强制交卷');
    expect(eventText('extend').text).toBe('老师延长时间');
    expect(eventText('something_new').text).toBe('something_new');
  });
  it('colours grades', () => {
    expect(gradeColor('A')).toBe('green');
    expect(gradeColor('D')).toBe('orange');
    expect(gradeColor('E')).toBe('red');
    expect(gradeColor(null)).toBe('red');
  });
});

describe('item statistics display', () => {
  it('bands discrimination at 0.4, 0.3 and 0.2', () => {
    expect([0.5, 0.4, 0.35, 0.2, 0.1, -0.2].map((d) => discriminationBand(d)?.text)).toEqual([
      '优',
      '优',
      '良',
      '一般',
      '差',
      '差',
    ]);
    expect(discriminationBand(null)).toBeNull();
  });

  it('lists the slowest questions first, skipping those without timings', () => {
    const items = [
      { id: 'a', medianSeconds: 20 },
      { id: 'b', medianSeconds: null },
      { id: 'c', medianSeconds: 95 },
      { id: 'd', medianSeconds: 40 },
      { id: 'e', medianSeconds: 5 },
    ];
    expect(slowestQuestions(items).map((i) => i.id)).toEqual(['c', 'd', 'a']);
  });
});
