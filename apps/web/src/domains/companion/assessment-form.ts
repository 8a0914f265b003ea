import {
  ASSESSMENT_LIMITS,
  ASSESSMENT_QUESTION_TYPES,
  type AssessmentDimension,
  type AssessmentQuestion,
  type AssessmentQuestionType,
  answerFormatHint,
  DEFAULT_DIMENSIONS,
  isAnswerWellFormed,
  minOptionsOf,
  optionLetters,
  type ScoreBand,
  type TestPowerBody,
  type TestPowerRecord,
  testPowerBody,
} from '@ck/shared';

/** The editor's working copy of an assessment (the body the server takes, plus the id when editing). */
export type TestPowerDraft = Omit<TestPowerBody, 'cover' | 'intro'> & { cover: string; intro: string };

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `q-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A new assessment: the default dimensions, no questions yet and one band from 0 %. */
export function newDraft(): TestPowerDraft {
  return {
    name: '',
    cover: '',
    intro: '',
    ageMin: 6,
    ageMax: 12,
    durationMinutes: 20,
    dimensions: DEFAULT_DIMENSIONS.map((d) => ({ ...d })),
    questions: [],
    bands: [
      { minPercent: 0, title: '启蒙', text: '', courseIds: [] },
      { minPercent: 60, title: '进阶', text: '', courseIds: [] },
      { minPercent: 85, title: '优秀', text: '', courseIds: [] },
    ],
    status: '0',
    sortNo: 0,
  };
}

export function draftOf(record: TestPowerRecord): TestPowerDraft {
  return {
    id: record.id,
    name: record.name,
    cover: record.cover ?? '',
    intro: record.intro ?? '',
    ageMin: record.ageMin,
    ageMax: record.ageMax,
    durationMinutes: record.durationMinutes,
    dimensions: record.dimensions.map((d) => ({ ...d })),
    questions: record.questions.map((q) => ({ ...q, options: [...q.options], weights: { ...q.weights } })),
    bands: record.bands.map((b) => ({ ...b, courseIds: [...b.courseIds] })),
    status: record.status,
    sortNo: record.sortNo,
  };
}

/** A blank question of a type, weighted 1 on the first dimension so it counts somewhere. */
export function newQuestion(
  type: AssessmentQuestionType,
  dimensions: AssessmentDimension[],
): AssessmentQuestion {
  const first = dimensions[0]?.key;
  return {
    id: newId(),
    type,
    stem: '',
    options: type === 'judge' ? [] : ['', '', '', ''],
    answer: type === 'judge' ? 'T' : '',
    score: 10,
    weights: first ? { [first]: 1 } : {},
    bankQuestionId: null,
  };
}

/** A question turned into another type: true/false drops the options, the others keep at least two. */
export function changeType(q: AssessmentQuestion, type: AssessmentQuestionType): AssessmentQuestion {
  if (type === q.type) return q;
  if (type === 'judge') return { ...q, type, options: [], answer: 'T' };
  const options = q.options.length >= 2 ? q.options : ['', '', '', ''];
  return { ...q, type, options, answer: type === 'order' ? optionLetters(options.length) : '' };
}

/** Options changed in number: answer letters beyond the last option go (an order answer is re-made). */
export function withOptions(q: AssessmentQuestion, options: string[]): AssessmentQuestion {
  const letters = optionLetters(options.length);
  const kept = [...q.answer].filter((l) => letters.includes(l)).join('');
  const answer = q.type === 'order' && kept.length !== letters.length ? letters : kept;
  return { ...q, options, answer };
}

/** A new dimension key not used yet (`dim1`, `dim2` ...). */
export function nextDimensionKey(dimensions: AssessmentDimension[]): string {
  const used = new Set(dimensions.map((d) => d.key));
  let n = dimensions.length + 1;
  while (used.has(`dim${n}`)) n++;
  return `dim${n}`;
}

/** Drops a dimension and its weight in every question. */
export function removeDimension(draft: TestPowerDraft, key: string): TestPowerDraft {
  return {
    ...draft,
    dimensions: draft.dimensions.filter((d) => d.key !== key),
    questions: draft.questions.map((q) => {
      const { [key]: _, ...weights } = q.weights;
      return { ...q, weights };
    }),
  };
}

/** The body the server takes: empty texts become null, weights of 0 are left out. */
export function bodyOf(draft: TestPowerDraft): TestPowerBody {
  return {
    ...draft,
    cover: draft.cover.trim() || null,
    intro: draft.intro.trim() || null,
    questions: draft.questions.map((q) => ({
      ...q,
      weights: Object.fromEntries(Object.entries(q.weights).filter(([, w]) => w > 0)),
    })),
    bands: [...draft.bands].sort((a, b) => a.minPercent - b.minPercent),
  };
}

export interface DraftProblem {
  /** Which part of the editor to open: 'base', 'dimensions', 'questions' or 'bands'. */
  tab: 'base' | 'dimensions' | 'questions' | 'bands';
  message: string;
}

const tabOf = (path: readonly PropertyKey[]): DraftProblem['tab'] => {
  const head = String(path[0] ?? '');
  return head === 'dimensions' || head === 'questions' || head === 'bands' ? head : 'base';
};

/** Adds "第 N 题" / "第 N 个维度" / "第 N 个等级" in front of a message about one item. */
const where = (path: readonly PropertyKey[]) => {
  const [head, index] = path;
  if (typeof index !== 'number') return '';
  if (head === 'questions') return `第 ${index + 1} 题：`;
  if (head === 'dimensions') return `第 ${index + 1} 个维度：`;
  if (head === 'bands') return `第 ${index + 1} 个等级：`;
  return '';
};

/**
 * Every problem of a draft, in editor order: the contract's field rules (with their Chinese messages)
 * and the server's rules across fields (age range, unique keys, answers of each type, weights, bands).
 */
export function draftProblems(draft: TestPowerDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const body = bodyOf(draft);
  const parsed = testPowerBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push({ tab: tabOf(issue.path), message: `${where(issue.path)}${issue.message}` });
  if (body.ageMin > body.ageMax) problems.push({ tab: 'base', message: '适用年龄的最小值不能大于最大值' });
  const keys = new Set<string>();
  for (const d of body.dimensions) {
    if (keys.has(d.key)) problems.push({ tab: 'dimensions', message: `维度标识“${d.key}”重复` });
    keys.add(d.key);
  }
  body.questions.forEach((q, i) => {
    problems.push(...questionProblems(q, i, keys));
  });
  const mins = new Set<number>();
  for (const b of body.bands) {
    if (mins.has(b.minPercent))
      problems.push({ tab: 'bands', message: `等级的起始百分比 ${b.minPercent}% 重复` });
    mins.add(b.minPercent);
  }
  if (body.bands.length && !mins.has(0))
    problems.push({ tab: 'bands', message: '须有一个从 0% 起的等级，让每个得分都有评语' });
  // One message once, even when the schema and a cross-field rule both saw it.
  return problems.filter((p, i) => problems.findIndex((o) => o.message === p.message) === i);
}

function questionProblems(q: AssessmentQuestion, index: number, keys: Set<string>): DraftProblem[] {
  const no = `第 ${index + 1} 题`;
  const out: string[] = [];
  if (q.type === 'judge' && q.options.length) out.push(`${no}是判断题，不需要选项`);
  if (q.options.length < minOptionsOf(q.type))
    out.push(`${no}（${ASSESSMENT_QUESTION_TYPES[q.type]}）至少需要 2 个选项`);
  else if (!isAnswerWellFormed(q.type, q.options.length, q.answer))
    out.push(`${no}：${answerFormatHint(q.type)}`);
  const weighted = Object.entries(q.weights).some(([key, w]) => keys.has(key) && w > 0);
  if (!weighted) out.push(`${no}须至少为一个维度设置大于 0 的权重`);
  return out.map((message) => ({ tab: 'questions', message }));
}

/** The numbers of the questions with a problem (for marking them in the list). */
export function questionsWithProblems(draft: TestPowerDraft): Set<number> {
  const out = new Set<number>();
  for (const p of draftProblems(draft)) {
    const m = /^第 (\d+) 题/.exec(p.message);
    if (m) out.add(Number(m[1]) - 1);
  }
  return out;
}

/** The answer letters in the form the contract wants: multiple choice sorted, others as given. */
export function normaliseAnswer(type: AssessmentQuestionType, letters: string[]): string {
  return type === 'multiple' ? [...new Set(letters)].sort().join('') : letters.join('');
}

export const QUESTION_TYPE_OPTIONS = (Object.keys(ASSESSMENT_QUESTION_TYPES) as AssessmentQuestionType[]).map(
  (value) => ({ value, label: ASSESSMENT_QUESTION_TYPES[value] }),
);

export const LIMITS = ASSESSMENT_LIMITS;

/** The band a percentage falls in, for the preview of the bands editor. */
export function bandRanges(bands: ScoreBand[]): { band: ScoreBand; from: number; to: number }[] {
  const sorted = [...bands].sort((a, b) => a.minPercent - b.minPercent);
  return sorted.map((band, i) => ({
    band,
    from: band.minPercent,
    to: (sorted[i + 1]?.minPercent ?? 101) - 1,
  }));
}
