import type { MpArticleCard } from '@ck/shared';
import { Link } from '../router/navigation.tsx';
import { formatDate } from './format.ts';

export function ArticleCard({ article }: { article: MpArticleCard }) {
  return (
    <Link to={`/m/article/${encodeURIComponent(article.id)}`} className="m-article-card">
      <div className="m-article-card-body">
        <h3>
          {article.isTop ? <span className="m-tag m-tag-top">置顶</span> : null}
          {article.title}
        </h3>
        {article.summary ? <p className="m-summary">{article.summary}</p> : null}
        <p className="m-meta">
          {article.typeName ? <span>{article.typeName}</span> : null}
          <span>{formatDate(article.publishTime)}</span>
          <span>{article.views} 次阅读</span>
        </p>
      </div>
      {article.cover ? <img className="m-cover" src={article.cover} alt="" loading="lazy" /> : null}
    </Link>
  );
}
