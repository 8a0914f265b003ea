import {
  envelopeOf,
  licensableSchema,
  myPointsSchema,
  PERMS,
  pageResultOf,
  saveLicensesBody,
  tenantAddBody,
  tenantCallerSchema,
  tenantEditBody,
  tenantIdQuery,
  tenantLicensesSchema,
  tenantListQuery,
  tenantNoticeSchema,
  tenantSchema,
  zuhuInfoSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
import { isPlatformAdmin } from '../../platform/tenancy/tenancy.ts';
import { tenantNoticeOf } from '../../platform/tenancy/tenant-state.ts';
import { pointsOf } from '../points/index.ts';
import { LicenseService } from './licenses/license-service.ts';
import { zuhuInfoOf } from './my/zuhu-info.ts';
import { TenantService } from './tenants/tenant-service.ts';

const TAGS = ['tenant'];
export const TENANT_BASE = '/api/teaching/teachingZuhuInfo';

/** Tenants (租户): the back office's list and forms, licences, and the signed-in user's own tenant. */
export function tenantRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tenants = new TenantService(ctx);
  const licenses = new LicenseService(ctx);
  const base = TENANT_BASE;

  const crud = crudRoutes(app, base, TAGS);
  crud.read('list', {
    perm: PERMS.tenant.list,
    summary: '机构列表（含学生、教师、存储用量）：平台管理员看到全部机构，其他机构的管理员只看到本机构',
    query: tenantListQuery,
    result: pageResultOf(tenantSchema),
    message: '查询成功',
    find: (auth, q) => tenants.list(auth, q),
  });
  crud.read('scope', {
    perm: PERMS.tenant.list,
    summary: '当前管理员能管理的范围：平台管理员管理全部机构，其他管理员只管理本机构',
    result: tenantCallerSchema,
    message: '查询成功',
    find: async (auth) => ({ platformAdmin: isPlatformAdmin(auth), tenantId: auth.tenantId }),
  });

  crud.queryById({
    perm: PERMS.tenant.list,
    summary: '机构详情；非平台管理员只能查看本机构（403）',
    query: tenantIdQuery,
    result: tenantSchema,
    message: '查询成功',
    find: (auth, q) => tenants.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.tenant.add,
    summary:
      '新建机构及其首个管理员 `{zuhuName, adminUsername, adminPassword, expireTime, maxStudents, ...}`，同一事务：账号已被使用（409）时什么也不创建。仅平台管理员',
    body: tenantAddBody,
    result: tenantSchema,
    message: '添加成功！',
    save: (auth, body) => tenants.add(auth, body),
  });
  crud.edit({
    perm: PERMS.tenant.edit,
    summary:
      '修改机构：名称、联系人、标志与品牌（本机构管理员可改）；到期时间、配额、状态仅平台管理员可改（否则 403）。到期或停用立即生效',
    body: tenantEditBody,
    result: tenantSchema,
    message: '编辑成功!',
    save: (auth, body) => tenants.edit(auth, body),
  });

  crud.read('licenses', {
    perm: PERMS.tenant.list,
    summary: '机构获授权的平台课程与试卷（仅平台管理员）',
    query: tenantIdQuery,
    result: tenantLicensesSchema,
    message: '查询成功',
    find: (auth, q) => licenses.licenses(auth, q.id),
  });
  crud.read('licensable', {
    perm: PERMS.tenant.list,
    summary: '可授权的平台课程与试卷（授权选择框用，仅平台管理员）',
    result: licensableSchema,
    message: '查询成功',
    find: (auth) => licenses.licensable(auth),
  });
  crud.write('POST', 'saveLicenses', {
    perm: PERMS.tenant.edit,
    summary: '保存机构的授权 `{id, courseIds, paperIds}`（整体替换；编号须为平台的课程、试卷）。仅平台管理员',
    input: saveLicensesBody,
    result: tenantLicensesSchema,
    message: '授权已保存',
    run: (auth, body) => licenses.save(auth, body),
  });
  crud.read('zuhuinfo', {
    perm: 'login',
    summary:
      '当前用户的机构与班级、课程 `{zuhuName, brandName, expireTime, list: [{classId, className, courses}]}`',
    result: zuhuInfoSchema,
    message: '查询成功',
    find: (auth) => zuhuInfoOf(ctx.db, auth),
  });
  crud.read('jifen', {
    perm: 'login',
    summary: '当前用户的积分（同 getMyJifen）',
    result: myPointsSchema,
    message: '查询成功',
    find: (auth) => pointsOf(ctx.db, auth.tenantId, auth.userId),
  });

  app.get(
    `${base}/notice`,
    {
      // Readable by a disabled or expired tenant's users: it is what they are shown.
      config: { guard: 'login', tenantExempt: true },
      schema: {
        summary: '所在机构停用或到期的提示（机构正常时为 null）；停用、到期机构的用户也可调用',
        tags: TAGS,
        response: { 200: envelopeOf(tenantNoticeSchema.nullable()) },
      },
    },
    async (req) => ok(await tenantNoticeOf(ctx.db, req.auth!.tenantId), '查询成功'),
  );
}
