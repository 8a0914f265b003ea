import { NOTICE_CATEGORIES, type NoticeCategory } from '@ck/shared';
import { Button } from 'antd';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { PriorityTag } from './priority-tag.tsx';

interface NoticeRow {
  titile: string;
  msgCategory: string;
  priority: string;
}

/**
 * Columns both announcement lists share: the title opening the announcement (and searched), its type,
 * priority, sender and time. `search` sets how the title is searched.
 */
export function noticeColumns<T extends NoticeRow>(
  open: (row: T) => void,
  search: ListColumn<T>['search'],
): ListColumn<T>[] {
  return [
    {
      key: 'titile',
      dataIndex: 'titile',
      title: '标题',
      ellipsis: true,
      search,
      render: (text: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => open(row)}>
          {text}
        </Button>
      ),
    },
    {
      key: 'msgCategory',
      dataIndex: 'msgCategory',
      title: '消息类型',
      width: 110,
      render: (v: string) => NOTICE_CATEGORIES[v as NoticeCategory] ?? v,
    },
    {
      key: 'priority',
      dataIndex: 'priority',
      title: '优先级',
      width: 90,
      render: (v: string) => <PriorityTag priority={v} />,
    },
  ];
}

/** The sender and the time an announcement went out. */
export function sentColumns<T>(): ListColumn<T>[] {
  return [
    { key: 'sender', dataIndex: 'sender', title: '发布人', width: 120, ellipsis: true },
    { key: 'sendTime', dataIndex: 'sendTime', title: '发布时间', width: 180 },
  ];
}
