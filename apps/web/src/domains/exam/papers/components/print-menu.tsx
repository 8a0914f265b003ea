import { DownOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Dropdown } from 'antd';
import { openPrint } from '../paper-view.ts';

/** 打印 ▾: the student or the teacher (with answers) version of a paper, in a new tab. */
export function PrintMenu({
  paperId,
  seed,
  button,
}: {
  paperId: string;
  seed?: number;
  button: ButtonProps;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'student', label: '学生版' },
          { key: 'teacher', label: '教师版（含答案）' },
        ],
        onClick: ({ key }) => openPrint(paperId, key === 'teacher', seed),
      }}
    >
      <Button {...button}>
        打印 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
