import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space, Tag } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../../api/http-errors.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { fetchWork } from '../api.ts';
import { AuthorCard } from '../components/author-card.tsx';
import { CommentsPanel } from '../components/comments-panel.tsx';
import { SocialBar } from '../components/social-bar.tsx';
import { WorkActions } from '../components/work-actions.tsx';
import { WorkViewer } from '../components/work-viewer.tsx';
import { loginBack, statusTag, typeLabel } from '../work-links.ts';
import '../gallery.css';

/** Why a work cannot be shown, in words a child understands. */
function DetailError({ error, retry }: { error: unknown; retry: () => void }) {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 404)
    return (
      <Result
        status="404"
        title="作品不存在或已被删除"
        extra={<Button onClick={() => navigate('/work/home')}>去看看其他作品</Button>}
      />
    );
  if (status === 401 || status === 403)
    return (
      <Result
        status="403"
        title={token ? '这个作品还没有公开，你没有权限查看' : '这个作品还没有公开，登录后才能查看'}
        extra={
          token ? (
            <Button onClick={() => navigate('/work/home')}>去看看其他作品</Button>
          ) : (
            <Button
              type="primary"
              onClick={() => navigate(loginBack(`${location.pathname}${location.search}`))}
            >
              去登录
            </Button>
          )
        }
      />
    );
  return (
    <Result
      status="warning"
      title={error instanceof Error && error.message ? error.message : '作品加载失败，请稍后重试'}
      extra={<Button onClick={retry}>重试</Button>}
    />
  );
}

/** `/work-detail?id=`: the work played or shown, its author, stars, comments and actions. */
export function WorkDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const work = useQuery({
    queryKey: ['works', 'detail', id],
    queryFn: () => fetchWork(id),
    enabled: !!id,
    retry: false,
    // queryById counts a view: do not refetch on focus.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
  useDocumentTitle(work.data?.workName ?? '作品详情');

  if (!id) return <Result status="404" title="缺少作品编号" />;
  if (work.isLoading)
    return (
      <div className="ck-works ck-work-detail">
        <div className="ck-work-panel">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
        <div className="ck-work-panel">
          <Skeleton active avatar />
        </div>
      </div>
    );
  if (!work.data) return <DetailError error={work.error} retry={() => work.refetch()} />;

  const w = work.data;
  const state = statusTag(w.workStatus);
  return (
    <div className="ck-works">
      <div className="ck-work-detail">
        <div>
          <div className="ck-work-panel">
            <div className="ck-work-title">
              <h2 data-testid="work-title">{w.workName}</h2>
              <Tag color="blue">{typeLabel(w.workType)}</Tag>
              <Tag color={state.color}>{state.label}</Tag>
            </div>
            <WorkViewer work={w} />
            <div style={{ marginTop: 14, display: 'flex', flexDirection: 'column', gap: 12 }}>
              <SocialBar work={w} />
              <WorkActions work={w} />
            </div>
          </div>
          <CommentsPanel workId={w.id} />
        </div>
        <aside>
          <AuthorCard work={w} />
          {w.score !== null && (
            <div className="ck-work-panel" data-testid="work-grading">
              <h3 style={{ marginTop: 0 }}>老师点评</h3>
              <div style={{ fontSize: 32, fontWeight: 700, color: '#fa541c' }}>{w.score} 分</div>
              {w.comment && <p className="ck-work-comment-text">{w.comment}</p>}
            </div>
          )}
          <div className="ck-work-panel">
            <Space direction="vertical" size={6} style={{ width: '100%' }}>
              {w.tags.length > 0 && (
                <div>
                  {w.tags.map((t) => (
                    <Tag key={t} color="purple">
                      {t}
                    </Tag>
                  ))}
                </div>
              )}
              {w.courseName && <div>课程：{w.courseName}</div>}
              {w.unitName && <div>单元：{w.unitName}</div>}
              {w.additionalName && <div>额外作业：{w.additionalName}</div>}
              <div style={{ color: '#888' }}>更新于 {w.saveTime ?? w.createTime ?? '-'}</div>
            </Space>
          </div>
        </aside>
      </div>
    </div>
  );
}
