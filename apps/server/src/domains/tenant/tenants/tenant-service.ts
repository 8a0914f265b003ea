import type { PageResult, TenantAddBody, TenantEditBody, TenantListQuery, TenantView } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { isPlatformAdmin } from '../../../platform/tenancy/tenancy.ts';
import { checkTenantAdmin, provisionTenant } from '../../identity/index.ts';
import {
  assertMayReach,
  assertPlatformAdmin,
  assertPlatformChanges,
  expiryOf,
  platformChanges,
} from './tenant-policy.ts';
import { findTenant, listTenants, nameTaken, usageOf } from './tenant-repository.ts';
import { tenantJson } from './tenant-view.ts';

/** Tenants: the platform administrator's list of every school, a tenant administrator's own record. */
export class TenantService {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext, q: TenantListQuery): Promise<PageResult<TenantView>> {
    const onlyId = isPlatformAdmin(auth) ? undefined : auth.tenantId;
    const { rows, total } = await listTenants(
      this.ctx.db,
      { onlyId, zuhuName: q.zuhuName, status: q.status },
      q.pageNo,
      q.pageSize,
    );
    const records = await Promise.all(rows.map(async (r) => tenantJson(r, await usageOf(this.ctx.db, r.id))));
    return pageOf(records, total, q.pageNo, q.pageSize);
  }

  async detail(auth: AuthContext, id: string): Promise<TenantView> {
    assertMayReach(auth, id);
    const row = await findTenant(this.ctx.db, id);
    return tenantJson(row, await usageOf(this.ctx.db, id));
  }

  /** The tenant and its first administrator in one transaction: both or neither. */
  async add(auth: AuthContext, body: TenantAddBody): Promise<TenantView> {
    assertPlatformAdmin(auth);
    const { db } = this.ctx;
    if (await nameTaken(db, body.zuhuName)) throw conflict(`机构名称“${body.zuhuName}”已存在`);
    await checkTenantAdmin(db, body.adminUsername, body.adminPassword);
    const id = uuidv7();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(sysTenant).values({
          id,
          name: body.zuhuName,
          status: 1,
          logo: body.logo,
          contactName: body.contactName,
          contactPhone: body.contactPhone,
          expireTime: expiryOf(body.expireTime),
          maxStudents: body.maxStudents,
          maxTeachers: body.maxTeachers,
          maxStorageMb: body.maxStorageMb,
          brandName: body.brandName,
          brandLogo: body.brandLogo,
          brandColor: body.brandColor,
          remark: body.remark,
          createBy: auth.username,
        });
        await provisionTenant(tx, {
          tenantId: id,
          tenantName: body.zuhuName,
          username: body.adminUsername,
          password: body.adminPassword,
          realname: body.adminRealname || `${body.zuhuName}管理员`,
          createBy: auth.username,
        });
      });
    } catch (err) {
      // Another request took the account name between the check and the insert.
      if (isUniqueViolation(err)) throw conflict(`管理员账号“${body.adminUsername}”已被使用，请换一个`);
      throw err;
    }
    return this.detail(auth, id);
  }

  /**
   * Brand and contact for the tenant's own administrators; expiry, quotas and status for platform
   * administrators only. Sessions are re-read at once so an expiry or a re-opening applies now.
   */
  async edit(auth: AuthContext, body: TenantEditBody): Promise<TenantView> {
    assertMayReach(auth, body.id);
    const { db } = this.ctx;
    const row = await findTenant(db, body.id);
    const changes = platformChanges(body, row);
    assertPlatformChanges(auth, row, changes);
    if (await nameTaken(db, body.zuhuName, body.id)) throw conflict(`机构名称“${body.zuhuName}”已存在`);
    await db
      .update(sysTenant)
      .set({
        name: body.zuhuName,
        logo: body.logo,
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        brandName: body.brandName,
        brandLogo: body.brandLogo,
        brandColor: body.brandColor,
        remark: body.remark,
        ...changes,
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(eq(sysTenant.id, body.id));
    if (Object.keys(changes).length) this.ctx.sessions.forgetAll();
    return this.detail(auth, body.id);
  }
}
