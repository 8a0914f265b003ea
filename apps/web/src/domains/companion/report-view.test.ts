import { describe, expect, it } from 'vitest';
import { answerText, FOLLOW_OPTIONS, scoreText, shareLink } from './report-view.ts';

describe('report view', () => {
  it('reads answers the way a person says them', () => {
    expect(answerText('judge', 'T')).toBe('正确');
    expect(answerText('judge', 'F')).toBe('错误');
    expect(answerText('order', 'CAB')).toBe('C → A → B');
    expect(answerText('multiple', 'AC')).toBe('A、C');
    expect(answerText('single', undefined)).toBe('未作答');
  });

  it('builds the parents’ link on the mobile companion', () => {
    expect(shareLink('https://school.example/', 'tok_1')).toBe('https://school.example/m/report/tok_1');
  });

  it('shows the score with its percentage, or a dash while answering', () => {
    expect(scoreText({ totalScore: 45, maxScore: 60 })).toBe('45 / 60（75%）');
    expect(scoreText({ totalScore: null, maxScore: null })).toBe('—');
  });

  it('offers the three follow-up states', () => {
    expect(FOLLOW_OPTIONS.map((o) => o.label)).toEqual(['未联系', '已联系', '已报名']);
  });
});
