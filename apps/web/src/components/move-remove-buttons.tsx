import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export interface MoveRemoveButtonsProps {
  /** The row's place in its list and the list's length: the first cannot go up, the last not down. */
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The remove button's accessible name: 移除, 删除第 3 题… */
  removeLabel: string;
  /** All three off, e.g. while the list may not change. */
  disabled?: boolean;
}

/** 上移, 下移 and remove icon buttons of a row in an ordered list. */
export function MoveRemoveButtons({
  index,
  count,
  onMove,
  onRemove,
  removeLabel,
  disabled,
}: MoveRemoveButtonsProps) {
  return (
    <Space size={0}>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label="上移"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label="下移"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      />
    </Space>
  );
}
