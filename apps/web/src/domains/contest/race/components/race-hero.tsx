import { KeyOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import { useSession } from '../../../../stores/session-store.ts';
import { racePaths } from '../api.ts';
import { RedeemModal } from './redeem-modal.tsx';

/**
 * The banner of the contest lists: a title, a link to the other list, and 赛事登录 for visitors or
 * 使用验证码报名 for signed-in users.
 */
export function RaceHero({
  title,
  subtitle,
  other,
}: {
  title: string;
  subtitle: string;
  /** The other list: the contests from the practice page and back. */
  other: { label: string; to: string };
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [redeeming, setRedeeming] = useState(false);

  return (
    <>
      <BrightHero
        tone="ck-race-hero"
        extra={
          <Space wrap>
            <Button ghost onClick={() => navigate(other.to)}>
              {other.label}
            </Button>
            {token ? (
              <Button icon={<KeyOutlined />} onClick={() => setRedeeming(true)}>
                使用验证码报名
              </Button>
            ) : (
              <Button
                icon={<LoginOutlined />}
                onClick={() => navigate(racePaths.loginBack(`${location.pathname}${location.search}`))}
              >
                赛事登录
              </Button>
            )}
          </Space>
        }
      >
        <h2>{title}</h2>
        <p>{subtitle}</p>
      </BrightHero>
      <RedeemModal open={redeeming} onClose={() => setRedeeming(false)} />
    </>
  );
}
