import { BANK_TYPE_OF, type BankQuestionItem, type BankQuestionQuery } from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { teachingQuestion as q, questionScope, visibleQuestions } from '../../exam/index.ts';

const BANK_CODES = { single: 1, multiple: 2, judge: 3 } as const;
const LETTERS = 'ABCDEFGH';

/** Rich text of the bank as plain text: an assessment's stem and options are shown as text. */
export function plainText(html: string | null | undefined, max: number): string {
  const text = (html ?? '')
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.slice(0, max);
}

type BankRow = Pick<typeof q.$inferSelect, 'id' | 'questionType' | 'questionContent' | 'options' | 'answer'>;

/** The bank's answer in assessment form: `A,C` → `AC`, `1`/`0` → `T`/`F`. */
function answerOf(type: 'single' | 'multiple' | 'judge', answer: string | null): string {
  const raw = (answer ?? '').toUpperCase();
  if (type === 'judge') return raw.trim() === '1' || raw.trim() === 'T' ? 'T' : 'F';
  return [...new Set(raw.replace(/[^A-H]/g, ''))].sort().join('');
}

export function bankItemOf(row: BankRow): BankQuestionItem {
  const type = BANK_TYPE_OF[row.questionType as keyof typeof BANK_TYPE_OF];
  // Options in key order, re-lettered A, B, C … so the answer's letters match the positions.
  const options = type === 'judge' ? [] : [...(row.options ?? [])].sort((a, b) => a.key.localeCompare(b.key));
  const relabel = new Map(options.map((o, i) => [o.key.toUpperCase(), LETTERS[i]]));
  const answer = [...answerOf(type, row.answer)]
    .map((l) => (type === 'judge' ? l : (relabel.get(l) ?? '')))
    .sort()
    .join('');
  return {
    id: uuidv7(),
    type,
    stem: plainText(row.questionContent, 5000) || '（题干为空）',
    options: options.map((o) => plainText(o.content, 500) || o.key),
    answer,
    score: 10,
    weights: {},
    bankQuestionId: row.id,
  };
}

/** A page of the bank's single, multiple and true/false questions the caller sees, in assessment form. */
export async function bankQuestions(db: Db, auth: AuthContext, f: BankQuestionQuery) {
  const scope = await questionScope(db, auth);
  const types = f.type ? [BANK_CODES[f.type]] : Object.values(BANK_CODES);
  const filters: SQL[] = [visibleQuestions(scope), inArray(q.questionType, types), eq(q.status, 1)];
  if (f.keyword) filters.push(ilike(q.questionContent, likePattern(f.keyword)));
  const where = and(...filters);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: q.id,
        questionType: q.questionType,
        questionContent: q.questionContent,
        options: q.options,
        answer: q.answer,
      })
      .from(q)
      .where(where)
      .orderBy(desc(q.createTime), desc(q.id))
      .limit(f.pageSize)
      .offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(q).where(where),
  ]);
  return { records: rows.map(bankItemOf), total: Number(n) };
}
