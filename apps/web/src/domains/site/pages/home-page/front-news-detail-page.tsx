import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { fetchNewsDetail } from '../../api.ts';

/** `/home-page/frontNewsDetail?id=`: one published article; the body is sanitised again on render. */
export function FrontNewsDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { config } = useBrand();
  const article = useQuery({
    queryKey: ['news-detail', id],
    queryFn: () => fetchNewsDetail(id),
    enabled: !!id,
    retry: false,
  });
  useDocumentTitle(article.data?.title ?? '新闻详情');
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/home-page/frontNews')}>
      返回新闻列表
    </Button>
  );
  if (!id || article.isError)
    return (
      <Result status="404" title="新闻不存在" subTitle="这篇新闻可能已被撤下，或链接有误。" extra={back} />
    );
  return (
    <Card>
      {article.isLoading || !article.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <article className="ck-article" data-testid="news-article">
          <Typography.Title level={2}>{article.data.title}</Typography.Title>
          <Typography.Text type="secondary">
            <CalendarOutlined /> {article.data.publishTime}
          </Typography.Text>
          {article.data.cover && (
            <img
              src={fileUrl(article.data.cover, config)}
              alt=""
              style={{ display: 'block', margin: '16px 0', maxHeight: 360, borderRadius: 8 }}
            />
          )}
          <SafeHtml html={article.data.content} style={{ marginTop: 16, lineHeight: 1.8, fontSize: 15 }} />
          <div style={{ marginTop: 24 }}>{back}</div>
        </article>
      )}
    </Card>
  );
}
