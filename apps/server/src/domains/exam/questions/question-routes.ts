import {
  emptyEnvelope,
  PERMS,
  questionAddBody,
  questionBatchMoveBody,
  questionCopyBody,
  questionEditBody,
  questionListQuery,
  questionSchema,
  teachingIdQuery,
  teachingIdsQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { ClassificationNames } from './question-classifications.ts';
import { importQuestions, questionSheet, questionSheetRows, TEMPLATE_ROWS } from './question-excel.ts';
import { QuestionService } from './question-service.ts';

const BASE = '/api/teaching/teachingQuestion';
const TAGS = ['exam'];

/** The question bank: list, read, write, copy, move, import and export (teachingQuestion). */
export function questionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const questions = new QuestionService(ctx);

  const crud = crudRoutes(app, BASE, TAGS);
  crud.list({
    perm: PERMS.question.list,
    summary:
      '题目列表，最新在前：管理员看本机构全部，教师看共享题库和本校题目；`classificationId` 含全部下级分类，`tag` 知识点，`keyword` 题干包含，`excludeIds` 排除的题目；每行带分类名称、判题题目标题和使用它的试卷数',
    query: questionListQuery,
    row: questionSchema,
    find: (auth, q) => questions.list(auth, q),
  });
  crud.queryById({
    perm: PERMS.question.list,
    summary: '题目详情（含答案与解析）',
    query: teachingIdQuery,
    result: questionSchema,
    find: (auth, q) => questions.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.question.add,
    summary:
      '新增题目 → 保存后的题目：按题型校验选项与答案（单选一个、多选至少一个且都在选项中、判断 1/0、填空每空至少一个可接受答案、编程题关联判题题目、实操题选择编辑器）；富文本保存前清洗；教师的题目归本校',
    body: questionAddBody,
    result: questionSchema,
    message: '添加成功！',
    save: (auth, body) => questions.add(auth, body),
  });
  crud.edit({
    perm: PERMS.question.edit,
    summary:
      '修改题目 `{id, ...}` → 保存后的题目：只改提交的字段，改后的题目整体按题型重新校验；共享题库的题目只有管理员可以修改，教师只能改本校题目',
    body: questionEditBody,
    result: questionSchema,
    message: '编辑成功!',
    save: (auth, body) => questions.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.question.delete,
    summary: '删除题目（逻辑删除）；仍被未删除的试卷使用时拒绝并说明是哪份试卷',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => questions.remove(auth, [q.id]),
  });
  crud.deleteBatch({
    perm: PERMS.question.delete,
    summary: '批量删除题目 `?ids=a,b`（逻辑删除）：全部删除或全部不删；任一题目仍被试卷使用时拒绝',
    query: teachingIdsQuery,
    message: (q) => `已删除 ${q.ids.length} 道题目`,
    remove: (auth, q) => questions.remove(auth, q.ids),
  });

  crud.write('POST', 'copy', {
    perm: PERMS.question.add,
    summary:
      '复制题目 `{id}` → 新题目：复制全部内容并记下来源题目；教师复制的题目归本校（可复制共享题库的题目再修改）',
    input: questionCopyBody,
    result: questionSchema,
    message: '复制成功！',
    run: (auth, body) => questions.copy(auth, body.id),
  });

  app.put(
    `${BASE}/batchMove`,
    routeDoc(
      requirePerm(PERMS.question.edit),
      TAGS,
      '批量移动题目到分类 `{ids, classificationId}`（classificationId 为空即移出分类）；须都是自己可修改的题目',
      { body: questionBatchMoveBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => {
      const n = await questions.batchMove(req.auth!, req.body.ids, req.body.classificationId);
      return ok(null, `已移动 ${n} 道题目`);
    },
  );

  app.get(
    `${BASE}/exportXls`,
    routeDoc(
      requirePerm(PERMS.question.export),
      TAGS,
      '导出题目：与列表相同的筛选，最多 1 万道；表头与导入模板相同，导出的文件可直接再导入',
      { querystring: questionListQuery },
    ),
    async (req, reply) => {
      const records = await questions.exportRecords(req.auth!, req.query);
      const names = await ClassificationNames.load(ctx.db, req.auth!.tenantId);
      const buffer = await buildWorkbook(questionSheet, questionSheetRows(records, names));
      return sendXlsx(reply, buffer, '题库.xlsx', 'questions.xlsx');
    },
  );

  app.get(
    `${BASE}/importTemplate`,
    routeDoc(requirePerm(PERMS.question.import), TAGS, '题目导入模板：表头和单选、判断、填空各一行示例'),
    async (_req, reply) => {
      const buffer = await buildWorkbook(questionSheet, TEMPLATE_ROWS);
      return sendXlsx(reply, buffer, '题目导入模板.xlsx', 'question-template.xlsx');
    },
  );

  // Encapsulated: multipart parsing only for the Excel import.
  multipartScope(app, async (scope) => {
    sheetImportRoute(scope, {
      url: `${BASE}/importExcel`,
      config: requirePerm(PERMS.question.import),
      tags: TAGS,
      summary:
        '导入题目：multipart 字段 `file`（.xlsx，表头同导出，最多 2000 行）；题型填名称或代码，分类填名称（重名时写路径，如“Scratch一级/第一章”），答案写字母、对/错，填空题各空用 ; 分隔、同一空的多个答案用 | 分隔；每行都校验通过才写入，否则 400 并列出行号',
      sheet: questionSheet,
      run: (auth, rows) => importQuestions(questions, auth, rows),
    });
  });
}
