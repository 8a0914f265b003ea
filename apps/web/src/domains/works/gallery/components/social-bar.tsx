import { EyeOutlined, LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { WorkRow } from '@ck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../../stores/session-store.ts';
import { fetchMyStar, toggleCollect, toggleStar } from '../api.ts';
import { compactCount, loginBack } from '../work-links.ts';

/** Views, and the star / collect toggles (one per user; a visitor is sent to sign in first). */
export function SocialBar({ work }: { work: WorkRow }) {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const mine = useQuery({
    queryKey: ['works', 'my-star', work.id],
    queryFn: () => fetchMyStar(work.id),
    enabled: !!token,
  });
  const patchWork = (patch: Partial<WorkRow>) =>
    client.setQueryData<WorkRow>(['works', 'detail', work.id], (old) => (old ? { ...old, ...patch } : old));
  const star = useMutation({
    mutationFn: () => toggleStar(work.id),
    onSuccess: (r) => {
      patchWork({ starNum: r.starNum });
      client.setQueryData(['works', 'my-star', work.id], {
        collected: false,
        ...mine.data,
        starred: r.starred,
      });
    },
  });
  const collect = useMutation({
    mutationFn: () => toggleCollect(work.id),
    onSuccess: (r) => {
      patchWork({ collectNum: r.collectNum });
      client.setQueryData(['works', 'my-star', work.id], {
        starred: false,
        ...mine.data,
        collected: r.collected,
      });
    },
  });
  const needLogin = () => navigate(loginBack(`${location.pathname}${location.search}`));
  const starred = !!mine.data?.starred;
  const collected = !!mine.data?.collected;

  return (
    <Space wrap size={10}>
      <span style={{ color: '#888' }} title="浏览次数">
        <EyeOutlined /> {compactCount(work.viewNum)} 次浏览
      </span>
      <Button
        shape="round"
        data-testid="star-button"
        aria-pressed={starred}
        type={starred ? 'primary' : 'default'}
        icon={starred ? <LikeFilled /> : <LikeOutlined />}
        loading={star.isPending}
        onClick={() => (token ? star.mutate() : needLogin())}
      >
        {starred ? '已点赞' : '点赞'} <span data-testid="star-count">{work.starNum}</span>
      </Button>
      <Button
        shape="round"
        data-testid="collect-button"
        aria-pressed={collected}
        type={collected ? 'primary' : 'default'}
        ghost={collected}
        icon={collected ? <StarFilled /> : <StarOutlined />}
        loading={collect.isPending}
        onClick={() => (token ? collect.mutate() : needLogin())}
      >
        {collected ? '已收藏' : '收藏'} <span data-testid="collect-count">{work.collectNum}</span>
      </Button>
    </Space>
  );
}
