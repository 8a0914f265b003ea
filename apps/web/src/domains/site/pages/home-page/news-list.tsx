import { CalendarOutlined, ReadOutlined } from '@ant-design/icons';
import { ellipsis, type FrontNewsSummary } from '@ck/shared';
import { ConfigProvider, Empty, Spin } from 'antd';
import useListStyle from 'antd/es/list/style';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { fileUrl } from '../../../../components/file-url.ts';
import { PlainTypography as Typography } from '../../../../components/plain-typography.tsx';
import { useBrand } from '../../../../hooks/use-sys-config.ts';

/**
 * News rows: cover, title, summary cut to 25 characters on small cards, publish time. The markup and
 * styles are antd List's (its style hook and class names); the List component itself is not used
 * because it statically brings Pagination, Select and a virtual list into the public pages.
 */
export function NewsList({
  records,
  loading = false,
  compact,
}: {
  records: FrontNewsSummary[];
  loading?: boolean;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const { config } = useBrand();
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('list');
  const [hashId, cssVarCls] = useListStyle(prefixCls);
  const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

  const item = (n: FrontNewsSummary) => {
    const summary = compact ? (n.summary ? ellipsis(n.summary) : null) : n.summary || null;
    const cover =
      !compact && n.cover ? (
        <img
          src={fileUrl(n.cover, config)}
          alt=""
          style={{ width: 180, height: 110, objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null;
    const meta = (
      <div className={`${prefixCls}-item-meta`}>
        <div className={`${prefixCls}-item-meta-content`}>
          <h4 className={`${prefixCls}-item-meta-title`}>
            <span className="ck-news-title">{n.title}</span>
          </h4>
          <div className={`${prefixCls}-item-meta-description`}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <CalendarOutlined /> {n.publishTime ?? ''}
            </Typography.Text>
          </div>
        </div>
      </div>
    );
    // As in antd: a row mixing the meta block with loose text does not use the flex layout.
    const flex = compact ? !summary : !!cover;
    return (
      <li
        key={n.id}
        className={cls(`${prefixCls}-item`, !flex && `${prefixCls}-item-no-flex`, 'ck-news-item')}
        data-testid="news-item"
        onClick={() => navigate(`/home-page/frontNewsDetail?id=${encodeURIComponent(n.id)}`)}
      >
        {cover ? (
          <>
            <div className={`${prefixCls}-item-main`}>
              {meta}
              {summary}
            </div>
            <div className={`${prefixCls}-item-extra`}>{cover}</div>
          </>
        ) : (
          <>
            {meta}
            {summary}
          </>
        )}
      </li>
    );
  };

  let content = loading ? <div style={{ minHeight: 53 }} /> : null;
  if (records.length)
    content = (
      <ul className={cls(`${prefixCls}-items`, `${prefixCls}-container`, cssVarCls)}>{records.map(item)}</ul>
    );
  else if (!loading)
    content = (
      <div className={`${prefixCls}-empty-text`}>
        <Empty
          image={<ReadOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
          description="暂无新闻，敬请关注"
        />
      </div>
    );

  return (
    <div
      className={cls(
        prefixCls,
        !compact && `${prefixCls}-vertical`,
        `${prefixCls}-split`,
        loading && `${prefixCls}-loading`,
        hashId,
        cssVarCls,
      )}
    >
      <Spin spinning={loading}>{content}</Spin>
    </div>
  );
}
