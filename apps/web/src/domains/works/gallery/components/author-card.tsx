import { UserOutlined } from '@ant-design/icons';
import type { WorkRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Skeleton } from 'antd';
import { fetchAuthor } from '../api.ts';

/** The author: avatar, name, how many works and stars they have. */
export function AuthorCard({ work }: { work: WorkRow }) {
  const author = useQuery({
    queryKey: ['works', 'author', work.userId],
    queryFn: () => fetchAuthor(work.userId),
    retry: false,
  });
  const name = author.data?.realname || work.realname || author.data?.username || work.username || '匿名作者';
  return (
    <div className="ck-work-panel" data-testid="author-card">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Avatar
          size={56}
          src={author.data?.avatar_url || work.avatar_url || undefined}
          icon={<UserOutlined />}
        />
        <div style={{ minWidth: 0 }}>
          <div style={{ fontSize: 17, fontWeight: 600 }}>{name}</div>
          {author.isLoading ? (
            <Skeleton active title={false} paragraph={{ rows: 1, width: 140 }} />
          ) : author.data ? (
            <div style={{ color: '#888', fontSize: 13 }}>
              作品 {author.data.workNum} · 获赞 {author.data.starNum}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
