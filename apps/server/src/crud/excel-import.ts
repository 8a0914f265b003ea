import { type ApiResult, envelopeOf, importResultSchema, type ResourceDef, splitIds } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { ZodError, type z } from 'zod';
import type { AppContext } from '../context.ts';
import type { AuthContext, Guard } from '../platform/auth/auth-context.ts';
import { ok, refused } from '../platform/http/envelope.ts';
import { AppError, badRequest } from '../platform/http/errors.ts';
import { routeDoc } from '../platform/http/route-doc.ts';
import { liveScope } from '../platform/tenancy/tenancy.ts';
import { mapDbError } from './db-errors.ts';
import { readSheet, type SheetRow } from './excel-read.ts';
import type { Row } from './hooks.ts';
import { chunks } from './records.ts';
import { modelByKey, type ResourceModel } from './resource-model.ts';
import { checkDicts, checkRefs, checkUnique } from './write-checks.ts';
import { hookContext, toColumns, withDefaults } from './writes.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const INSERT_CHUNK = 500;

export interface ImportResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; message: string }[];
}

export interface ImportOutcome {
  status: 200 | 400;
  body: ApiResult<ImportResult>;
}

/** Leaves the import transaction (nothing written yet) once a hook has refused a row. */
class RowsRefused extends Error {}

/** The uploaded `file` part: .xlsx only, at most 10 MB. */
export async function uploadedXlsx(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传 .xlsx 文件');
  const file = await req
    .file({ limits: { fileSize: MAX_BYTES, files: 1, fields: 20, parts: 30 } })
    .catch(() => {
      throw badRequest('上传内容格式不正确');
    });
  if (file?.fieldname !== 'file') throw badRequest('请通过字段 file 上传文件');
  if (!/\.xlsx$/i.test(file.filename)) throw badRequest('只支持 .xlsx 格式的文件');
  const buffer = await file.toBuffer().catch(() => {
    throw new AppError(413, '文件不能超过 10MB');
  });
  // An xlsx is a zip archive: refuse anything else before handing it to the parser.
  if (buffer.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw badRequest('文件不是有效的 xlsx 文件');
  return buffer;
}

/** Dict cells may hold the item text instead of the value; ref cells the referenced row's label. */
async function translateCells(ctx: AppContext, model: ResourceModel, tenantId: string, rows: SheetRow[]) {
  const fields = Object.entries(model.def.fields);
  const codes = [...new Set(fields.flatMap(([, f]) => (f.kind === 'dict' && f.dict ? [f.dict] : [])))];
  const dicts = codes.length ? await ctx.dicts.itemsByCode(tenantId, codes) : {};
  for (const [name, field] of fields) {
    if (field.kind === 'dict') {
      const items = dicts[field.dict ?? ''] ?? [];
      const values = new Set(items.map((i) => i.value));
      const byText = new Map(items.map((i) => [i.text, i.value]));
      const one = (v: string) => (values.has(v) ? v : (byText.get(v) ?? v));
      for (const { body } of rows) {
        if (typeof body[name] === 'string')
          body[name] = body[name]
            .split(',')
            .map((v) => one(v.trim()))
            .join(',');
      }
    }
    if (field.kind === 'ref' && field.ref && field.refLabel) {
      const target = modelByKey(field.ref);
      const label = target.columns[field.refLabel];
      // A multiple ref cell lists its labels (or ids) separated by commas, Chinese ones included.
      const partsOf = (v: unknown): string[] =>
        typeof v !== 'string' ? [] : field.multiple ? splitIds(v.replace(/，/g, ',')) : [v];
      const texts = [...new Set(rows.flatMap((r) => partsOf(r.body[name])))];
      const idsByLabel = new Map<string, string[]>();
      for (const part of chunks(texts)) {
        const found = await ctx.db
          .select({ id: target.columns.id, label })
          .from(target.table)
          .where(and(liveScope(target.columns, tenantId), inArray(label, part)));
        for (const r of found)
          idsByLabel.set(String(r.label), [...(idsByLabel.get(String(r.label)) ?? []), String(r.id)]);
      }
      // An ambiguous label is left as is and refused as unknown.
      const idOf = (text: string) => {
        const ids = idsByLabel.get(text);
        return ids?.length === 1 ? ids[0] : text;
      };
      for (const { body } of rows) {
        if (typeof body[name] !== 'string') continue;
        body[name] = field.multiple ? partsOf(body[name]).map(idOf).join(',') : idOf(body[name]);
      }
    }
  }
}

/** Validates every row like `POST add`; writes all rows in one transaction, or none. */
export async function importRows(ctx: AppContext, model: ResourceModel, auth: AuthContext, rows: SheetRow[]) {
  const problems = new Map<number, string[]>();
  const refuse = (rowNumber: number, message: string) =>
    problems.set(rowNumber, [...(problems.get(rowNumber) ?? []), message]);
  await translateCells(ctx, model, auth.tenantId, rows);
  const valid: { rowNumber: number; row: Row }[] = [];
  const now = new Date();
  for (const { rowNumber, body } of rows) {
    try {
      const columns = toColumns(model.def, model.addSchema.parse(withDefaults(model.def, body)) as Row);
      valid.push({
        rowNumber,
        row: { ...columns, tenantId: auth.tenantId, createBy: auth.username, createTime: now },
      });
    } catch (err) {
      if (!(err instanceof ZodError)) throw err;
      for (const issue of err.issues) refuse(rowNumber, issue.message);
    }
  }
  const batch = valid.map((v) => v.row);
  const issues = [
    ...(await checkDicts(ctx, auth.tenantId, model, batch)),
    ...(await checkRefs(ctx.db, auth.tenantId, model, batch)),
    ...(await checkUnique(ctx.db, auth.tenantId, model, batch)),
  ];
  for (const issue of issues) refuse(valid[issue.index].rowNumber, issue.message);
  // Hooks run even when other rows failed, so one answer lists every problem of the file.
  if (valid.length) {
    for (const v of valid) v.row.id = uuidv7();
    try {
      await ctx.db.transaction(async (tx) => {
        const hookIssues = await model.hooks.beforeSave?.(
          hookContext(tx, auth, model),
          batch.map((values) => ({ values, existing: null })),
        );
        for (const issue of hookIssues ?? []) refuse(valid[issue.index].rowNumber, issue.message);
        if (problems.size) throw new RowsRefused();
        for (const part of chunks(batch, INSERT_CHUNK)) await tx.insert(model.table).values(part);
      });
    } catch (err) {
      if (!(err instanceof RowsRefused)) throw mapDbError(err, model);
    }
  }
  return outcome(rows.length, problems);
}

function outcome(total: number, problems: Map<number, string[]>): ImportOutcome {
  if (!problems.size) {
    return {
      status: 200,
      body: ok({ total, success: total, failed: 0, errors: [] }, `导入成功，共 ${total} 条`),
    };
  }
  const errors = [...problems.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, messages]) => ({ row, message: messages.join('；') }));
  const message = `导入失败：共 ${total} 行，${errors.length} 行有误，未写入任何数据`;
  const result = { total, success: 0, failed: errors.length, errors };
  return { status: 400, body: refused(result, message, 400) };
}

/** The rows of the uploaded sheet, read by the headers of `def`; a sheet without rows is refused. */
export async function uploadedRows(def: ResourceDef, req: FastifyRequest): Promise<SheetRow[]> {
  const rows = await readSheet(def, await uploadedXlsx(req));
  if (!rows.length) throw badRequest('文件中没有可导入的数据');
  return rows;
}

export async function importUpload(ctx: AppContext, model: ResourceModel, req: FastifyRequest) {
  return importRows(ctx, model, req.auth!, await uploadedRows(model.def, req));
}

/**
 * `POST url`: an all-or-nothing import of the uploaded sheet, registered in a scope that parses
 * multipart. `run` answers 200 with the counts, or 400 listing each refused row with nothing written.
 */
export function sheetImportRoute<Q extends z.ZodType = z.ZodUndefined>(
  scope: FastifyInstance,
  spec: {
    url: string;
    config: { guard: Guard };
    tags: string[];
    summary: string;
    /** The query string's schema, when the import takes parameters (the course units go into). */
    query?: Q;
    /** The sheet's columns, as its export writes them. */
    sheet: ResourceDef;
    run: (auth: AuthContext, rows: SheetRow[], query: z.output<Q>) => Promise<ImportOutcome>;
  },
) {
  const response = { 200: envelopeOf(importResultSchema), 400: envelopeOf(importResultSchema.nullable()) };
  const schema = spec.query ? { querystring: spec.query, response } : { response };
  scope.post(spec.url, routeDoc(spec.config, spec.tags, spec.summary, schema), async (req, reply) => {
    const outcome = await spec.run(req.auth!, await uploadedRows(spec.sheet, req), req.query as z.output<Q>);
    return reply.status(outcome.status).send(outcome.body);
  });
}
