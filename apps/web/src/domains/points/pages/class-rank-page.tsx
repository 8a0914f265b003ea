import type { PointsRankRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { fetchClassRank, fetchMyClasses, POINTS_KEY } from '../api.ts';

const MEDALS = ['#faad14', '#8c8c8c', '#d4883c'];

/** 班级积分排行: the students of one class by points; teachers choose among their own classes. */
export function ClassRankPage() {
  const classes = useQuery({ queryKey: [...POINTS_KEY, 'classes'], queryFn: fetchMyClasses });
  const [classId, setClassId] = useState<string>();
  useEffect(() => {
    if (!classId && classes.data?.length) setClassId(classes.data[0].id);
  }, [classes.data, classId]);
  const rank = useQuery({
    queryKey: [...POINTS_KEY, 'rank', classId],
    queryFn: () => fetchClassRank(classId!),
    enabled: !!classId,
  });
  return (
    <ListPageCard
      title="班级积分排行"
      icon="ordered-list"
      extra={
        <Select
          style={{ width: 220 }}
          placeholder="选择班级"
          loading={classes.isLoading}
          value={classId}
          onChange={setClassId}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.departName }))}
        />
      }
    >
      {classes.isError ? (
        <Alert type="error" showIcon message="班级加载失败" />
      ) : !classes.isLoading && !classes.data?.length ? (
        <Empty description="你还没有管理的班级" />
      ) : (
        <Table<PointsRankRow>
          rowKey="userId"
          loading={rank.isLoading}
          dataSource={rank.data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="该班级还没有学生" /> }}
          columns={[
            {
              key: 'rank',
              title: '名次',
              dataIndex: 'rank',
              width: 80,
              render: (v: number) => (v <= 3 ? <Tag color={MEDALS[v - 1]}>{v}</Tag> : v),
            },
            { key: 'realname', title: '姓名', render: (_, r) => r.realname || r.username },
            { key: 'username', title: '账号', dataIndex: 'username' },
            { key: 'balance', title: '积分', dataIndex: 'balance', width: 120, align: 'right' },
          ]}
        />
      )}
    </ListPageCard>
  );
}
