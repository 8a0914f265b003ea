import {
  PERMS,
  pageResultOf,
  paperCopyResultSchema,
  paperPullBody,
  paperPushBody,
  paperSchema,
  paperShareBody,
  paperSharedListQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { DistributionService } from './distribution-service.ts';
import { PAPER_BASE } from './paper-routes.ts';

const TAGS = ['exam'];

/** Paper distribution: push to schools and tenants, pull from the shared library, share. */
export function distributionRoutes(app: FastifyInstance, ctx: AppContext) {
  const distribution = new DistributionService(ctx);
  const crud = crudRoutes(app, PAPER_BASE, TAGS);
  crud.write('POST', 'push', {
    perm: PERMS.paperDistribution.push,
    summary:
      '推送试卷：把试卷复制到本机构的学校（`deptIds`），平台管理员还可复制到其他机构（`tenantIds`）；副本的大题与固定题都是新的记录，跨机构时随机抽题的题库与分类一并复制；任一目标不合法则全部不推送',
    input: paperPushBody,
    result: paperCopyResultSchema,
    message: '推送成功！',
    run: (auth, body) => distribution.push(auth, body),
  });

  crud.command('PUT', 'share', {
    perm: PERMS.paperDistribution.share,
    summary: '共享（`shared: 1`）或取消共享（`shared: 0`）机构题库中的试卷；仅管理员',
    input: paperShareBody,
    message: (body) => (body.shared ? '已共享' : '已取消共享'),
    run: (auth, body) => distribution.share(auth, body.id, body.shared),
  });
  crud.read('sharedList', {
    perm: PERMS.paperDistribution.pull,
    summary: '共享库：本机构与平台共享的试卷，以及平台授权给本机构的试卷，可按名称搜索',
    query: paperSharedListQuery,
    result: pageResultOf(paperSchema),
    find: async (auth, q) => pageFrom(await distribution.sharedList(auth, q), q),
  });
  crud.write('POST', 'pull', {
    perm: PERMS.paperDistribution.pull,
    summary: '从共享库拉取试卷：教师复制到本校，管理员复制到机构题库；副本与原试卷互不影响',
    input: paperPullBody,
    result: paperCopyResultSchema,
    message: '拉取成功！',
    run: (auth, body) => distribution.pull(auth, body.paperIds),
  });
}
