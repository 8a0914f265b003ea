import {
  BarChartOutlined,
  FormOutlined,
  KeyOutlined,
  LoginOutlined,
  RocketOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type RaceDetail, racePaths } from '../api.ts';
import type { RaceAction } from '../race-actions.ts';
import { RedeemModal } from './redeem-modal.tsx';
import { RegisterModal } from './register-modal.tsx';

/** The buttons `raceActions` chose, with the register and redeem dialogs behind them. */
export function RaceActionBar({ contest, actions }: { contest: RaceDetail; actions: RaceAction[] }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'register' | 'redeem' | null>(null);
  const here = racePaths.home(contest.id);
  const arena = racePaths.arena(contest.id);

  const button = (action: RaceAction) => {
    switch (action) {
      case 'login':
        return (
          <Button type="primary" icon={<LoginOutlined />} onClick={() => navigate(racePaths.loginBack(here))}>
            登录后报名
          </Button>
        );
      case 'register':
        return (
          <Button type="primary" icon={<FormOutlined />} onClick={() => setDialog('register')}>
            报名
          </Button>
        );
      case 'redeem':
        return (
          <Button icon={<KeyOutlined />} onClick={() => setDialog('redeem')}>
            使用验证码报名
          </Button>
        );
      case 'enter':
        return (
          <Button type="primary" icon={<RocketOutlined />} onClick={() => navigate(arena)}>
            进入比赛
          </Button>
        );
      case 'review':
        return (
          <Button icon={<RocketOutlined />} onClick={() => navigate(arena)}>
            查看题目
          </Button>
        );
      case 'practice':
        return (
          <Button type="primary" icon={<RocketOutlined />} onClick={() => navigate(arena)}>
            进入练习
          </Button>
        );
      case 'board':
        return (
          <Button
            icon={<BarChartOutlined />}
            onClick={() => navigate(racePaths.rank(contest.id, contest.me?.groupId))}
          >
            查看榜单
          </Button>
        );
    }
  };

  return (
    <>
      <Space wrap>
        {actions.map((a) => (
          <span key={a}>{button(a)}</span>
        ))}
      </Space>
      <RegisterModal
        contest={contest}
        open={dialog === 'register'}
        onClose={() => setDialog(null)}
        onRegistered={() => setDialog(null)}
      />
      <RedeemModal open={dialog === 'redeem'} onClose={() => setDialog(null)} contestId={contest.id} />
    </>
  );
}
