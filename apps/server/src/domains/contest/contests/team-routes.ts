import {
  contestIdQuery,
  contestTeamAddBody,
  contestTeamEditBody,
  contestTeamSchema,
  envelopeOf,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { TeamService } from './team-service.ts';

export const TEAM_BASE = '/api/teaching/teachingTeam';

/** Teams of a contest (`teachingTeam`). */
export function teamRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const teams = new TeamService(ctx);
  const base = TEAM_BASE;

  app.get(
    `${base}/list`,
    {
      config: requirePerm(PERMS.contest.list),
      schema: {
        summary: '赛事的队伍，带分组、学校名称与队员姓名',
        tags,
        querystring: contestIdQuery,
        response: { 200: envelopeOf(z.array(contestTeamSchema)) },
      },
    },
    async (req) => ok(await teams.list(req.auth!, req.query.contestId)),
  );

  const crud = crudRoutes(app, base, tags);
  crud.add({
    perm: PERMS.contest.edit,
    summary:
      '新增队伍 → `{id}`：`{contestId, groupId, teamName, schoolId, coachName, coachPhone, memberIds}`；队员须是本赛事（该分组）的参赛学生且不在其他队伍',
    body: contestTeamAddBody,
    message: '添加成功！',
    save: (auth, body) => teams.add(auth, body),
  });
  crud.edit({
    perm: PERMS.contest.edit,
    summary: '修改队伍，规则同新增',
    body: contestTeamEditBody,
    message: '编辑成功!',
    save: (auth, body) => teams.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.contest.edit,
    summary: '删除队伍（队员仍是参赛学生）',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => teams.remove(auth, q.id),
  });
}
