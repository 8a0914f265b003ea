import { Alert, Button, Drawer, Space, Spin } from 'antd';
import type { ReactNode } from 'react';

export interface SaveDrawerProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Width of the drawer, e.g. `'100%'` on a phone. */
  size: number | string;
  saving: boolean;
  onSave: () => void;
  /** The save's error, shown above the form. */
  error?: string;
  /** While the record being edited loads: the form is dimmed and cannot be saved. */
  loading: { spinning: boolean; text: string };
  children: ReactNode;
}

/** The add/edit drawer of a large record: 取消 / 保存 in its header, the error above the form. */
export function SaveDrawer({
  title,
  open,
  onClose,
  size,
  saving,
  onSave,
  error,
  loading,
  children,
}: SaveDrawerProps) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={size}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={loading.spinning} onClick={onSave}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading.spinning} tip={loading.text}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {children}
      </Spin>
    </Drawer>
  );
}
