import type { BoardRow, BoardState } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Progress, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { ExportButton } from '../../../../components/export-button.tsx';
import { boardApi } from '../api.ts';
import { MyClassSelect, useMyClassChoice } from '../my-class-choice.tsx';
import { REPORT_EXPORT } from '../perms.ts';
import { BOARD_STATES, cellText, completion, STATE_COLORS, stateLabel, unitSummaries } from './board-view.ts';

/** `teaching/ProgressBoard`: students x units of a course in a class, with state and score. */
export function ProgressBoardPage() {
  const choice = useMyClassChoice();
  const klass = choice.classId;
  const courses = useQuery({
    queryKey: ['teaching', 'board-courses', klass],
    queryFn: () => boardApi.courses(klass!),
    enabled: !!klass,
  });
  const [courseId, setCourseId] = useState<string>();
  const course = courses.data?.some((c) => c.id === courseId) ? courseId : courses.data?.[0]?.id;
  const [keyword, setKeyword] = useState<string>();
  const [state, setState] = useState<BoardState>();
  const [unitId, setUnitId] = useState<string>();
  const query = { classId: klass!, courseId: course!, keyword, state, unitId: state ? unitId : undefined };
  const board = useQuery({
    queryKey: ['teaching', 'board', query],
    queryFn: () => boardApi.board(query),
    enabled: !!klass && !!course,
    placeholderData: keepPreviousData,
  });

  const data = board.data;
  const columns = useMemo<ColumnsType<BoardRow>>(() => {
    if (!data) return [];
    const sums = unitSummaries(data);
    return [
      { key: 'username', title: '账号', dataIndex: 'username', fixed: 'left', width: 120 },
      {
        key: 'realname',
        title: '姓名',
        dataIndex: 'realname',
        fixed: 'left',
        width: 90,
        render: (v) => v ?? '-',
      },
      ...data.units.map((u, i) => ({
        key: u.id,
        width: 110,
        align: 'center' as const,
        title: (
          <Tooltip
            title={`已学 ${sums[i].done} 人 · 已批改 ${sums[i].graded} 人${sums[i].avgScore === null ? '' : ` · 平均 ${sums[i].avgScore} 分`}`}
          >
            <span>{u.unitName}</span>
          </Tooltip>
        ),
        onCell: (r: BoardRow) => ({ style: { ...STATE_COLORS[r.cells[i].state], padding: 6 } }),
        render: (_: unknown, r: BoardRow) => <span>{cellText(r.cells[i])}</span>,
      })),
      {
        key: 'doneCount',
        title: '已学单元',
        dataIndex: 'doneCount',
        width: 90,
        align: 'right',
        fixed: 'right',
      },
      {
        key: 'avgScore',
        title: '平均分',
        dataIndex: 'avgScore',
        width: 80,
        align: 'right',
        fixed: 'right',
        render: (v) => v ?? '-',
      },
    ];
  }, [data]);

  if (choice.none) return <Empty description="您还没有负责的班级" />;
  return (
    <ListPageCard title="学习进度" icon="table">
      <Space wrap style={{ marginBottom: 12 }}>
        <MyClassSelect choice={choice} onChange={() => setCourseId(undefined)} />
        <Select
          style={{ width: 220 }}
          placeholder="选择课程"
          loading={courses.isLoading}
          value={course}
          onChange={setCourseId}
          notFoundContent="该班级还没有授权课程"
          options={(courses.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.courseName}（${c.unitCount} 个单元）`,
          }))}
        />
        <Input.Search
          allowClear
          placeholder="学生账号或姓名"
          style={{ width: 200 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
        />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder="学习状态"
          value={state}
          onChange={setState}
          options={BOARD_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
        />
        {state && (
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="任一单元"
            value={unitId}
            onChange={setUnitId}
            options={(data?.units ?? []).map((u) => ({ value: u.id, label: u.unitName }))}
          />
        )}
        <ExportButton code={REPORT_EXPORT} disabled={!data} onExport={() => boardApi.exportXls(query)} />
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        {BOARD_STATES.map((s) => (
          <Tag key={s} style={{ ...STATE_COLORS[s], borderColor: 'transparent' }}>
            {stateLabel(s)}
          </Tag>
        ))}
        {data && (
          <span style={{ marginLeft: 12 }}>
            全班完成度{' '}
            <Progress
              percent={completion(data)}
              size="small"
              style={{ width: 160, display: 'inline-flex' }}
            />
            ，共 {data.studentCount} 名学生
            {data.rows.length !== data.studentCount ? `，筛选出 ${data.rows.length} 名` : ''}
          </span>
        )}
      </Space>
      {board.isError && <Alert type="error" showIcon title="学习进度加载失败，请稍后重试" />}
      {courses.isSuccess && !courses.data.length ? (
        <Empty description="该班级还没有授权课程，请先在“课程授权”中授权" />
      ) : (
        <Table<BoardRow>
          size="small"
          bordered
          rowKey="userId"
          loading={board.isFetching}
          dataSource={data?.rows ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 名学生` }}
          locale={{ emptyText: keyword || state ? '没有符合筛选条件的学生' : '班级里还没有学生' }}
        />
      )}
    </ListPageCard>
  );
}
