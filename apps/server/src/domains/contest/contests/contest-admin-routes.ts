import {
  contestAddBody,
  contestEditBody,
  contestListQuery,
  contestSchema,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ContestService } from './contest-service.ts';

/** Contests in the back office (`teachingContest` list / queryById / add / edit / delete). */
export function contestAdminRoutes(fastify: FastifyInstance, ctx: AppContext, base: string, tags: string[]) {
  const contests = new ContestService(ctx);

  const crud = crudRoutes(fastify, base, tags);
  crud.list({
    perm: PERMS.contest.list,
    summary: '赛事列表（本机构全部赛事）：按名称、赛制、阶段（upcoming / registering / running / ended）筛选',
    query: contestListQuery,
    row: contestSchema,
    find: (auth, q) => contests.list(auth, q),
  });
  crud.queryById({
    perm: PERMS.contest.list,
    summary: '赛事详情',
    query: teachingIdQuery,
    result: contestSchema,
    find: (auth, q) => contests.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.contest.add,
    summary:
      '新增赛事：结束晚于开始，封榜时间在比赛期间，报名截止不早于报名开始，个人限时不超过比赛时长，分数线依次降低（按比例时之和不超过 100%）；介绍与规则保存前清洗',
    body: contestAddBody,
    result: contestSchema,
    message: '添加成功！',
    save: (auth, body) => contests.add(auth, body),
  });
  crud.edit({
    perm: PERMS.contest.edit,
    summary:
      '修改赛事 `{id, ...}`：只改提交的字段，规则同新增；试卷分组的考试随之更新；有分组后不能在试卷与编程赛制间切换',
    body: contestEditBody,
    result: contestSchema,
    message: '编辑成功!',
    save: (auth, body) => contests.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.contest.delete,
    summary: '删除赛事（逻辑删除，连同分组与参赛学生）；已有提交记录或试卷答卷的不能删除',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => contests.remove(auth, q.id),
  });
}
