import type { SettingLinkType } from '@ck/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { teachingCourse } from '../../teaching/index.ts';
import { teachingTestPower } from '../tables.ts';
import { teachingXcxArticle, teachingXcxArticleType } from './content-tables.ts';

type Columns = { id: PgColumn; tenantId: PgColumn; delFlag: PgColumn };

interface Target {
  label: string;
  table: Columns;
  /** Which rows the tenant may link to. */
  visible: (tenantId: string) => SQL;
}

const own = (table: Columns, label: string): Target => ({
  label,
  table,
  visible: (tenantId) => eq(table.tenantId, tenantId),
});

/**
 * What `linkTarget` names, per link type (`url` is an address, checked apart). Built on first use:
 * this module is loaded while the content tables are still being defined.
 */
function targetOf(linkType: string): Target | undefined {
  switch (linkType) {
    case 'article':
      return own(teachingXcxArticle as unknown as Columns, '文章');
    case 'type':
      return own(teachingXcxArticleType as unknown as Columns, '文章分类');
    case 'assessment':
      return own(teachingTestPower, '测评');
    case 'course':
      // The platform's courses licensed to the organisation may be linked as well as its own.
      return {
        label: '课程',
        table: teachingCourse,
        visible: (tenantId) => ownOrLicensed(teachingCourse, teachingCourse.id, tenantId, 'course'),
      };
    default:
      return undefined;
  }
}

const MAX_URL = 500;

/** An external link: an absolute https address with a host. */
function urlProblem(target: string): string | null {
  if (!/^https:\/\//i.test(target)) return '外部链接须以 https:// 开头';
  try {
    const url = new URL(target);
    if (url.protocol !== 'https:' || !url.hostname) return '外部链接的网址不正确';
  } catch {
    return '外部链接的网址不正确';
  }
  return target.length > MAX_URL ? `外部链接不能超过${MAX_URL}个字符` : null;
}

/** Why a setting's link is refused, or null when it points at something the tenant has. */
export async function linkProblem(
  db: Db,
  tenantId: string,
  linkType: unknown,
  linkTarget: unknown,
): Promise<string | null> {
  const target = typeof linkTarget === 'string' ? linkTarget.trim() : '';
  if (!target) return '请填写链接目标';
  if (linkType === 'url') return urlProblem(target);
  const spec = targetOf(String(linkType) as Exclude<SettingLinkType, 'url'>);
  if (!spec) return '链接类型不正确';
  const { table } = spec;
  const [found] = await db
    .select({ id: table.id })
    .from(table as unknown as typeof teachingCourse)
    .where(and(eq(table.id, target), eq(table.delFlag, 0), spec.visible(tenantId)))
    .limit(1);
  return found ? null : `链接的${spec.label}不存在`;
}
