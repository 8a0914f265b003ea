import { PERMS, schoolPapersBody, schoolPapersSchema, schoolResourceQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { PAPER_BASE } from './paper-routes.ts';
import { PaperSchoolService } from './paper-school-service.ts';

const TAGS = ['exam'];

/** Resource allocation (资源分配): bank papers given to schools. */
export function paperSchoolRoutes(app: FastifyInstance, ctx: AppContext) {
  const schools = new PaperSchoolService(ctx.db);
  const crud = crudRoutes(app, PAPER_BASE, TAGS);

  crud.read('schoolPapers', {
    perm: PERMS.paper.list,
    summary:
      '学校已分配的机构题库试卷：`deptId` 为本机构的学校或校区（orgCategory 1/2），答复 `{deptId, paperIds}`；仅管理员',
    query: schoolResourceQuery,
    result: schoolPapersSchema,
    find: (auth, q) => schools.get(auth, q.deptId),
  });
  crud.write('POST', 'saveSchoolPapers', {
    perm: PERMS.paperDistribution.push,
    summary:
      '给学校分配机构题库的试卷 `{deptId, paperIds}`：以所给集合为准（未列出的收回）；分配给了学校的试卷只有这些学校的老师看得到，未分配给任何学校的试卷所有学校都看得到；仅管理员',
    input: schoolPapersBody,
    result: schoolPapersSchema,
    message: '分配成功！',
    run: (auth, body) => schools.save(auth, body),
  });
}
