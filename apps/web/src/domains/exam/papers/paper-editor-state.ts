import { type PaperDetail, QUESTION_TYPES } from '@ck/shared';
import type { PaperBody } from './api.ts';

/**
 * The paper editor's state and the pure rules around it: section numbering (一、二、三 …), live
 * totals, the checks made before saving and the body sent to the server.
 */

export type SectionMode = 'fixed' | 'random';

/** A question placed in a fixed section, with what the picked list shows of it. */
export interface PickedQuestion {
  questionId: string;
  score: number | null;
  questionType: number;
  questionContent: string;
  difficulty: number;
}

export interface RuleDraft {
  classificationId: string | null;
  questionType: number | null;
  difficulty: number | null;
  count: number | null;
  score: number | null;
}

export interface SectionDraft {
  /** Client-side key (drag and React lists); never sent. */
  key: string;
  title: string;
  instruction: string;
  mode: SectionMode;
  questions: PickedQuestion[];
  rule: RuleDraft;
}

export interface PaperBasics {
  paperName: string;
  classificationId: string | null;
  cover: string;
  intro: string;
  passScore: number | null;
  duration: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  status: 0 | 1;
}

export interface PaperDraft {
  basics: PaperBasics;
  sections: SectionDraft[];
}

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 99 → 九十九 (papers hold at most 20 sections). */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

const NUMBER_PREFIX = /^[一二三四五六七八九十]+、\s*/;

/** The title with its numeral prefix set for position `index` (0-based); titles without one keep theirs. */
export function renumberTitle(title: string, index: number): string {
  if (!NUMBER_PREFIX.test(title)) return title;
  return title.replace(NUMBER_PREFIX, `${chineseNumeral(index + 1)}、`);
}

/** After adding, removing or moving sections: "一、" "二、" … follow the order again. */
export function renumberSections(sections: SectionDraft[]): SectionDraft[] {
  return sections.map((s, i) => {
    const title = renumberTitle(s.title, i);
    return title === s.title ? s : { ...s, title };
  });
}

const TYPE_ORDER = Object.keys(QUESTION_TYPES).map(Number);

/** The usual next part of a paper: the first question type no section title names yet. */
export function nextSectionType(sections: SectionDraft[]): number {
  const named = (type: number) =>
    sections.some((s) => s.title.includes(QUESTION_TYPES[type as keyof typeof QUESTION_TYPES]));
  return TYPE_ORDER.find((t) => !named(t)) ?? TYPE_ORDER[0];
}

/** "一、单选题" for the first section, "二、多选题" for the second, and so on. */
export function defaultSectionTitle(sections: SectionDraft[]): string {
  const type = nextSectionType(sections);
  return `${chineseNumeral(sections.length + 1)}、${QUESTION_TYPES[type as keyof typeof QUESTION_TYPES]}`;
}

const typeLabel = (type: number | null) =>
  type == null ? undefined : QUESTION_TYPES[type as keyof typeof QUESTION_TYPES];

/**
 * When a random rule changes type and the title is still the default "二、多选题" of the old type, the
 * title follows ("二、判断题"); a title the user wrote stays.
 */
export function retitleForType(title: string, from: number | null, to: number): string {
  const old = typeLabel(from);
  const next = typeLabel(to);
  if (!old || !next) return title;
  const match = /^([一二三四五六七八九十]+、\s*)(.*)$/.exec(title);
  return match && match[2] === old ? `${match[1]}${next}` : title;
}

let keySeq = 0;
export const newSectionKey = () => `section-${Date.now().toString(36)}-${(keySeq++).toString(36)}`;

export const emptyRule = (): RuleDraft => ({
  classificationId: null,
  questionType: null,
  difficulty: null,
  count: null,
  score: null,
});

/** A new section appended to `sections`, titled by its position, a random rule preset to its type. */
export function newSection(sections: SectionDraft[], mode: SectionMode = 'fixed'): SectionDraft {
  return {
    key: newSectionKey(),
    title: defaultSectionTitle(sections),
    instruction: '',
    mode,
    questions: [],
    rule: { ...emptyRule(), questionType: nextSectionType(sections) },
  };
}

export const emptyDraft = (): PaperDraft => ({
  basics: {
    paperName: '',
    classificationId: null,
    cover: '',
    intro: '',
    passScore: null,
    duration: 60,
    shuffleQuestions: false,
    shuffleOptions: false,
    status: 1,
  },
  sections: [newSection([])],
});

/** The editor's state of a stored paper. */
export function draftOf(paper: PaperDetail): PaperDraft {
  return {
    basics: {
      paperName: paper.paperName,
      classificationId: paper.classificationId,
      cover: paper.cover ?? '',
      intro: paper.intro ?? '',
      passScore: paper.passScore,
      duration: paper.duration,
      shuffleQuestions: paper.shuffleQuestions === 1,
      shuffleOptions: paper.shuffleOptions === 1,
      status: paper.status === 0 ? 0 : 1,
    },
    sections: paper.sections.map((s) => ({
      key: newSectionKey(),
      title: s.title,
      instruction: s.instruction ?? '',
      mode: s.rule ? 'random' : 'fixed',
      questions: s.questions.map((q) => ({ ...q })),
      rule: s.rule
        ? {
            classificationId: s.rule.classificationId,
            questionType: s.rule.questionType,
            difficulty: s.rule.difficulty,
            count: s.rule.count,
            score: s.rule.score,
          }
        : emptyRule(),
    })),
  };
}

/** Sums in tenths: scores have at most one decimal and 0.1 + 0.2 must show as 0.3. */
const tenths = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10) : 0;

export interface SectionTotal {
  score: number;
  count: number;
}

export function sectionTotal(section: SectionDraft): SectionTotal {
  if (section.mode === 'random') {
    const count = section.rule.count && section.rule.count > 0 ? Math.floor(section.rule.count) : 0;
    return { score: (tenths(section.rule.score) * count) / 10, count };
  }
  const sum = section.questions.reduce((acc, q) => acc + tenths(q.score), 0);
  return { score: sum / 10, count: section.questions.length };
}

export interface PaperTotals {
  sections: SectionTotal[];
  score: number;
  count: number;
}

export function paperTotals(sections: SectionDraft[]): PaperTotals {
  const each = sections.map(sectionTotal);
  return {
    sections: each,
    score: each.reduce((acc, s) => acc + tenths(s.score), 0) / 10,
    count: each.reduce((acc, s) => acc + s.count, 0),
  };
}

/** Every question id held by a fixed section (the picker leaves them out). */
export function usedQuestionIds(sections: SectionDraft[]): string[] {
  return sections.flatMap((s) => (s.mode === 'fixed' ? s.questions.map((q) => q.questionId) : []));
}

/**
 * The question type a section is about, to start the picker's filter with: the random rule's type,
 * else a type its title names ("二、多选题"), else the type of its first question.
 */
export function sectionTypeHint(section: SectionDraft): number | undefined {
  if (section.mode === 'random' && section.rule.questionType != null) return section.rule.questionType;
  const named = TYPE_ORDER.find((t) =>
    section.title.includes(QUESTION_TYPES[t as keyof typeof QUESTION_TYPES]),
  );
  return named ?? section.questions[0]?.questionType;
}

/** Appends picked questions to a section at their bank score; ids already in it are skipped. */
export function addQuestions(section: SectionDraft, picked: PickedQuestion[]): SectionDraft {
  const have = new Set(section.questions.map((q) => q.questionId));
  const fresh = picked.filter((q) => !have.has(q.questionId));
  return { ...section, questions: [...section.questions, ...fresh] };
}

const validScore = (v: number | null) => typeof v === 'number' && v > 0 && v <= 1000 && tenths(v) === v * 10;

/** What stops the paper from being saved, in Chinese, one line each; empty when it may be sent. */
export function draftProblems(draft: PaperDraft): string[] {
  const problems: string[] = [];
  const { basics, sections } = draft;
  if (!basics.paperName.trim()) problems.push('请填写试卷名称');
  if (
    basics.duration == null ||
    !Number.isInteger(basics.duration) ||
    basics.duration < 1 ||
    basics.duration > 600
  )
    problems.push('建议时长必须是 1 到 600 分钟');
  if (!sections.length) problems.push('试卷至少需要一个大题');
  if (sections.length > 20) problems.push('试卷最多 20 个大题');
  sections.forEach((s, i) => {
    const name = `第 ${i + 1} 大题`;
    if (!s.title.trim()) problems.push(`${name}：请填写大题标题`);
    if (s.mode === 'fixed') {
      if (!s.questions.length) problems.push(`${name}“${s.title}”还没有题目`);
      if (s.questions.length > 200) problems.push(`${name}：一个大题最多 200 道题`);
      const bad = s.questions.findIndex((q) => !validScore(q.score));
      if (bad >= 0) problems.push(`${name}第 ${bad + 1} 题：分值必须是正数，最多一位小数`);
    } else {
      const r = s.rule;
      if (r.questionType == null) problems.push(`${name}：请选择抽题题型`);
      if (r.count == null || !Number.isInteger(r.count) || r.count < 1 || r.count > 200)
        problems.push(`${name}：抽题数量必须是 1 到 200 的整数`);
      if (!validScore(r.score)) problems.push(`${name}：每题分值必须是正数，最多一位小数`);
    }
  });
  const total = paperTotals(sections).score;
  if (basics.passScore != null && basics.passScore > total && total > 0)
    problems.push(`及格分 ${basics.passScore} 高于总分 ${total}`);
  return problems;
}

/** The add / edit body of the draft (call after `draftProblems` came back empty). */
export function paperBody(draft: PaperDraft): PaperBody {
  const { basics } = draft;
  return {
    paperName: basics.paperName.trim(),
    classificationId: basics.classificationId || null,
    cover: basics.cover || null,
    intro: basics.intro.trim() || null,
    passScore: basics.passScore ?? null,
    duration: basics.duration ?? 60,
    shuffleQuestions: basics.shuffleQuestions ? 1 : 0,
    shuffleOptions: basics.shuffleOptions ? 1 : 0,
    status: basics.status,
    sections: draft.sections.map((s) => ({
      title: s.title.trim(),
      instruction: s.instruction.trim() || null,
      questions:
        s.mode === 'fixed'
          ? s.questions.map((q) => ({ questionId: q.questionId, score: q.score ?? 0 }))
          : null,
      rule:
        s.mode === 'random'
          ? {
              classificationId: s.rule.classificationId || null,
              questionType: s.rule.questionType ?? 0,
              difficulty: s.rule.difficulty ?? null,
              count: s.rule.count ?? 0,
              score: s.rule.score ?? 0,
            }
          : null,
    })),
  };
}

/** Whether two drafts would save the same paper (the unsaved-changes check). */
export const sameDraft = (a: PaperDraft, b: PaperDraft) =>
  JSON.stringify(paperBody(a)) === JSON.stringify(paperBody(b));
