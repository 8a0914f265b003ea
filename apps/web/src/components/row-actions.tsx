import { Button, Space } from 'antd';

export interface RowAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The small link buttons of a table row's 操作 column. Entries given as `false` (no permission, not
 * in this state) are left out, so a page lists its actions once with their conditions.
 */
export function RowActions({ actions }: { actions: (RowAction | false)[] }) {
  return (
    <Space size={0} wrap>
      {actions
        .filter((a): a is RowAction => a !== false)
        .map((a) => (
          <Button
            key={a.label}
            type="link"
            size="small"
            danger={a.danger}
            disabled={a.disabled}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
    </Space>
  );
}
