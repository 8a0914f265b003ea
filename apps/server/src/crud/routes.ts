import {
  emptyEnvelope,
  envelopeOf,
  importResultSchema,
  pageResultOf,
  type ResourceAction,
  resourceOperations,
  resourceRecordSchema,
} from '@ck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { requireResourcePerm } from '../platform/auth/guard.ts';
import { ok, okAfter } from '../platform/http/envelope.ts';
import { resourceDataRuleScope } from './data-rule-filter.ts';
import { buildWorkbook, sendXlsx } from './excel-export.ts';
import { importUpload } from './excel-import.ts';
import type { Query } from './list-query.ts';
import { exportRecords, getRecord, listPage, parseId, parseIds } from './reads.ts';
import type { ResourceModel } from './resource-model.ts';
import { addRow, deleteRows, editRow, MAX_BATCH_DELETE } from './writes.ts';

const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Query;

const TAGS = ['resource'];

/** The JeecgBoot-style routes of one resource; only the operations it declares are mounted. */
export function mountResource(app: FastifyInstance, ctx: AppContext, model: ResourceModel) {
  const { def } = model;
  const base = `/api/${def.module}/${def.name}`;
  const ops = new Set(resourceOperations(def));
  const guard = (action: ResourceAction) => ({ config: requireResourcePerm(def, action) });

  // For the API document: which resource, and what the route does with it; JSON answers also declare
  // their shape, which serialises them (records are built from the declaration's fields only).
  const doc = (what: string, answer?: z.ZodType) => ({
    schema: { summary: `${def.label}：${what}`, tags: TAGS, ...(answer && { response: { 200: answer } }) },
  });
  const row = resourceRecordSchema(def);
  const record = envelopeOf(row);

  // Reads see only what the caller's data rules on the list's menu allow.
  const dataRules = (req: FastifyRequest) =>
    resourceDataRuleScope(ctx, model, req.auth!, (message) => req.log.warn(message));

  app.get(
    `${base}/list`,
    { ...guard('list'), ...doc('分页列表', envelopeOf(pageResultOf(row))) },
    async (req) => ok(await listPage(ctx, model, req.auth!, queryOf(req), await dataRules(req)), '查询成功'),
  );

  app.get(`${base}/queryById`, { ...guard('list'), ...doc('按 id 查询', record) }, async (req) => {
    const id = parseId(queryOf(req).id);
    return ok(await getRecord(ctx, model, req.auth!, id, await dataRules(req)), '查询成功');
  });

  if (ops.has('add')) {
    app.post(`${base}/add`, { ...guard('add'), ...doc('新增', record) }, async (req) =>
      ok(await addRow(ctx, model, req.auth!, req.body), '添加成功！'),
    );
  }

  if (ops.has('edit')) {
    const edit = async (req: FastifyRequest) =>
      ok(await editRow(ctx, model, req.auth!, req.body), '编辑成功！');
    app.put(`${base}/edit`, { ...guard('edit'), ...doc('编辑', record) }, edit);
    // JeecgBoot clients also edit with POST.
    app.post(`${base}/edit`, { ...guard('edit'), ...doc('编辑', record) }, edit);
  }

  if (ops.has('delete')) {
    app.delete(`${base}/delete`, { ...guard('delete'), ...doc('删除', emptyEnvelope) }, async (req) =>
      okAfter(deleteRows(ctx, model, req.auth!, [parseId(queryOf(req).id)]), '删除成功！'),
    );
    app.delete(
      `${base}/deleteBatch`,
      { ...guard('delete'), ...doc('批量删除', emptyEnvelope) },
      async (req) =>
        okAfter(
          deleteRows(ctx, model, req.auth!, parseIds(queryOf(req).ids, MAX_BATCH_DELETE)),
          '批量删除成功！',
        ),
    );
  }

  if (ops.has('export')) {
    app.get(`${base}/exportXls`, { ...guard('export'), ...doc('导出') }, async (req, reply) => {
      const records = await exportRecords(ctx, model, req.auth!, queryOf(req), await dataRules(req));
      const buffer = await buildWorkbook(def, records);
      return sendXlsx(reply, buffer, `${def.label}.xlsx`, `${def.name}.xlsx`);
    });
  }

  if (ops.has('import')) {
    app.post(
      `${base}/importExcel`,
      { ...guard('import'), ...doc('导入', envelopeOf(importResultSchema)) },
      async (req, reply) => {
        const outcome = await importUpload(ctx, model, req);
        return reply.status(outcome.status).send(outcome.body);
      },
    );
  }
}
