import type { OnlineSession } from '@ck/shared';
import { Tag } from 'antd';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { Can } from '../../../../components/can.tsx';
import { DangerLink } from '../../../../components/danger-link.tsx';

/** Online sessions: who, from where, until when, and 强制退出 for any but this one. */
export function sessionColumns(kick: (row: OnlineSession) => void): ListColumn<OnlineSession>[] {
  return [
    {
      title: '用户',
      key: 'user',
      render: (_, r) => (
        <span>
          {r.username}
          {r.realname ? `（${r.realname}）` : ''} {r.current && <Tag color="blue">当前</Tag>}
        </span>
      ),
    },
    { key: 'ip', title: 'IP', dataIndex: 'ip', width: 140 },
    { key: 'userAgent', title: '浏览器', dataIndex: 'userAgent', ellipsis: true, width: 280 },
    { key: 'createTime', title: '登录时间', dataIndex: 'createTime', width: 180 },
    { key: 'expiresAt', title: '过期时间', dataIndex: 'expiresAt', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, r) =>
        r.current ? null : (
          <Can code="system:monitor:forceLogout">
            <DangerLink
              label="强制退出"
              title={`确定强制退出 ${r.username} 的这个会话吗？`}
              onConfirm={() => kick(r)}
            />
          </Can>
        ),
    },
  ];
}
