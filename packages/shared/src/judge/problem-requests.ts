import { z } from 'zod';
import { distinctItems } from '../list-items.ts';
import { pagingFields } from '../paging.ts';
import { CHECKER_TYPES } from './codes.ts';

const judgeId = z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36);

/** `?id=` (or `{id}`) of one problem or submission. */
export const judgeIdQuery = z.object({ id: judgeId });

const sample = z.strictObject({
  input: z.string().max(10_000, '样例输入最多 10000 字'),
  output: z.string().max(10_000, '样例输出最多 10000 字'),
});

/** A language id as a client sends it; the server narrows it to the judge's own languages. */
export const judgeLanguageId = z
  .string({ error: '不支持的语言' })
  .trim()
  .min(1, '不支持的语言')
  .max(32, '不支持的语言');

function problemFields<L extends z.ZodType<string>>(language: L) {
  return {
    title: z
      .string({ error: '请填写题目名称' })
      .trim()
      .min(1, '请填写题目名称')
      .max(200, '题目名称最多 200 字'),
    content: z.string().max(100_000, '题面最多 100000 字').default(''),
    samples: z.array(sample).max(10, '样例最多 10 组').default([]),
    timeLimit: z.coerce
      .number()
      .int('时间限制必须是整数')
      .min(100, '时间限制至少 100 毫秒')
      .max(10_000, '时间限制最多 10000 毫秒')
      .default(1000),
    memoryLimit: z.coerce
      .number()
      .int('内存限制必须是整数')
      .min(16, '内存限制至少 16 MB')
      .max(1024, '内存限制最多 1024 MB')
      .default(256),
    languages: z.array(language).max(10).default([]),
    difficulty: z.coerce.number().int().min(1, '难度为 1 到 5').max(5, '难度为 1 到 5').default(1),
    tags: z.array(z.string().trim().min(1).max(20, '标签最多 20 字')).max(10, '标签最多 10 个').default([]),
    /** Where the problem comes from (book, contest, web address); empty clears it. */
    source: z
      .string()
      .trim()
      .max(500, '来源最多 500 字')
      .transform((s) => s || null)
      .nullable()
      .optional(),
    visible: z.union([z.literal(0), z.literal(1)], { error: '是否公开只能是 0 或 1' }).default(0),
    checkerType: z
      .enum(CHECKER_TYPES, { error: '比较方式只能是 default、exact、float 或 special' })
      .default('default'),
    checkerEpsilon: z.coerce.number().gt(0, '误差必须大于 0').lt(1, '误差必须小于 1').nullable().optional(),
    checkerSource: z.string().max(200_000, '特判程序最多 200000 字').nullable().optional(),
    referenceLanguage: language.nullable().optional(),
    referenceCode: z.string().max(65_536, '标准程序最多 64 KB').nullable().optional(),
  };
}

const specialNeedsSource = (v: { checkerType?: string; checkerSource?: string | null }) =>
  v.checkerType !== 'special' || Boolean(v.checkerSource?.trim());
const SPECIAL_MSG = { message: '选择特判时必须上传特判程序（C++）', path: ['checkerSource'] };

type Fields<L extends z.ZodType<string>> = ReturnType<typeof problemFields<L>>;

/**
 * The add and edit bodies of a problem with `language` checking each language id. Editing changes only
 * the fields sent, so its fields have no defaults.
 */
export function problemBodiesOf<L extends z.ZodType<string>>(language: L) {
  const fields = problemFields(language);
  const editFields = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, (v instanceof z.ZodDefault ? v.unwrap() : v).optional()]),
  ) as unknown as {
    [K in keyof Fields<L>]: z.ZodOptional<z.ZodType<z.output<Fields<L>[K]>, z.input<Fields<L>[K]>>>;
  };
  return {
    problemBody: z.strictObject(fields).refine(specialNeedsSource, SPECIAL_MSG),
    problemEditBody: z.strictObject({ id: judgeId, ...editFields }).refine(specialNeedsSource, SPECIAL_MSG),
  };
}

/** `POST add` and `PUT edit` of the problem bank (any language id; the server checks it is one of its own). */
export const { problemBody, problemEditBody } = problemBodiesOf(judgeLanguageId);
// Request types are the parsed shapes: always a valid body, with numbers where the schema coerces.
/** A new problem with every field (the server fills in defaults for fields left out). */
export type ProblemBody = z.output<typeof problemBody>;
/** `{id, ...}`: only the fields sent change. */
export type ProblemEditBody = z.output<typeof problemEditBody>;

const page = pagingFields({ maxSize: 200, defaultSize: 20 });

/** The practice list's filter: title keyword, tag and difficulty. */
export const problemListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(20).optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  ...page,
});
export type ProblemListQuery = z.output<typeof problemListQuery>;

/** The back office list may also filter by visibility. */
export const adminProblemListQuery = problemListQuery.extend({
  visible: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '是否公开只能是 0 或 1' }))
    .optional(),
});
export type AdminProblemListQuery = z.output<typeof adminProblemListQuery>;

/** Import: the format may be named, else it is told by the file's first bytes. */
export const problemImportQuery = z.object({
  format: z.enum(['fps', 'hydro'], { error: '导入格式只能是 fps 或 hydro' }).optional(),
});
export type ProblemImportFormat = NonNullable<z.output<typeof problemImportQuery>['format']>;

/** Export: the chosen ids (comma separated), or every problem matching the list filter. */
export const problemExportQuery = adminProblemListQuery.omit({ pageNo: true, pageSize: true }).extend({
  ids: z
    .string()
    .max(20_000, '选择的题目过多')
    .optional()
    .transform((s) => (s ? distinctItems(s) : undefined))
    .pipe(z.array(z.string().max(36)).max(500, '一次最多导出 500 道题目').optional()),
});
