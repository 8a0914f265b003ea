import {
  contestIdQuery,
  contestTeamAddBody,
  contestTeamEditBody,
  contestTeamSchema,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { TeamService } from './team-service.ts';

export const TEAM_BASE = '/api/teaching/teachingTeam';

/** Teams of a contest (`teachingTeam`). */
export function teamRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const teams = new TeamService(ctx);
  const base = TEAM_BASE;

  const crud = crudRoutes(fastify, base, tags);
  crud.read('list', {
    perm: PERMS.contest.list,
    summary: '赛事的队伍，带分组、学校名称与队员姓名',
    query: contestIdQuery,
    result: z.array(contestTeamSchema),
    find: (auth, q) => teams.list(auth, q.contestId),
  });

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
