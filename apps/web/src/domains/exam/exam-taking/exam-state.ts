import { type ExamStartResult, type MyExam, parseDateTime } from '@ck/shared';

export type AttemptSection = ExamStartResult['sections'][number];
export type AttemptQuestion = AttemptSection['questions'][number];

/** A question in paper order with its number (1-based, across sections). */
export interface NumberedQuestion {
  number: number;
  sectionIndex: number;
  question: AttemptQuestion;
}

export function numberQuestions(sections: readonly AttemptSection[]): NumberedQuestion[] {
  let number = 0;
  return sections.flatMap((section, sectionIndex) =>
    section.questions.map((question) => {
      number += 1;
      return { number, sectionIndex, question };
    }),
  );
}

/** Whether an answer text counts as answered for its question type. */
export function isAnswered(questionType: number, answer: string | undefined | null): boolean {
  if (!answer) return false;
  if (questionType === 4) {
    try {
      const blanks: unknown = JSON.parse(answer);
      return Array.isArray(blanks) && blanks.some((b) => String(b ?? '').trim() !== '');
    } catch {
      return answer.trim() !== '';
    }
  }
  return answer.trim() !== '';
}

/** Numbers of the questions without an answer. */
export function unansweredNumbers(
  questions: readonly NumberedQuestion[],
  answers: Readonly<Record<string, string>>,
): number[] {
  return questions
    .filter((q) => !isAnswered(q.question.questionType, answers[q.question.id]))
    .map((q) => q.number);
}

/** "1-3, 5, 7-8": a compact list of question numbers. */
export function numberRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join('、');
}

/** The tag of a "my papers" row. */
export const MY_EXAM_STATES: Record<MyExam['state'], { text: string; color: string }> = {
  not_started: { text: '未开始', color: 'default' },
  open: { text: '进行中', color: 'processing' },
  in_progress: { text: '答题中', color: 'warning' },
  submitted: { text: '已交卷', color: 'success' },
  closed: { text: '已结束', color: 'default' },
};

/**
 * What the row's main button does, if anything. A handed-in exam with attempts left may be taken
 * again while its window is open (`now` is only a hint for the button: the server decides).
 */
export function myExamAction(exam: MyExam, now: number): 'start' | 'continue' | 'retake' | null {
  if (exam.state === 'in_progress') return 'continue';
  const left = exam.attemptsUsed < exam.attempts;
  if (exam.state === 'open') return !left ? null : exam.attemptsUsed > 0 ? 'retake' : 'start';
  const end = exam.endTime ? parseDateTime(exam.endTime)?.getTime() : undefined;
  if (exam.state === 'submitted' && left && end !== undefined && now < end) return 'retake';
  return null;
}

export const examPagePath = (examId: string) => `/kaoshi-online?examId=${encodeURIComponent(examId)}`;
export const recordPath = (userPaperId: string) => `/exam/userPaper?id=${encodeURIComponent(userPaperId)}`;

/** A practical task's editor: where to make the work and which of my works fit it. */
export function practiceTarget(practiceEditor: string | null): {
  path: string;
  label: string;
  workType: number;
} {
  if (practiceEditor === 'python') return { path: '/python', label: 'Python 编辑器', workType: 4 };
  return { path: '/scratch3', label: 'Scratch 编辑器', workType: 2 };
}

/** Seconds spent as "1 小时 5 分 3 秒". */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h} 小时 ${m} 分`;
  if (m > 0) return `${m} 分 ${rest} 秒`;
  return `${rest} 秒`;
}

export const GRADE_COLORS: Record<string, string> = {
  A: 'green',
  B: 'cyan',
  C: 'blue',
  D: 'orange',
  E: 'default',
};

/** Score text "85 / 100" (or only the total when not scored). */
export function scoreText(
  gotScore: number | null | undefined,
  totalScore: number | null | undefined,
): string {
  const total = totalScore ?? '—';
  return gotScore === null || gotScore === undefined ? `— / ${total}` : `${gotScore} / ${total}`;
}

/** Marked questions are a convenience of this browser only, kept per attempt. */
const MARK_PREFIX = 'ck-exam-marks:';
const LANGUAGE_PREFIX = 'ck-exam-languages:';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: marks and languages are conveniences
  }
}

const CURRENT_PREFIX = 'ck-exam-current:';
/** The question on screen, so a reload comes back to it. */
export const loadCurrent = (userPaperId: string) => readJson<number>(`${CURRENT_PREFIX}${userPaperId}`, 0);
export const saveCurrent = (userPaperId: string, index: number) =>
  writeJson(`${CURRENT_PREFIX}${userPaperId}`, index);
export const loadMarks = (userPaperId: string) => readJson<string[]>(`${MARK_PREFIX}${userPaperId}`, []);
export const saveMarks = (userPaperId: string, ids: string[]) =>
  writeJson(`${MARK_PREFIX}${userPaperId}`, ids);
/** The language of each programming answer, as the resumed attempt does not carry it. */
export const loadLanguages = (userPaperId: string) =>
  readJson<Record<string, string>>(`${LANGUAGE_PREFIX}${userPaperId}`, {});
export const saveLanguages = (userPaperId: string, map: Record<string, string>) =>
  writeJson(`${LANGUAGE_PREFIX}${userPaperId}`, map);

/** Drops this browser's marks, languages and position of an attempt once it is handed in. */
export function forgetAttemptExtras(userPaperId: string) {
  try {
    for (const prefix of [MARK_PREFIX, LANGUAGE_PREFIX, CURRENT_PREFIX])
      localStorage.removeItem(`${prefix}${userPaperId}`);
  } catch {
    // storage blocked: nothing was kept
  }
}
