import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db, Tx } from '../../../db/client.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { schoolNameOf } from './cert-scope.ts';
import { newSerialNo } from './cert-serial.ts';
import { teachingCert, type teachingCertTemplate } from './cert-tables.ts';

type TemplateRow = typeof teachingCertTemplate.$inferSelect;

export interface Grant {
  tenantId: string;
  template: TemplateRow;
  user: { id: string; realname: string | null; username: string };
  courseId: string | null;
  courseName: string;
  issueDate: string;
  source: 1 | 2 | 3;
  by: string;
}

/** The organisation printed: the template's, else the holder's school, else the site's brand name. */
export async function orgNameFor(db: Db, g: Pick<Grant, 'tenantId' | 'template' | 'user'>): Promise<string> {
  if (g.template.orgName) return g.template.orgName;
  const school = await schoolNameOf(db, g.tenantId, g.user.id);
  if (school) return school;
  const brand = (await publicConfig(db, g.tenantId)).brandName;
  return typeof brand === 'string' ? brand : '';
}

/**
 * Grants several certificates in one transaction; the organisation names are read before it (they only
 * read). Answers the serials written: holders who already had a valid one are skipped.
 */
export async function grantAll(db: Db, grants: Grant[]): Promise<string[]> {
  const orgs = await Promise.all(grants.map((g) => orgNameFor(db, g)));
  return db.transaction(async (tx) => {
    const out: string[] = [];
    for (const [i, g] of grants.entries()) {
      const serial = await grant(tx, g, orgs[i]);
      if (serial) out.push(serial);
    }
    return out;
  });
}

/**
 * Writes one certificate unless the holder already has a valid one of this template and course
 * (the partial unique index settles races). Answers the serial, or null when it was already there.
 */
export async function grant(tx: Tx | Db, g: Grant, orgName: string): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const serialNo = newSerialNo(Number(g.issueDate.slice(0, 4)));
    const [taken] = await tx
      .select({ id: teachingCert.id })
      .from(teachingCert)
      .where(eq(teachingCert.serialNo, serialNo));
    if (taken) continue;
    const inserted = await tx
      .insert(teachingCert)
      .values({
        id: uuidv7(),
        tenantId: g.tenantId,
        serialNo,
        templateId: g.template.id,
        userId: g.user.id,
        courseId: g.courseId ?? '',
        certName: g.template.name,
        holderName: (g.user.realname || g.user.username).slice(0, 100),
        courseName: g.courseName.slice(0, 100),
        issueDate: g.issueDate,
        orgName: orgName.slice(0, 100),
        layout: {
          background: g.template.background,
          width: g.template.width,
          height: g.template.height,
          fields: g.template.fields,
        },
        source: g.source,
        createBy: g.by,
      })
      // The only conflict left is the holder's valid certificate (serials were checked just above).
      .onConflictDoNothing()
      .returning({ serialNo: teachingCert.serialNo });
    return inserted[0]?.serialNo ?? null;
  }
  throw new Error('证书编号生成失败');
}
