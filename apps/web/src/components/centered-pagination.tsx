import { Pagination, type PaginationProps } from 'antd';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  showLessItems?: boolean;
  size?: PaginationProps['size'];
  marginTop?: number;
}

/** The centred pager under a card grid or a thread; nothing while everything fits on one page. */
export function CenteredPagination({
  current,
  pageSize,
  total,
  onChange,
  showLessItems,
  size,
  marginTop = 24,
}: Props) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      size={size}
      style={{ marginTop }}
      align="center"
      current={current}
      pageSize={pageSize}
      total={total}
      showLessItems={showLessItems}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
