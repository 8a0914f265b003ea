import type { ClassReport, StudentReport } from '@ck/shared';

// ECharts options built from report answers: plain data, so they are tested without a canvas.

const axisDay = (date: string) => date.slice(5);

/** A bar or line series of one colour: one value per row. */
const series = <R>(
  type: 'bar' | 'line',
  name: string,
  color: string,
  rows: R[],
  value: (row: R) => number,
) => ({
  name,
  type,
  data: rows.map(value),
  itemStyle: { color },
});

/** Views (bars) and active students (line) per day of a class. */
export function classDailyOption(r: ClassReport) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['浏览次数', '活跃学生'] },
    grid: { left: 40, right: 24, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: r.daily.map((d) => axisDay(d.date)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      series('bar', '浏览次数', '#1f89f2', r.daily, (d) => d.viewCount),
      {
        ...series('line', '活跃学生', '#52c41a', r.daily, (d) => d.activeStudents),
        smooth: true,
      },
    ],
  };
}

export const studentName = (s: { username: string; realname: string | null }) => s.realname || s.username;

/** Units studied and homework handed in per student of a class. */
export function classStudentsOption(r: ClassReport) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['新学单元', '提交作业'] },
    grid: { left: 40, right: 24, top: 40, bottom: r.students.length > 12 ? 80 : 40 },
    xAxis: {
      type: 'category',
      data: r.students.map(studentName),
      axisLabel: { rotate: r.students.length > 12 ? 45 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      series('bar', '新学单元', '#722ed1', r.students, (s) => s.unitsDone),
      series('bar', '提交作业', '#fa8c16', r.students, (s) => s.homeworkSubmitted),
    ],
  };
}

/** Share of a course's units studied, per course, in percent. */
export function coursePercent(c: { unitCount: number; unitsDone: number }) {
  return c.unitCount ? Math.min(100, Math.round((c.unitsDone / c.unitCount) * 100)) : 0;
}

/** A student's progress per course (horizontal bars, percent of units). */
export function studentCoursesOption(r: StudentReport) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 110, right: 40, top: 20, bottom: 30 },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: r.courses.map((c) => c.courseName) },
    series: [
      {
        ...series('bar', '完成度', '#13c2c2', r.courses, coursePercent),
        label: { show: true, position: 'right', formatter: '{c}%' },
      },
    ],
  };
}

/** A student's views per day over the last 30 days. */
export function studentDailyOption(r: StudentReport) {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 24, top: 20, bottom: 30 },
    xAxis: { type: 'category', data: r.daily.map((d) => axisDay(d.date)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '浏览次数', type: 'line', smooth: true, areaStyle: {}, data: r.daily.map((d) => d.viewCount) },
    ],
  };
}

/** An average exam result out of 100 with its grade, e.g. `80（B）`; `-` before any is scored. */
export function examScore(s: { examAvgScore: number | null; examGrade: string | null }) {
  if (s.examAvgScore === null) return '-';
  return s.examGrade ? `${s.examAvgScore}（${s.examGrade}）` : String(s.examAvgScore);
}

type ReportExam = StudentReport['exams']['list'][number];

/** How a student did in one exam: the score, handed in and waiting, absent, or not over yet. */
export function examResultText(x: ReportExam, now = new Date()) {
  if (x.taken && x.score !== null) return `${x.score}/${x.totalScore} 分（${x.grade}）`;
  if (x.taken) return '已交卷，成绩未公布';
  // Report times are China time, `YYYY-MM-DD HH:mm:ss`.
  const end = new Date(`${x.endTime.replace(' ', 'T')}+08:00`);
  return end < now ? '缺考' : '未结束';
}
