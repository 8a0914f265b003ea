import { EyeOutlined, LikeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import type { ReactNode } from 'react';
import { compactCount, coverFallback, typeLabel } from '../work-links.ts';

export interface CardWork {
  id: string;
  workName: string;
  workType: number;
  coverFileKey_url: string | null;
  viewNum: number;
  starNum: number;
  realname?: string | null;
  avatar_url?: string | null;
}

/** A work in a grid: cover (or a type-coloured fallback), name, author, views and stars. */
export function WorkCard({
  work,
  onOpen,
  badge,
  footer,
}: {
  work: CardWork;
  onOpen: () => void;
  /** Shown over the cover's right corner (e.g. the state on my works). */
  badge?: ReactNode;
  footer?: ReactNode;
}) {
  const fallback = coverFallback(work.workType);
  return (
    <div className="ck-work-card" data-testid="work-card">
      <div
        role="button"
        tabIndex={0}
        aria-label={`查看作品 ${work.workName}`}
        onClick={onOpen}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onOpen();
          }
        }}
      >
        <div
          className="ck-work-cover"
          style={work.coverFileKey_url ? { background: '#f5f5f5' } : { background: fallback.background }}
        >
          {work.coverFileKey_url ? (
            <img src={work.coverFileKey_url} alt="" loading="lazy" />
          ) : (
            <span className="ck-work-cover-label" aria-hidden="true">
              {fallback.label}
            </span>
          )}
          <Tag color="blue">{typeLabel(work.workType)}</Tag>
          {badge}
        </div>
        <div className="ck-work-body">
          <div className="ck-work-name" title={work.workName}>
            {work.workName}
          </div>
          <div className="ck-work-meta">
            <span className="ck-work-author">
              <Avatar size={20} src={work.avatar_url || undefined} icon={<UserOutlined />} />
              {work.realname || '匿名作者'}
            </span>
            <span className="ck-work-counts">
              <span title="浏览">
                <EyeOutlined /> {compactCount(work.viewNum)}
              </span>
              <span title="点赞">
                <LikeOutlined /> {compactCount(work.starNum)}
              </span>
            </span>
          </div>
        </div>
      </div>
      {footer}
    </div>
  );
}
