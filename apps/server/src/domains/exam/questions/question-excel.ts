import {
  defineResource,
  QUESTION_DIFFICULTIES,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_TYPES,
  type Question,
  type QuestionAddBody,
  questionAddBody,
} from '@ck/shared';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import { cellText, codeOf, RowProblems, sheetOutcome } from '../../../crud/sheet-import.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { ClassificationNames } from './question-classifications.ts';
import { ownerDept } from './question-policy.ts';
import { checkQuestion, parseBlanks } from './question-rules.ts';
import type { QuestionService } from './question-service.ts';
import { teachingQuestion } from './question-tables.ts';

export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
const optionField = (key: string) => `option${key}`;

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the question sheet (export, template and import). */
export const questionSheet = defineResource({
  module: 'teaching',
  name: 'teachingQuestion',
  label: '题库',
  table: 'teaching_question',
  permPrefix: 'teaching:question',
  fields: {
    questionType: text('题型'),
    classificationId: text('分类'),
    questionContent: text('题干'),
    ...Object.fromEntries(OPTION_KEYS.map((key) => [optionField(key), text(`选项${key}`)])),
    answer: text('答案'),
    analysis: text('解析'),
    score: { kind: 'decimal', label: '分值' },
    difficulty: { kind: 'int', label: '难度' },
    tags: text('知识点'),
    source: text('来源'),
    problemId: text('判题题目ID'),
    practiceEditor: text('编辑器'),
    rubric: text('评分标准'),
  },
});

const BLANK_SEPARATOR = /[;；]/;
const ALTERNATIVE_SEPARATOR = /[|｜]/;

/**
 * A fill-in answer as a cell: blanks separated by ";" and each blank's accepted answers by "|"
 * (`2|二 ; 6|六`); the stored JSON itself when an answer holds one of those characters or spaces
 * that matter at its ends.
 */
export function blanksCell(answer: string | null): string | null {
  const blanks = parseBlanks(answer);
  if (!blanks) return answer;
  const plain = blanks.every((b) => b.every((a) => !/[;；|｜]/.test(a) && a.trim() === a));
  return plain ? blanks.map((b) => b.join('|')).join(' ; ') : JSON.stringify(blanks);
}

/** A fill-in answer cell back to the stored JSON; JSON text is taken as is. */
export function blanksOfCell(cell: string | undefined): string | undefined {
  if (cell === undefined || cell.startsWith('[')) return cell;
  return JSON.stringify(
    cell.split(BLANK_SEPARATOR).map((b) => b.split(ALTERNATIVE_SEPARATOR).map((a) => a.trim())),
  );
}

function answerCell(r: Pick<Question, 'questionType' | 'answer'>): string | null {
  if (r.questionType === 3) return r.answer === '1' ? '正确' : r.answer === '0' ? '错误' : r.answer;
  if (r.questionType === 4) return blanksCell(r.answer);
  return r.answer;
}

/** Questions as sheet rows: the type by name, the classification by name (its path when the name repeats). */
export function questionSheetRows(rows: Question[], names: ClassificationNames) {
  return rows.map((r) => ({
    questionType: r.questionType_dictText,
    classificationId: names.labelOf(r.classificationId),
    questionContent: r.questionContent,
    ...Object.fromEntries(r.options.map((o) => [optionField(o.key), o.content])),
    answer: answerCell(r),
    analysis: r.analysis,
    score: r.score,
    difficulty: r.difficulty,
    tags: r.tags.join(','),
    source: r.source,
    problemId: r.problemId,
    practiceEditor: r.practiceEditor,
    rubric: r.rubric,
  }));
}

/** The import template's example rows: a single choice, a true / false and a fill-in question. */
export const TEMPLATE_ROWS = [
  {
    questionType: '单选题',
    questionContent: '在 Scratch 中，“移动 10 步”积木属于哪一类？',
    optionA: '运动',
    optionB: '外观',
    optionC: '声音',
    optionD: '事件',
    answer: 'A',
    analysis: '“移动 10 步”是蓝色的运动类积木。',
    score: 2,
    difficulty: 1,
    tags: 'Scratch,运动积木',
    source: '示例',
  },
  {
    questionType: '判断题',
    questionContent: 'Python 中 print("你好") 会在屏幕上输出：你好',
    answer: '正确',
    score: 2,
    difficulty: 1,
    tags: 'Python,输出',
    source: '示例',
  },
  {
    questionType: '填空题',
    questionContent: '1 + 1 = ____，2 × 3 = ____。',
    answer: '2|二 ; 6|六',
    analysis: '每个空用 ; 分隔，同一个空的多个可接受答案用 | 分隔。',
    score: 4,
    difficulty: 1,
    tags: '数学',
    source: '示例',
  },
];

/** A type cell: the code, the name (单选题) or the name without 题 (单选). */
function typeOf(cell: string | undefined) {
  const code = codeOf(QUESTION_TYPES, cell);
  return typeof code === 'string' ? codeOf(QUESTION_TYPES, `${code}题`) : code;
}

/** The body a sheet row stands for, or why it cannot be read. */
function bodyOf(
  r: SheetRow,
  names: ClassificationNames,
): { body: Record<string, unknown> } | { message: string } {
  const cell = (name: string) => cellText(r, name);
  const classText = cell('classificationId');
  const classification = classText ? names.resolve(classText) : { id: null };
  if ('message' in classification) return classification;
  const questionType = typeOf(cell('questionType'));
  const options = OPTION_KEYS.flatMap((key) => {
    const content = cell(optionField(key));
    return content === undefined ? [] : [{ key, content }];
  });
  return {
    body: {
      questionType,
      classificationId: classification.id,
      questionContent: cell('questionContent'),
      options,
      answer: Number(questionType) === 4 ? blanksOfCell(cell('answer')) : cell('answer'),
      analysis: cell('analysis'),
      score: cell('score'),
      difficulty: codeOf(QUESTION_DIFFICULTIES, cell('difficulty')),
      tags: cell('tags'),
      source: cell('source'),
      problemId: cell('problemId'),
      practiceEditor: cell('practiceEditor')?.toLowerCase(),
      rubric: cell('rubric'),
    },
  };
}

/**
 * Checks every row like `add` (types by name, classifications by name or path, answers in the sheet's
 * notation); inserts all rows in one transaction, or none and every bad row's number and reason.
 */
export async function importQuestions(service: QuestionService, auth: AuthContext, rows: SheetRow[]) {
  if (rows.length > QUESTION_IMPORT_MAX_ROWS)
    throw badRequest(`一次最多导入 ${QUESTION_IMPORT_MAX_ROWS} 道题`);
  const deptId = ownerDept(await service.scope(auth));
  const names = await ClassificationNames.load(service.db, auth.tenantId);
  const problems = new RowProblems();
  const valid: { rowNumber: number; value: QuestionAddBody }[] = [];
  for (const r of rows) {
    const read = bodyOf(r, names);
    if ('message' in read) {
      problems.add(r.rowNumber, read.message);
      continue;
    }
    const parsed = questionAddBody.safeParse(read.body);
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    const outcome = checkQuestion(parsed.data);
    if (outcome.ok) valid.push({ rowNumber: r.rowNumber, value: outcome.value });
    else problems.add(r.rowNumber, outcome.message);
  }
  const missing = await service.missingProblems(
    auth,
    valid.flatMap((v) => (v.value.problemId ? [v.value.problemId] : [])),
  );
  for (const v of valid)
    if (v.value.problemId && missing.has(v.value.problemId)) problems.add(v.rowNumber, '判题题目不存在');
  if (!problems.size) {
    const now = new Date();
    const values = valid.map((v) => service.rowOf(auth, deptId, v.value, now));
    await service.db.transaction(async (tx) => {
      for (const part of chunks(values, 500)) await tx.insert(teachingQuestion).values(part);
    });
  }
  return sheetOutcome(rows.length, problems, '题目');
}
