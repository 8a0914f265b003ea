import type { MpArticleType } from '@ck/shared';

/** Article-type tabs with "全部" first; scrolls sideways on a narrow screen. */
export function TypeTabs({
  types,
  value,
  onChange,
}: {
  types: MpArticleType[];
  value: string | undefined;
  onChange: (typeId: string | undefined) => void;
}) {
  if (!types.length) return null;
  const tabs = [{ id: '', typeName: '全部' }, ...types];
  return (
    <div className="m-tabs" role="tablist" aria-label="文章分类">
      {tabs.map((t) => {
        const active = (value ?? '') === t.id;
        return (
          <button
            key={t.id || 'all'}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'm-tab m-tab-active' : 'm-tab'}
            onClick={() => onChange(t.id || undefined)}
          >
            {t.typeName}
          </button>
        );
      })}
    </div>
  );
}
