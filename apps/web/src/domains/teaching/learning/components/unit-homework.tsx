import { EditOutlined } from '@ant-design/icons';
import type { LearnerUnit } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import type { SysConfig } from '../../../../api/types.ts';
import { fetchUnitWorkInfo } from '../api.ts';
import { displayName, downloadUrl, unitFileUrl } from './unit-files.ts';
import { STATE_LOOK } from './unit-state.tsx';

/**
 * The unit's homework: its type, the learner's state and score, and "做作业". Until the work editors
 * exist, the button downloads the starter file.
 */
export function UnitHomework({
  unit,
  config,
  signedIn,
}: {
  unit: LearnerUnit;
  config?: SysConfig;
  signedIn: boolean;
}) {
  const info = useQuery({
    queryKey: ['learning', 'work-info', unit.id],
    queryFn: () => fetchUnitWorkInfo(unit.id),
    enabled: signedIn,
  });
  const starter = unitFileUrl(unit.courseWork, config);
  const state = info.data?.state;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <span>作业类型：</span>
        <Tag color="purple">{unit.courseWorkType_dictText || '作业'}</Tag>
        {state && state !== 'open' && state !== 'viewed' && (
          <Tag color={STATE_LOOK[state].color} icon={STATE_LOOK[state].icon}>
            {STATE_LOOK[state].label}
          </Tag>
        )}
        {info.data?.score !== null && info.data?.score !== undefined && (
          <Tag color="magenta">得分 {info.data.score}</Tag>
        )}
      </Space>
      {starter ? (
        <Button
          type="primary"
          size="large"
          shape="round"
          icon={<EditOutlined />}
          href={downloadUrl(starter)}
          download={displayName(unit.courseWork ?? '')}
        >
          做作业
        </Button>
      ) : (
        <Typography.Text type="secondary">本单元的作业没有素材文件，按老师的要求完成即可。</Typography.Text>
      )}
      {starter && (
        <Typography.Text type="secondary">
          点击“做作业”下载作业素材，用对应的编辑器打开完成后交给老师。
        </Typography.Text>
      )}
    </Space>
  );
}
