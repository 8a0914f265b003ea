import { gradeOf } from '@ck/shared';
import type { Db } from '../../../db/client.ts';
import type { AttendanceQuery, AttendedExam } from '../../exam/index.ts';

type ExamAttendanceReader = (db: Db, q: AttendanceQuery) => Promise<Map<string, AttendedExam[]>>;

let reader: ExamAttendanceReader | null = null;

/**
 * Exams build on works, which build on teaching, so teaching cannot import the exam domain: the exam
 * domain hands its attendance reader over when it registers.
 */
export function provideExamAttendance(read: ExamAttendanceReader): void {
  reader = read;
}

/** The exams of the given students in a period (none while the exam domain is not registered). */
export async function examsOfStudents(db: Db, q: AttendanceQuery): Promise<Map<string, AttendedExam[]>> {
  return reader ? reader(db, q) : new Map();
}

export interface ExamSummary {
  examsAssigned: number;
  examsTaken: number;
  examAvgScore: number | null;
  examGrade: string | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Exams set and handed in, and the average of the scored ones out of 100 with its grade. */
export function summariseExams(exams: AttendedExam[]): ExamSummary {
  const scored = exams.filter((x) => x.percent !== null).map((x) => x.percent as number);
  const avg = scored.length ? round1(scored.reduce((a, b) => a + b, 0) / scored.length) : null;
  return {
    examsAssigned: exams.length,
    examsTaken: exams.filter((x) => x.taken).length,
    examAvgScore: avg,
    examGrade: avg === null ? null : gradeOf(avg, 100),
  };
}

/** Exams handed in per exam set, 0..100; null when none was set. */
export const attendanceRate = (s: Pick<ExamSummary, 'examsAssigned' | 'examsTaken'>) =>
  s.examsAssigned ? round1((s.examsTaken / s.examsAssigned) * 100) : null;
