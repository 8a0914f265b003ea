import type { PaperRow } from '@ck/shared';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';

/**
 * The paper columns of the distribution lists: name (searchable, draft tag and `tag` of the list),
 * classification, total score and question count.
 */
export function paperColumns(tag: (p: PaperRow) => ReactNode): ListColumn<PaperRow>[] {
  return [
    {
      key: 'paperName',
      dataIndex: 'paperName',
      title: '试卷名称',
      search: { placeholder: '试卷名称', keyword: true, width: 200 },
      render: (name: string, p) => (
        <Space size={4} wrap>
          <Typography.Text>{name}</Typography.Text>
          {p.status === 0 && <Tag>草稿</Tag>}
          {tag(p)}
        </Space>
      ),
    },
    { key: 'classification', title: '分类', render: (_, p) => p.classificationId_dictText ?? '—' },
    { key: 'totalScore', dataIndex: 'totalScore', title: '总分', width: 70 },
    { key: 'questionCount', dataIndex: 'questionCount', title: '题数', width: 70 },
  ];
}
