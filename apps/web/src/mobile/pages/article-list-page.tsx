import { mpApi } from '../api/mp-api.ts';
import { useLoad } from '../api/use-load.ts';
import { ArticleFeed } from '../components/article-feed.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { TypeTabs } from '../components/type-tabs.tsx';
import { go, useLocation } from '../router/navigation.tsx';
import { buildQuery, readParam } from '../router/query.ts';

/** `/m/articles?typeId=&labelId=`: articles of a type and/or label, a page at a time. */
export function ArticleListPage() {
  const { search } = useLocation();
  const typeId = readParam(search, 'typeId');
  const labelId = readParam(search, 'labelId');
  const cityId = readParam(search, 'cityId');
  const labelName = readParam(search, 'labelName');
  // The types come with the home answer (the only list of them the public API has).
  const home = useLoad(() => mpApi.home(cityId), [cityId]);
  const types = home.data?.types ?? [];
  const typeName = types.find((t) => t.id === typeId)?.typeName;
  const filterTo = (next: { typeId?: string; labelId?: string; labelName?: string }) =>
    go(`/m/articles${buildQuery(next)}`, { replace: true });

  return (
    <div className="m-page">
      <TopBar title={typeName ?? '文章'} />
      <TypeTabs types={types} value={typeId} onChange={(t) => filterTo({ typeId: t, labelId, labelName })} />
      {labelId ? (
        <div className="m-filter">
          <span>标签：{labelName ?? '已选标签'}</span>
          <button type="button" className="m-link-btn" onClick={() => filterTo({ typeId })}>
            清除
          </button>
        </div>
      ) : null}
      <ArticleFeed typeId={typeId} labelId={labelId} cityId={cityId} />
    </div>
  );
}
