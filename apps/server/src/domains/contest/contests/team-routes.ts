import {
  contestIdQuery,
  contestTeamAddBody,
  contestTeamEditBody,
  contestTeamSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
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

  app.post(
    `${base}/add`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary:
          '新增队伍 → `{id}`：`{contestId, groupId, teamName, schoolId, coachName, coachPhone, memberIds}`；队员须是本赛事（该分组）的参赛学生且不在其他队伍',
        tags,
        body: contestTeamAddBody,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok({ id: await teams.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    `${base}/edit`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary: '修改队伍，规则同新增',
        tags,
        body: contestTeamEditBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(teams.edit(req.auth!, req.body), '编辑成功!'),
  );

  app.delete(
    `${base}/delete`,
    {
      config: requirePerm(PERMS.contest.edit),
      schema: {
        summary: '删除队伍（队员仍是参赛学生）',
        tags,
        querystring: teachingIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(teams.remove(req.auth!, req.query.id), '删除成功!'),
  );
}
