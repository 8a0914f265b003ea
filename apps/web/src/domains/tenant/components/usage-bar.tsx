import { Progress, Typography } from 'antd';

/** Used against a quota: a bar when the quota is set, the count alone for "no limit" (0). */
export function UsageBar({ used, max, unit }: { used: number; max: number; unit: string }) {
  if (!max)
    return (
      <Typography.Text type="secondary">
        已用 {used}
        {unit}（不限）
      </Typography.Text>
    );
  const percent = Math.min(100, Math.round((used / max) * 100));
  return (
    <div style={{ minWidth: 120 }}>
      <Progress
        percent={percent}
        size="small"
        status={used >= max ? 'exception' : percent >= 80 ? 'active' : 'normal'}
        format={() => `${used}/${max}${unit}`}
      />
    </div>
  );
}
