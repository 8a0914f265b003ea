import { PlusOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Can } from './can.tsx';

/** The primary “+ 新增…” button of a list, shown only to users with its permission. */
export function AddButton({
  code,
  onClick,
  children,
}: {
  code: PermissionCode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Can code={code}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {children}
      </Button>
    </Can>
  );
}
