import { CalendarOutlined, CheckCircleOutlined, TrophyOutlined } from '@ant-design/icons';
import type { PointsLedgerItem } from '@ck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import {
  fetchMyLedger,
  fetchMyPoints,
  fetchRules,
  fetchSignInStatus,
  MY_POINTS_KEY,
  POINTS_KEY,
  signInToday,
} from '../api.ts';
import { PointsAmount } from '../components/points-amount.tsx';

const RECENT = 5;

function SignInButton() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: [...POINTS_KEY, 'sign-in'], queryFn: fetchSignInStatus });
  const signIn = useMutation({
    mutationFn: signInToday,
    onSuccess: (res) => message.success(res.message || `签到成功，获得 ${res.amount} 积分`),
    onError: (err) => message.warning((err as Error).message),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: POINTS_KEY });
      queryClient.invalidateQueries({ queryKey: MY_POINTS_KEY });
    },
  });
  if (status.isLoading) return <Button loading>签到</Button>;
  const s = status.data;
  if (!s?.enabled) return <Button disabled>签到暂未开放</Button>;
  return (
    <div>
      {s.signedToday ? (
        <Button icon={<CheckCircleOutlined />} disabled data-testid="signed-in">
          今日已签到
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<CalendarOutlined />}
          loading={signIn.isPending}
          onClick={() => signIn.mutate()}
        >
          签到领 {s.amount} 积分
        </Button>
      )}
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        {s.streak > 0 ? `已连续签到 ${s.streak} 天` : '今天还没有签到'}
      </Typography.Text>
    </div>
  );
}

function RecentChanges() {
  const recent = useQuery({
    queryKey: [...POINTS_KEY, 'recent'],
    queryFn: () => fetchMyLedger({ pageNo: 1, pageSize: RECENT }),
  });
  if (recent.isLoading) return <Skeleton active />;
  if (recent.isError) return <Alert type="error" showIcon message="积分记录加载失败" />;
  if (!recent.data?.records.length) return <Empty description="还没有积分记录，签到或提交作品就能获得积分" />;
  return (
    <List<PointsLedgerItem>
      dataSource={recent.data.records}
      renderItem={(r) => (
        <List.Item extra={<PointsAmount amount={r.amount} />}>
          <List.Item.Meta
            title={r.reason}
            description={
              <>
                <Tag>{r.kind_dictText}</Tag>
                {r.createTime}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

function HowToEarn() {
  const rules = useQuery({ queryKey: [...POINTS_KEY, 'rules'], queryFn: fetchRules });
  if (rules.isLoading) return <Skeleton active />;
  const live = (rules.data ?? []).filter((r) => r.enabled && r.amount > 0);
  if (!live.length) return <Empty description="老师还没有设置获取积分的方式" />;
  return (
    <List
      size="small"
      dataSource={live}
      renderItem={(r) => (
        <List.Item extra={<Typography.Text strong>+{r.amount}</Typography.Text>}>
          <List.Item.Meta
            title={r.kind_dictText}
            description={`${r.hint}${r.dailyCap > 0 ? `，每天最多 ${r.dailyCap} 分` : ''}`}
          />
        </List.Item>
      )}
    />
  );
}

/** `/home-page/jifen`: my points, today's sign-in, recent changes and how to earn more. */
export function MyPointsPage() {
  useDocumentTitle('我的积分');
  const balance = useQuery({ queryKey: MY_POINTS_KEY, queryFn: fetchMyPoints });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title="我的积分">
          <div data-testid="points-balance">
            <Statistic
              title="当前积分"
              value={balance.data ?? 0}
              loading={balance.isLoading}
              prefix={<TrophyOutlined style={{ color: '#faad14' }} />}
            />
          </div>
          <div style={{ marginTop: 16 }}>
            <SignInButton />
          </div>
        </Card>
        <Card
          title="最近变动"
          style={{ marginTop: 16 }}
          extra={<Link to="/home-page/jifenDetail">全部明细</Link>}
        >
          <RecentChanges />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title="如何获得积分">
          <HowToEarn />
        </Card>
      </Col>
    </Row>
  );
}
