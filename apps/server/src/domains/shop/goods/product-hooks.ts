import type { ResourceHooks, RowIssue } from '../../../crud/hooks.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import { checkRef } from './goods-refs.ts';

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;

/** Gallery: one image path per line, blanks dropped, at most 9. */
function normaliseGallery(text: string): { problem: string } | { text: string } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 9) return { problem: '图集最多 9 张图片' };
  if (lines.some((l) => /^\s*(javascript|data):/i.test(l))) return { problem: '图集里的图片地址无效' };
  return { text: lines.join('\n') };
}

/**
 * Goods: a good on shelf has a price; a virtual good names an existing course or certificate template
 * of the tenant, or the papers of a pack; the description is stored sanitised. Stock and sales move only through orders
 * once sold, but an administrator may set the stock by hand.
 */
export const productHooks: ResourceHooks = {
  async beforeSave({ tx, auth }, rows) {
    const issues: RowIssue[] = [];
    for (const [index, { values, existing }] of rows.entries()) {
      const merged = { ...(existing ?? {}), ...values };
      if (typeof values.description === 'string') values.description = sanitizeRichText(values.description);
      if (typeof values.gallery === 'string') {
        const gallery = normaliseGallery(values.gallery);
        if ('problem' in gallery) issues.push({ index, status: 400, message: gallery.problem });
        else values.gallery = gallery.text;
      }
      if (merged.status === '1' && num(merged.pointsPrice) <= 0 && num(merged.moneyPrice) <= 0)
        issues.push({ index, status: 400, message: '上架的商品须设置积分价或现金价' });
      const ref = await checkRef(tx, auth.tenantId, String(merged.goodsType ?? '1'), merged.refId);
      if ('problem' in ref) issues.push({ index, status: 400, message: ref.problem });
      else if (ref.refId !== undefined && merged.refId !== ref.refId) values.refId = ref.refId;
    }
    return issues;
  },
};
