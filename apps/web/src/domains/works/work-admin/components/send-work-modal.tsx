import type { SendWorkResult, WorkRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Empty, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { sendWork } from '../../gallery/api.ts';
import { pickApi } from '../api.ts';
import {
  matchStudents,
  type Picked,
  type PickStudent,
  pickStudents,
  picksProblem,
  sentMessage,
} from '../send-work.ts';
import { ClassSelect, MY_CLASSES_KEY } from './class-select.tsx';

interface Props {
  work: WorkRow | null;
  onClose: () => void;
}

/**
 * "发送给学生": pick students class by class (with a search), then send; each gets a personal message
 * with the work's link. Picks are kept when switching classes.
 */
export function SendWorkModal({ work, onClose }: Props) {
  const { message } = App.useApp();
  const [classId, setClassId] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Picked>(new Map());
  const { busy: sending, run } = useBusyRun();
  const classes = useQuery({ queryKey: MY_CLASSES_KEY, queryFn: pickApi.classes, staleTime: 60_000 });
  const students = useQuery({
    queryKey: ['works', 'class-students', classId],
    queryFn: () => pickApi.students(classId ?? ''),
    enabled: !!work && !!classId,
    staleTime: 30_000,
  });

  // A fresh pick for every work; the first class is opened for convenience.
  useEffect(() => {
    if (!work) return;
    setPicked(new Map());
    setKeyword('');
  }, [work]);
  useEffect(() => {
    if (work && !classId && classes.data?.length) setClassId(classes.data[0]!.id);
  }, [work, classId, classes.data]);

  const shown = useMemo(() => matchStudents(students.data ?? [], keyword), [students.data, keyword]);
  const problem = picksProblem(picked);

  const send = async () => {
    if (!work || problem) return;
    await run(async () => {
      const result = (await sendWork(work.id, [...picked.keys()])) as SendWorkResult;
      message.success(sentMessage(result.sent));
      onClose();
    });
  };

  return (
    <Modal
      title={work ? `发送给学生：${work.workName}` : '发送给学生'}
      open={!!work}
      onCancel={onClose}
      onOk={send}
      okText={picked.size ? `发送（${picked.size} 人）` : '发送'}
      cancelText="取消"
      okButtonProps={{ disabled: !!problem, loading: sending }}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          学生会在“我的消息”中收到这个作品的链接。一次最多发送给 50 名学生。
        </Typography.Text>
        <Space wrap>
          <ClassSelect value={classId} onChange={setClassId} allowClear={false} aria-label="班级" />
          <Input.Search
            allowClear
            placeholder="搜索姓名或账号"
            style={{ width: 200 }}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            aria-label="搜索学生"
          />
        </Space>
        {!classes.isLoading && !classes.data?.length ? (
          <Empty description="没有可管理的班级" />
        ) : (
          <Table<PickStudent>
            rowKey="id"
            size="small"
            loading={students.isLoading}
            dataSource={shown}
            pagination={false}
            scroll={{ y: 260 }}
            locale={{ emptyText: keyword ? '没有符合条件的学生' : '这个班级还没有学生' }}
            columns={[
              {
                key: 'realname',
                dataIndex: 'realname',
                title: '姓名',
                render: (v: string | null) => v || '—',
              },
              { key: 'username', dataIndex: 'username', title: '账号' },
            ]}
            rowSelection={{
              selectedRowKeys: shown.filter((s) => picked.has(s.id)).map((s) => s.id),
              onSelect: (s, checked) => setPicked((p) => pickStudents(p, [s], checked)),
              onSelectAll: (checked) => setPicked((p) => pickStudents(p, shown, checked)),
            }}
          />
        )}
        <div>
          <Typography.Text strong>已选 {picked.size} 人：</Typography.Text>
          {[...picked].map(([id, label]) => (
            <Tag
              key={id}
              closable
              onClose={() => setPicked((p) => pickStudents(p, [{ id, username: '', realname: null }], false))}
              style={{ marginTop: 4 }}
            >
              {label}
            </Tag>
          ))}
        </div>
        {picked.size > 50 && <Alert type="warning" showIcon title={problem} />}
      </Space>
    </Modal>
  );
}
