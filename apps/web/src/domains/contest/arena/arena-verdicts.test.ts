import { describe, expect, it } from 'vitest';
import { isPending, submitErrorText, verdictLook } from './arena-verdicts.ts';

describe('arena verdicts', () => {
  it('colours verdicts and states', () => {
    expect(verdictLook('AC')).toEqual({ text: '通过', color: 'success' });
    expect(verdictLook('WA')).toEqual({ text: '答案错误', color: 'error' });
    expect(verdictLook('submitted')).toEqual({ text: '已提交', color: 'blue' });
    expect(verdictLook('pending').color).toBe('processing');
    expect(verdictLook(null)).toEqual({ text: '未提交', color: 'default' });
    expect(verdictLook(null, true)).toEqual({ text: '评测中', color: 'processing' });
    expect(verdictLook('XYZ')).toEqual({ text: 'XYZ', color: 'default' });
  });

  it('treats a withheld OI verdict as not pending', () => {
    expect(isPending({ verdict: null })).toBe(true);
    expect(isPending({ verdict: null, hidden: true })).toBe(false);
    expect(isPending({ verdict: 'AC' })).toBe(false);
  });

  it('explains refused submissions in Chinese', () => {
    expect(submitErrorText({ status: 429, message: '请求失败（429）' })).toBe('提交太频繁，请稍后再试');
    expect(submitErrorText({ status: 429, message: '评测中的提交过多，请等待结果' })).toBe(
      '评测中的提交过多，请等待结果',
    );
    expect(submitErrorText({ status: 403, message: '拒绝访问' })).toContain('不在比赛时间内');
    expect(submitErrorText({ status: 0, message: '网络异常' })).toContain('代码已保存');
    expect(submitErrorText({ status: 400, message: '代码不能为空' })).toBe('代码不能为空');
    expect(submitErrorText(null)).toBe('提交失败，请稍后再试');
  });
});
