import { Popconfirm, type PopconfirmProps } from 'antd';

/** A Popconfirm before a destructive click: a red confirm button (删除 unless told) and 取消. */
export function DangerPopconfirm({
  okText = '删除',
  ...props
}: Omit<PopconfirmProps, 'okButtonProps' | 'cancelText'>) {
  return <Popconfirm okText={okText} okButtonProps={{ danger: true }} cancelText="取消" {...props} />;
}
