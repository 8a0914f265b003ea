import { describe, expect, it } from 'vitest';
import { teachingUserPaper } from '../../domains/exam/exams/exam-tables.ts';
import { tableRows } from '../table-rows.ts';

describe('rows of a hand-written statement', () => {
  it('take the property names and value types of drizzle’s own select', () => {
    const [row] = tableRows(teachingUserPaper, [
      {
        id: 'p1',
        exam_id: 'e1',
        user_paper_status: 0,
        deadline: '2026-11-27 10:30:00.25+00',
        layout: '{"sections":[]}',
        total_score: '12.5',
        got_score: null,
      },
    ]);
    expect(row.id).toBe('p1');
    expect(row.examId).toBe('e1');
    expect(row.userPaperStatus).toBe(0);
    expect(row.deadline).toEqual(new Date('2026-11-27T10:30:00.250Z'));
    expect(row.layout).toEqual({ sections: [] });
    expect(row.totalScore).toBe(12.5);
    expect(row.gotScore).toBeNull();
    expect(row.submitTime).toBeNull();
  });
});
