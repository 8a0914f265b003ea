import { DownOutlined } from '@ant-design/icons';
import type { Contest } from '@ck/shared';
import { App, Button, Dropdown, type MenuProps, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '../../../../hooks/use-can.ts';
import { type ContestLinkKey, contestLink } from '../contest-links.ts';

interface Props {
  contest: Contest;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** 编辑, 分组, 学生, 验证码 at hand; 学校, 队伍, 榜单, 裁判台 and 删除 under 更多. */
export function ContestRowActions({ contest, onEdit, onDelete }: Props) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canEdit = useCan('teaching:contest:edit');
  const canDelete = useCan('teaching:contest:delete');
  const canCode = useCan('teaching:contest:code');
  const canJury = useCan('teaching:contest:jury');
  const go = (key: ContestLinkKey) => navigate(contestLink(key, contest.id, pathname));
  const link = (key: ContestLinkKey, text: string) => (
    <Button type="link" size="small" onClick={() => go(key)}>
      {text}
    </Button>
  );

  const confirmDelete = () =>
    modal.confirm({
      title: '删除赛事',
      content:
        contest.participants > 0
          ? `「${contest.contestName}」已有 ${contest.participants} 名选手，删除后分组与参赛学生一并删除；已有提交记录或答卷的赛事不能删除。确定删除吗？`
          : `确定删除「${contest.contestName}」吗？它的分组一并删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: onDelete,
    });

  const more: MenuProps['items'] = [
    { key: 'schools', label: '参赛学校' },
    { key: 'teams', label: '参赛队伍' },
    { key: 'board', label: '榜单' },
    ...(canJury ? [{ key: 'jury', label: '裁判台' }] : []),
    ...(canDelete ? [{ type: 'divider' as const }, { key: 'delete', label: '删除', danger: true }] : []),
  ];

  return (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          编辑
        </Button>
      )}
      {link('groups', '分组')}
      {link('participants', '学生')}
      {canCode && link('codes', '验证码')}
      <Dropdown
        trigger={['click']}
        menu={{
          items: more,
          onClick: ({ key }) => (key === 'delete' ? confirmDelete() : go(key as ContestLinkKey)),
        }}
      >
        <Button type="link" size="small">
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
