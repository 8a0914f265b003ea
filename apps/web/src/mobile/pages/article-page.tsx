import { SafeHtml } from '../../components/safe-html.tsx';
import { mpApi } from '../api/mp-api.ts';
import { useLoad } from '../api/use-load.ts';
import { formatTime } from '../components/format.ts';
import { ErrorState, Loading } from '../components/states.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { Link } from '../router/navigation.tsx';
import { buildQuery } from '../router/query.ts';

/** `/m/article/<id>`: one published article (its HTML was sanitised by the server and again here). */
export function ArticlePage({ id }: { id: string }) {
  const article = useLoad(() => mpApi.article(id), [id]);
  const a = article.data;
  return (
    <div className="m-page">
      <TopBar title={a?.title ?? '文章详情'} />
      {!a && article.loading ? <Loading /> : null}
      {!a && !article.loading ? <ErrorState error={article.error} onRetry={article.reload} /> : null}
      {a ? (
        <article className="m-article">
          <h2 className="m-article-title">{a.title}</h2>
          <p className="m-meta">
            {a.typeName && a.typeId ? (
              <Link to={`/m/articles${buildQuery({ typeId: a.typeId })}`}>{a.typeName}</Link>
            ) : null}
            {a.publishTime ? <span>发布于 {formatTime(a.publishTime)}</span> : null}
            <span>{a.views} 次阅读</span>
          </p>
          {a.labels.length ? (
            <p className="m-labels">
              {a.labels.map((l) => (
                <Link
                  key={l.id}
                  className="m-tag"
                  to={`/m/articles${buildQuery({ labelId: l.id, labelName: l.labelName })}`}
                >
                  {l.labelName}
                </Link>
              ))}
            </p>
          ) : null}
          <SafeHtml className="m-rich" html={a.content} />
        </article>
      ) : null}
    </div>
  );
}
