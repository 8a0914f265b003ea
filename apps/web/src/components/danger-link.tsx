import { Button, type PopconfirmProps } from 'antd';
import { DangerPopconfirm } from './danger-popconfirm.tsx';

export type DangerLinkProps = Omit<
  PopconfirmProps,
  'okButtonProps' | 'cancelText' | 'okText' | 'children'
> & {
  /** The link's text, also the red confirm button's: 删除 unless told. */
  label?: string;
};

/** A table row's red link (删除, 强制退出…) that asks with DangerPopconfirm before it acts. */
export function DangerLink({ label = '删除', ...props }: DangerLinkProps) {
  return (
    <DangerPopconfirm okText={label} {...props}>
      <Button type="link" size="small" danger>
        {label}
      </Button>
    </DangerPopconfirm>
  );
}
