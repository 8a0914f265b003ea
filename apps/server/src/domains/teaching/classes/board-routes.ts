import {
  classCourseSchema,
  classCoursesQuery,
  PERMS,
  progressBoardQuery,
  progressBoardSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { boardCourses, boardWorkbook, progressBoard } from './progress-board.ts';

const BASE = '/api/teaching/progress';
const TAGS = ['teaching'];

/** The class progress board: students x units of a course with state and score, and its Excel export. */
export function boardRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const crud = crudRoutes(app, BASE, TAGS);
  crud.read('courses', {
    perm: PERMS.learningReport.view,
    summary: '进度看板可选的课程：已授权给该班级的课程（须是自己负责的班级）',
    query: classCoursesQuery,
    result: z.array(classCourseSchema),
    message: '查询成功',
    find: (auth, q) => boardCourses(db, auth, q.classId),
  });
  crud.read('board', {
    perm: PERMS.learningReport.view,
    summary:
      '班级学习进度看板 `classId, courseId`：行是学生、列是单元，状态 open 未学习 / viewed 已学习 / submitted 已交作业 / graded 已批改；筛选 `keyword`、`state`（可加 `unitId`）',
    query: progressBoardQuery,
    result: progressBoardSchema,
    message: '查询成功',
    find: (auth, q) => progressBoard(db, auth, q),
  });

  app.get(
    `${BASE}/board/exportXls`,
    routeDoc(requirePerm(PERMS.learningReport.export), TAGS, '导出学习进度看板（Excel），参数与看板相同', {
      querystring: progressBoardQuery,
    }),
    async (req, reply) => {
      const board = await progressBoard(db, req.auth!, req.query);
      const buffer = await boardWorkbook(board);
      return sendXlsx(reply, buffer, `学习进度-${board.className}-${board.courseName}.xlsx`, 'progress.xlsx');
    },
  );
}
