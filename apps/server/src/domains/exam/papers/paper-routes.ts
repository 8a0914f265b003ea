import {
  PERMS,
  paperAddBody,
  paperCloneBody,
  paperCopyResultSchema,
  paperDetailSchema,
  paperEditBody,
  paperKeySchema,
  paperListQuery,
  paperPreviewQuery,
  paperSchema,
  studentPaperSchema,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { PaperService } from './paper-service.ts';

export const PAPER_BASE = '/api/teaching/teachingPaper';
const TAGS = ['exam'];

/** Papers: list, read, write, preview and clone (teachingPaper). */
export function paperRoutes(app: FastifyInstance, ctx: AppContext) {
  const papers = new PaperService(ctx);

  const crud = crudRoutes(app, PAPER_BASE, TAGS);
  crud.list({
    perm: PERMS.paper.list,
    summary:
      '试卷列表：管理员看本机构全部，教师看机构题库与本校的试卷；`classificationId` 含其下级分类；每行带题目数（固定题 + 抽题数）与是否含随机抽题',
    query: paperListQuery,
    row: paperSchema,
    find: (auth, q) => papers.list(auth, q),
  });
  crud.queryById({
    perm: PERMS.paper.list,
    summary: '试卷详情：按顺序列出大题，固定题带题库字段，随机大题带抽题规则，以及每个大题的分值',
    query: teachingIdQuery,
    result: paperDetailSchema,
    find: (auth, q) => papers.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.paper.add,
    summary:
      '新建试卷 → 详情：每个大题选择题目或设置抽题规则（二选一）；题目须存在、启用且自己可用，不能重复；抽题规则须能从题库抽满；及格分不高于总分；总分自动计算。教师的试卷属于本校',
    body: paperAddBody,
    result: paperDetailSchema,
    message: '添加成功！',
    save: (auth, body) => papers.add(auth, body),
  });
  crud.edit({
    perm: PERMS.paper.edit,
    summary:
      '修改试卷 `{id, ...}` → 详情：只改提交的字段；提交 `sections` 时整体替换全部大题，规则同新建；机构题库的试卷只有管理员可改',
    body: paperEditBody,
    result: paperDetailSchema,
    message: '编辑成功!',
    save: (auth, body) => papers.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.paper.delete,
    summary: '删除试卷（逻辑删除）；仍有考试使用这份试卷时不能删除',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => papers.remove(auth, q.id),
  });

  crud.read('preview', {
    perm: PERMS.paper.list,
    summary:
      '试卷预览：按 `seed` 抽题并乱序，与该种子的学生看到的完全相同，不含答案与解析；`answers=1` 为教师打印版，每题附答案与解析',
    query: paperPreviewQuery,
    result: z.union([paperKeySchema, studentPaperSchema]),
    find: (auth, q) => papers.preview(auth, q.id, q.seed, q.answers === 1),
  });
  crud.write('POST', 'clone', {
    perm: PERMS.paper.add,
    summary:
      '复制试卷 `{id}` → 新试卷“原名（副本）”（草稿），大题独立、题目相同；教师复制到本校，管理员复制到原试卷所在位置',
    input: paperCloneBody,
    result: paperCopyResultSchema,
    message: '复制成功！',
    run: async (auth, body) => {
      const { paperId, target } = await papers.clone(auth, body.id);
      return { papers: [{ sourceId: body.id, paperId, target }] };
    },
  });
}
