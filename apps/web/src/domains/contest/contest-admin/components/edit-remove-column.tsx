import { Button, Space, Tooltip } from 'antd';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';

export interface EditRemoveColumn<T> {
  /** Without the edit permission the list has no 操作 column. */
  canEdit: boolean;
  onEdit: (row: T) => void;
  onRemove: (row: T) => void;
  removeLabel?: string;
  /** Why a row cannot be removed (its link is disabled and says so), or undefined when it can. */
  blocked?: (row: T) => string | undefined;
  width?: number;
  fixed?: 'right';
}

/** The 操作 column of a contest's sub-lists: 编辑 and a red remove link. */
export function editRemoveColumn<T>({
  canEdit,
  onEdit,
  onRemove,
  removeLabel = '删除',
  blocked,
  width = 130,
  fixed,
}: EditRemoveColumn<T>): ListColumn<T>[] {
  if (!canEdit) return [];
  const removeLink = (row: T, disabled: boolean) => (
    <Button type="link" size="small" danger disabled={disabled} onClick={() => onRemove(row)}>
      {removeLabel}
    </Button>
  );
  return [
    {
      key: 'actions',
      title: '操作',
      width,
      fixed,
      render: (_: unknown, row: T) => {
        const reason = blocked?.(row);
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onEdit(row)}>
              编辑
            </Button>
            {blocked ? <Tooltip title={reason}>{removeLink(row, !!reason)}</Tooltip> : removeLink(row, false)}
          </Space>
        );
      },
    },
  ];
}
