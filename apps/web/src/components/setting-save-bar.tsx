import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface SettingSaveBarProps {
  saving: boolean;
  onSave: () => void;
  /** The save's error, shown above the buttons. */
  error?: string;
  /** Shown between the save's error and the buttons, e.g. a connection test's outcome. */
  outcome?: ReactNode;
  /** A button after 保存, e.g. 测试连接. */
  check?: ReactNode;
  /** When the settings were saved last. */
  updateTime?: string | null;
  style?: CSSProperties;
}

/** The end of a settings form: the save's error, 保存 and a check button, and when it was saved last. */
export function SettingSaveBar({
  saving,
  onSave,
  error,
  outcome,
  check,
  updateTime,
  style,
}: SettingSaveBarProps) {
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {outcome}
      <Space style={style}>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
          保存
        </Button>
        {check}
      </Space>
      {updateTime && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          上次保存：{updateTime}
        </Typography.Paragraph>
      )}
    </>
  );
}
