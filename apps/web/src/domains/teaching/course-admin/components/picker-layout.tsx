import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  /** The picker card's title, e.g. 选择班级. */
  title: string;
  /** What is picked from: a tree, with its loading and empty states. */
  picker: ReactNode;
  /** The pane of the picked item. */
  children: ReactNode;
}

/** A narrow picker card on the left and the picked item's pane beside it (below it on a phone). */
export function PickerLayout({ icon, title, picker, children }: Props) {
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card
        size="small"
        title={
          <Space>
            {icon}
            {title}
          </Space>
        }
        style={{ flex: '0 0 260px', maxWidth: '100%' }}
      >
        {picker}
      </Card>
      <div style={{ flex: '1 1 520px', minWidth: 0 }}>{children}</div>
    </div>
  );
}
