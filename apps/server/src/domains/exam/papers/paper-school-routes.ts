import { envelopeOf, PERMS, schoolPapersBody, schoolPapersSchema, schoolResourceQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { PAPER_BASE } from './paper-routes.ts';
import { PaperSchoolService } from './paper-school-service.ts';

const TAGS = ['exam'];

/** Resource allocation (资源分配): bank papers given to schools. */
export function paperSchoolRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schools = new PaperSchoolService(ctx.db);

  app.get(
    `${PAPER_BASE}/schoolPapers`,
    routeDoc(
      requirePerm(PERMS.paper.list),
      TAGS,
      '学校已分配的机构题库试卷：`deptId` 为本机构的学校或校区（orgCategory 1/2），答复 `{deptId, paperIds}`；仅管理员',
      { querystring: schoolResourceQuery, response: { 200: envelopeOf(schoolPapersSchema) } },
    ),
    async (req) => ok(await schools.get(req.auth!, req.query.deptId)),
  );

  app.post(
    `${PAPER_BASE}/saveSchoolPapers`,
    routeDoc(
      requirePerm(PERMS.paperDistribution.push),
      TAGS,
      '给学校分配机构题库的试卷 `{deptId, paperIds}`：以所给集合为准（未列出的收回）；分配给了学校的试卷只有这些学校的老师看得到，未分配给任何学校的试卷所有学校都看得到；仅管理员',
      { body: schoolPapersBody, response: { 200: envelopeOf(schoolPapersSchema) } },
    ),
    async (req) => ok(await schools.save(req.auth!, req.body), '分配成功！'),
  );
}
