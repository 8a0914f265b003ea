import { Typography } from 'antd';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';

/** A participant's name with the account in grey under it. */
export function StudentName({ name, username }: { name: string; username: string }) {
  return (
    <span>
      {name}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {username}
      </Typography.Text>
    </span>
  );
}

/** The 学校 and 年级 columns of the participant lists. */
export function schoolGradeColumns<
  T extends { schoolName: string | null; grade: string | null },
>(): ListColumn<T>[] {
  return [
    {
      key: 'school',
      dataIndex: 'schoolName',
      title: '学校',
      width: 160,
      ellipsis: true,
      render: (v) => v || '—',
    },
    { key: 'grade', dataIndex: 'grade', title: '年级', width: 90, render: (v) => v || '—' },
  ];
}
