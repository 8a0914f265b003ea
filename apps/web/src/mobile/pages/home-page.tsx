import type { MpHome } from '@ck/shared';
import { useEffect } from 'react';
import { mpApi } from '../api/mp-api.ts';
import { useLoad } from '../api/use-load.ts';
import { ArticleFeed } from '../components/article-feed.tsx';
import { SettingLink } from '../components/setting-link.tsx';
import { ErrorState, Loading } from '../components/states.tsx';
import { TypeTabs } from '../components/type-tabs.tsx';
import { go, Link, useLocation } from '../router/navigation.tsx';
import { buildQuery, readParam } from '../router/query.ts';

function OrgHeader({ home, cityId }: { home: MpHome; cityId?: string }) {
  const chosen = cityId ?? home.city?.id ?? '';
  return (
    <header className="m-org">
      {home.org.logo ? <img className="m-org-logo" src={home.org.logo} alt="" /> : null}
      <h1 className="m-org-name">{home.org.name}</h1>
      {home.cities.length ? (
        <label className="m-city">
          <span className="m-visually-hidden">选择城市</span>
          <select
            value={chosen}
            aria-label="选择城市"
            onChange={(e) => go(`/m/?cityId=${encodeURIComponent(e.target.value)}`, { replace: true })}
          >
            {home.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.cityName}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </header>
  );
}

export function HomePage() {
  const { search } = useLocation();
  const cityId = readParam(search, 'cityId');
  const typeId = readParam(search, 'typeId');
  const home = useLoad(() => mpApi.home(cityId), [cityId]);
  useEffect(() => {
    if (home.data) document.title = home.data.org.name;
  }, [home.data]);

  if (!home.data && home.loading) return <Loading />;
  if (!home.data) return <ErrorState error={home.error} onRetry={home.reload} />;
  const data = home.data;
  const effectiveCity = cityId ?? data.city?.id;
  return (
    <div className="m-page m-home">
      <OrgHeader home={data} cityId={cityId} />
      {data.buttons.length ? (
        <nav className="m-grid" aria-label="快捷入口">
          {data.buttons.map((b) => (
            <SettingLink key={b.id} setting={b} variant="button" />
          ))}
        </nav>
      ) : null}
      {data.menus.length ? (
        <nav className="m-menu" aria-label="菜单">
          {data.menus.map((m) => (
            <SettingLink key={m.id} setting={m} variant="menu" />
          ))}
        </nav>
      ) : null}
      <section className="m-section">
        <div className="m-section-head">
          <h2>最新文章</h2>
          <Link to="/m/articles" className="m-section-more">
            全部文章 ›
          </Link>
        </div>
        <TypeTabs
          types={data.types}
          value={typeId}
          onChange={(t) => go(`/m/${buildQuery({ typeId: t })}`, { replace: true })}
        />
        <ArticleFeed typeId={typeId} cityId={effectiveCity} />
      </section>
      <section className="m-section">
        <Link to="/m/assessments" className="m-banner">
          <strong>少儿编程能力测评</strong>
          <span>几分钟了解孩子的编程思维 ›</span>
        </Link>
      </section>
    </div>
  );
}
