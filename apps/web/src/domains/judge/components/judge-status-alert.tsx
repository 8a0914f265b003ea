import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useSession } from '../../../stores/session-store.ts';
import { JUDGE_KEY, sandboxStatus } from '../api.ts';
import { judgeStatusNotice } from '../judge-status.ts';

/**
 * A warning when the server's judge sandbox cannot run code (e.g. bubblewrap missing on a fresh machine):
 * the reason, and for those who manage problems the command that fixes it. Nothing while it works.
 */
export function JudgeStatusAlert({ style }: { style?: CSSProperties }) {
  const token = useSession((s) => s.token);
  const { data } = useQuery({
    queryKey: [...JUDGE_KEY, 'status'],
    queryFn: sandboxStatus,
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
  const notice = judgeStatusNotice(data);
  if (!notice) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={style}
      title={notice.title}
      description={
        <>
          <div>{notice.reason}</div>
          {notice.fix && (
            <div>
              修复方法：在服务器的项目目录运行{' '}
              <Typography.Text code copyable>
                {notice.fix}
              </Typography.Text>
              ，然后重新启动平台。
            </div>
          )}
        </>
      }
    />
  );
}
