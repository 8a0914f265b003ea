import { Space, Typography } from 'antd';

/** A list's name cell: the name in bold and, when there is one, a small grey note under it; both cut with a tooltip. */
export function NameWithNote({ name, note }: { name: string; note?: string | null }) {
  return (
    <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: name }}>
        {name}
      </Typography.Text>
      {note && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: note }} style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Space>
  );
}
