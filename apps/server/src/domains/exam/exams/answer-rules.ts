import type { teachingQuestion } from '../questions/question-tables.ts';
import { blankCountOf } from '../questions/student-question.ts';
import { choiceKeys, stringArray } from './scoring.ts';

type QuestionRow = typeof teachingQuestion.$inferSelect;

const MAX_TEXT = 20_000;
const MAX_CODE = 64 * 1024;
const MAX_BLANK = 500;

/**
 * Why a saved answer is refused, or null. Light checks by type: choice keys among the options, true /
 * false as 1 / 0, blanks as a JSON array of strings of the right length, size limits. An empty answer
 * (clearing) is always fine.
 */
export function answerProblem(row: QuestionRow, answer: string, language?: string | null): string | null {
  if (!answer.trim()) return null;
  const keys = new Set(row.options.map((o) => o.key));
  switch (row.questionType) {
    case 1: {
      const given = choiceKeys(answer);
      if (given.length !== 1 || !keys.has(given[0])) return '请选择一个有效的选项';
      return null;
    }
    case 2: {
      const given = choiceKeys(answer);
      if (!given.length || given.some((k) => !keys.has(k))) return '所选选项无效';
      return null;
    }
    case 3:
      return answer.trim() === '1' || answer.trim() === '0' ? null : '判断题的答案只能是 1（对）或 0（错）';
    case 4: {
      const blanks = stringArray(answer);
      if (!blanks) return '填空题的答案格式不正确';
      if (blanks.length !== blankCountOf(row)) return `本题有 ${blankCountOf(row)} 个空，答案个数不符`;
      if (blanks.some((b) => b.length > MAX_BLANK)) return `每个空的答案不能超过 ${MAX_BLANK} 个字符`;
      return null;
    }
    case 6:
      if (answer.length > MAX_CODE) return '代码不能超过 64KB';
      if (!language?.trim()) return '请选择编程语言';
      return null;
    case 7:
      return answer.length > 36 ? '实操题的答案应为作品' : null;
    default:
      return answer.length > MAX_TEXT ? `答案不能超过 ${MAX_TEXT} 个字符` : null;
  }
}
