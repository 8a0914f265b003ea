import {
  envelopeOf,
  examSnapshotSchema,
  mobilePairingBody,
  mobilePairingInfo,
  mobilePairingResult,
  PERMS,
  pairingCodeQuery,
  snapshotListQuery,
  snapshotResult,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { ProctoringService } from './proctoring-service.ts';

const BASE = '/api/teaching/teachingExam';
const TAGS = ['exam'];

/** Exam proctoring: webcam and phone snapshots, phone pairing, the teachers' snapshot list. */
export function proctoringRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proctoring = new ProctoringService(ctx);

  // Encapsulated: multipart parsing only for the snapshot upload.
  multipartScope(app, async (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/snapshot`,
      {
        // Public so that a paired phone may call it with its code; without a code a session is required.
        config: { guard: 'public' },
        schema: {
          summary:
            '上传一张监考照片（multipart：`userPaperId`、`file`（JPEG / PNG / WebP，不超过 1MB）、`source` pc | mobile、手机端另带 `code`）：仅答卷本人（或该答卷的手机配对码）、答题中、考试开启了摄像头（pc）或手机侧拍（mobile）；同一答卷同一来源 5 秒内最多一张；照片私有保存',
          tags: TAGS,
          response: { 200: envelopeOf(snapshotResult) },
        },
      },
      async (req) => ok(await proctoring.upload(req), '已上传'),
    );
  });

  const crud = crudRoutes(app, BASE, TAGS);
  crud.write('POST', 'mobilePairing', {
    perm: 'login',
    summary:
      '生成手机侧拍配对链接 `{userPaperId}` → `{pairUrl, expiresAt}`：仅答卷本人、答题中、考试开启了手机侧拍；配对码 10 分钟内有效（被手机打开后在答题期间一直有效），只保存摘要；新码生成后旧码失效',
    input: mobilePairingBody,
    result: mobilePairingResult,
    run: (auth, body) => proctoring.pair(auth, body.userPaperId),
  });

  app.get(
    `${BASE}/mobilePairing/info`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '手机侧拍页面的信息 `?code=`：考试名称、打码后的考生姓名、拍照间隔（秒）；配对码不授予其他任何权限',
      { querystring: pairingCodeQuery, response: { 200: envelopeOf(mobilePairingInfo) } },
    ),
    async (req) => ok(await proctoring.pairingInfo(req.query.code)),
  );

  crud.read('snapshots', {
    perm: PERMS.exam.list,
    summary:
      '一份答卷的监考照片 `?userPaperId=`，按时间先后：来源（pc / mobile）、时间、短时有效的签名链接；仅能管理该考试的教师与管理员',
    query: snapshotListQuery,
    result: z.array(examSnapshotSchema),
    find: (auth, q) => proctoring.list(auth, q.userPaperId),
  });
}
