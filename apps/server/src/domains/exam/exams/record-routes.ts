import {
  pageResultOf,
  teachingIdQuery,
  userPaperAdminListQuery,
  userPaperDetailSchema,
  userPaperListQuery,
  userPaperRecordSchema,
  userPaperRowSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { RecordService } from './record-service.ts';

const BASE = '/api/teaching/teachingUserPaper';
const TAGS = ['exam'];

/** Exam records (teachingUserPaper). */
export function recordRoutes(app: FastifyInstance, ctx: AppContext) {
  const records = new RecordService(ctx);
  const crud = crudRoutes(app, BASE, TAGS);

  crud.read('listpaper', {
    perm: 'login',
    summary:
      '我的考试记录（最新在前），欢迎卡片与个人卡片使用；`paperId_dictText` 为试卷名；成绩仅在考试允许显示且已评完时给出',
    query: userPaperListQuery,
    result: pageResultOf(userPaperRecordSchema),
    message: '查询成功',
    find: async (auth, q) => pageFrom(await records.mine(auth, q.pageNo, q.pageSize), q),
  });
  crud.read('list', {
    perm: 'login',
    summary:
      '答卷记录：有考试查询权限的看自己管理的考试的全部答卷（可按考试、账号、状态筛选），其他用户只看自己的',
    query: userPaperAdminListQuery,
    result: pageResultOf(userPaperRowSchema),
    find: async (auth, q) => pageFrom(await records.list(auth, q), q),
  });
  crud.read('detail', {
    perm: 'login',
    summary:
      '一份答卷的详情：教师总带答案与解析；学生只能看自己的，答案与解析仅在考试允许且已结束后给出，成绩仅在允许显示时给出',
    query: teachingIdQuery,
    result: userPaperDetailSchema,
    find: (auth, q) => records.detail(auth, q.id),
  });
}
