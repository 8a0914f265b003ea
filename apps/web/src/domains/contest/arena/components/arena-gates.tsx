import { FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { App, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HttpError } from '../../../../api/http-errors.ts';
import { EXAM_PAGE_PATH } from '../../../exam/exam-taking/paths.ts';
import { arenaApi } from '../api.ts';
import { raceHomePath } from './arena-header.tsx';

/** Not a participant of this contest: back to its home page to register or redeem a code. */
export function NotRegistered({ contestId }: { contestId: string }) {
  return (
    <Result
      status="warning"
      title="你还没有参加这场比赛"
      subTitle="请先在赛事主页报名或使用验证码加入"
      extra={
        <Link to={raceHomePath(contestId)}>
          <Button type="primary">返回赛事主页</Button>
        </Link>
      }
    />
  );
}

/** A paper group: the contest is taken on the online exam page. */
export function PaperCard({ examId }: { examId: string }) {
  return (
    <Card variant="borderless">
      <Result
        icon={<FileTextOutlined />}
        title="本组为试卷比赛"
        subTitle="请在在线考试页面作答，交卷后成绩计入榜单"
        extra={
          <Link to={`${EXAM_PAGE_PATH}?examId=${encodeURIComponent(examId)}`}>
            <Button type="primary" data-testid="arena-open-exam">
              进入考试
            </Button>
          </Link>
        }
      />
    </Card>
  );
}

/** Starts the personal timer of a duration contest (or joins a practice contest), once, after a confirmation. */
export function EnterCard({
  contestId,
  duration,
  practice,
  onEntered,
}: {
  contestId: string;
  duration: number | null;
  practice: boolean;
  onEntered: () => void;
}) {
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const enter = () =>
    modal.confirm({
      title: practice ? '开始练习？' : '开始比赛？',
      content: duration
        ? `开始后计时 ${duration} 分钟，中途离开也不会暂停，确定现在开始吗？`
        : '确定现在开始吗？',
      okText: '开始',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          await arenaApi.enter(contestId);
          onEntered();
        } catch (err) {
          message.error((err as HttpError).message || '开始失败，请稍后再试');
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <Card variant="borderless">
      <Result
        icon={<PlayCircleOutlined />}
        title={practice ? '练习赛' : '比赛已开放'}
        subTitle={duration ? `本场比赛限时 ${duration} 分钟，从点击“开始比赛”起计时` : undefined}
        extra={
          <Button type="primary" size="large" loading={busy} onClick={enter} data-testid="arena-enter">
            {practice ? '开始练习' : '开始比赛'}
          </Button>
        }
      />
    </Card>
  );
}
