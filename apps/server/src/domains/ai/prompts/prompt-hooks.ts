import type { ResourceHooks, RowIssue } from '../../../crud/hooks.ts';

/** The panel shows the guide questions as buttons: a few, each short. */
export const GUIDE_QUESTIONS_MAX = 8;
export const GUIDE_QUESTION_MAX_CHARS = 100;

/** Why a prompt's guide questions are refused, or the questions one per line, blank lines dropped. */
export function normaliseGuideQuestions(text: string): { problem: string } | { text: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > GUIDE_QUESTIONS_MAX) return { problem: `引导问题最多 ${GUIDE_QUESTIONS_MAX} 个` };
  if (lines.some((line) => line.length > GUIDE_QUESTION_MAX_CHARS))
    return { problem: `每个引导问题不能超过 ${GUIDE_QUESTION_MAX_CHARS} 个字符` };
  return { text: lines.join('\n') };
}

/** Business prompts: a system prompt that says something, and guide questions the panel can show. */
export const aiPromptHooks: ResourceHooks = {
  async beforeSave(_hc, rows) {
    const issues: RowIssue[] = [];
    rows.forEach(({ values }, index) => {
      if (typeof values.systemPrompt === 'string' && !values.systemPrompt.trim())
        issues.push({ index, status: 400, message: '请填写系统提示词' });
      if (typeof values.guideQuestions !== 'string') return;
      const guide = normaliseGuideQuestions(values.guideQuestions);
      if ('problem' in guide) issues.push({ index, status: 400, message: guide.problem });
      else values.guideQuestions = guide.text;
    });
    return issues;
  },
};
