import { AI_LIMITS } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { clipContext, contextChars, contextSummary, hasContext, problemTitle } from '../chat/ai-context.ts';
import { pythonEditorRequest, runErrors, scratchEditorRequest } from './editor-context.ts';
import { judgeScene, practiceRequest, verdictSummary } from './practice-context.ts';

const NAMES = { AC: '通过', WA: '答案错误', CE: '编译错误' };
const wa = {
  status: 'done' as const,
  verdict: 'WA' as const,
  score: 33,
  caseTotal: 3,
  compileMessage: null,
  code: 'int main(){return 1;}',
  cases: [
    { index: 1, name: '1', verdict: 'AC' as const, timeMs: 1, memoryKb: 1, score: 33, message: '' },
    { index: 2, name: '2', verdict: 'WA' as const, timeMs: 1, memoryKb: 1, score: 0, message: '第 1 行不同' },
  ],
};

describe('practice context', () => {
  it('summarises the last verdict: result, passed cases, first failure', () => {
    expect(verdictSummary(wa, NAMES)).toBe(
      '答案错误 (WA)，得分 33，通过测试点 1/3\n第一个没通过的测试点：#2 答案错误 (WA)，第 1 行不同',
    );
    expect(verdictSummary({ ...wa, status: 'judging' }, NAMES)).toBeUndefined();
    expect(verdictSummary(null, NAMES)).toBeUndefined();
    expect(verdictSummary({ ...wa, verdict: 'CE', cases: [], compileMessage: 'error: x' }, NAMES)).toContain(
      '编译信息：\nerror: x',
    );
  });

  it('starts in 帮我找错 after a failure, 解释 after a pass, general before any verdict', () => {
    expect(judgeScene(wa)).toBe('debug');
    expect(judgeScene({ ...wa, verdict: 'AC' })).toBe('explain');
    expect(judgeScene(undefined)).toBe('general');
  });

  it('hands over the problem, code, language and verdict; notes a verdict of older code', () => {
    const request = practiceRequest({
      problemId: 'p1',
      title: 'A+B',
      statement: '输入两个整数',
      code: wa.code,
      language: 'C++17 (g++ -O2)',
      submission: wa,
      verdictNames: NAMES,
    });
    expect(request.scene).toBe('debug');
    expect(request.context).toMatchObject({
      code: wa.code,
      language: 'C++17 (g++ -O2)',
      problem: 'A+B\n\n输入两个整数',
      problemId: 'p1',
    });
    expect(problemTitle(request.context.problem)).toBe('A+B');
    expect(request.context.verdict).not.toContain('改过');
    const changed = practiceRequest({
      problemId: 'p1',
      title: 'A+B',
      code: 'int main(){return 0;}',
      submission: wa,
      verdictNames: NAMES,
    });
    expect(changed.context.verdict).toContain('之后代码又改过');
  });

  it('clips the context to the contract limits and drops empty fields', () => {
    const clipped = clipContext({
      code: 'x'.repeat(AI_LIMITS.codeChars + 10),
      language: ' JavaScript (Node.js) extra ',
      problem: '',
      verdict: 'v'.repeat(AI_LIMITS.verdictChars + 1),
    });
    expect(clipped.code).toHaveLength(AI_LIMITS.codeChars);
    expect(clipped.language).toHaveLength(20);
    expect(clipped.verdict).toHaveLength(AI_LIMITS.verdictChars);
    expect('problem' in clipped).toBe(false);
    expect(hasContext({})).toBe(false);
    expect(hasContext({ page: '  ' })).toBe(false);
    expect(hasContext({ language: 'Python 3' })).toBe(true);
    expect(contextChars({ code: 'abc', language: 'C' })).toBe(4);
  });
});

describe('editor context', () => {
  it('the Python editor sends the program and the last traceback, and asks to debug then', () => {
    const console = [
      { kind: 'out', text: 'hello\n' },
      { kind: 'err', text: 'Traceback...\nNameError: name x is not defined\n' },
      { kind: 'hint', text: '💡 x' },
    ];
    expect(runErrors(console)).toBe('Traceback...\nNameError: name x is not defined');
    const request = pythonEditorRequest({ code: 'print(x)', title: '我的程序', homework: '第一课', console });
    expect(request.scene).toBe('debug');
    expect(request.context).toMatchObject({
      code: 'print(x)',
      language: 'Python 3',
      problem: '作业：第一课',
    });
    expect(pythonEditorRequest({ code: 'print(1)', title: '', console: [] }).scene).toBe('explain');
  });

  it('the Scratch editor starts in the Scratch scene', () => {
    expect(scratchEditorRequest('小猫')).toEqual({
      scene: 'scratch',
      context: { language: 'Scratch 3', page: 'Scratch 编辑器：小猫' },
    });
  });
});

describe('context summary', () => {
  it('names language, problem (or page) and the verdict line', () => {
    expect(
      contextSummary({
        language: 'C++17 (g++ -O2)',
        problem: 'A+B\n\n题面',
        verdict: '答案错误 (WA)，得分 0\n更多',
      }),
    ).toBe('C++17 (g++ -O2) · A+B · 答案错误 (WA)，得分 0');
    expect(contextSummary({ language: 'Python 3', page: 'Python 编辑器：作品' })).toBe(
      'Python 3 · Python 编辑器：作品',
    );
    expect(contextSummary({})).toBe('当前页面');
  });
});
