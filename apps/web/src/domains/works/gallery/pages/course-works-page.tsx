import type { WorkRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { fetchMyAdditionalWorks, fetchMyWorks, type MyAdditionalWork } from '../api.ts';
import { errorText } from '../components/work-grid.tsx';
import { WorksPage } from '../components/works-page.tsx';
import { groupByCourse } from '../group-works.ts';
import {
  detailLink,
  editorLink,
  homeworkEditorLink,
  shownScore,
  statusTag,
  typeLabel,
} from '../work-links.ts';
import '../gallery.css';

function StateCell({
  workStatus,
  score,
}: {
  workStatus: number | null | undefined;
  score: number | null | undefined;
}) {
  if (workStatus === null || workStatus === undefined) return <Tag>未提交</Tag>;
  const state = statusTag(workStatus);
  const shown = shownScore({ workStatus, score: score ?? null });
  return (
    <>
      <Tag color={state.color}>{state.label}</Tag>
      {shown !== null && <strong style={{ color: '#fa541c' }}>{shown} 分</strong>}
    </>
  );
}

function CourseHomework() {
  const navigate = useNavigate();
  const works = useQuery({
    queryKey: ['works', 'mine', 'course-homework'],
    queryFn: () => fetchMyWorks({ workScene: 'course', pageNo: 1, pageSize: 100 }),
  });
  if (works.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!works.data)
    return (
      <Result
        status="warning"
        title={errorText(works.error)}
        extra={<Button onClick={() => works.refetch()}>重试</Button>}
      />
    );
  const groups = groupByCourse(works.data.records);
  if (groups.length === 0) return <Empty description="还没有课程作业作品" />;
  return (
    <>
      {groups.map((g) => (
        <div className="ck-work-panel ck-work-group" key={g.key || 'other'}>
          <h3 style={{ marginTop: 0 }}>{g.title}</h3>
          <Table<WorkRow>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={g.works}
            columns={[
              { title: '单元', dataIndex: 'unitName', render: (v: string | null) => v || '-' },
              { title: '作品', dataIndex: 'workName' },
              { title: '类型', dataIndex: 'workType', render: (t: number) => typeLabel(t), width: 90 },
              {
                title: '状态 / 分数',
                key: 'state',
                render: (_, r) => <StateCell workStatus={r.workStatus} score={r.score} />,
              },
              {
                title: '操作',
                key: 'op',
                width: 150,
                render: (_, r) => {
                  const editor = editorLink(r.workType, r.id);
                  return (
                    <>
                      <Button type="link" size="small" onClick={() => navigate(detailLink(r.id))}>
                        查看
                      </Button>
                      {editor && (
                        <Button type="link" size="small" onClick={() => navigate(editor)}>
                          编辑
                        </Button>
                      )}
                    </>
                  );
                },
              },
            ]}
            expandable={{
              rowExpandable: (r) => !!r.comment,
              expandedRowRender: (r) => <p className="ck-work-comment-text">老师评语：{r.comment}</p>,
            }}
          />
        </div>
      ))}
    </>
  );
}

function AdditionalHomework() {
  const navigate = useNavigate();
  const list = useQuery({ queryKey: ['works', 'mine-additional'], queryFn: fetchMyAdditionalWorks });
  if (list.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!list.data)
    return (
      <Result
        status="warning"
        title={errorText(list.error)}
        extra={<Button onClick={() => list.refetch()}>重试</Button>}
      />
    );
  if (list.data.length === 0) return <Empty description="还没有额外作业" />;
  return (
    <div className="ck-work-panel">
      <Table<MyAdditionalWork>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 560 }}
        dataSource={list.data}
        columns={[
          { title: '作业', dataIndex: 'workName' },
          { title: '班级', dataIndex: 'departName', width: 110 },
          { title: '类型', dataIndex: 'codeType_dictText', width: 90 },
          { title: '截止时间', dataIndex: 'endTime', render: (v: string | null) => v || '-' },
          {
            title: '状态 / 分数',
            key: 'state',
            render: (_, r) => <StateCell workStatus={r.myWork?.workStatus} score={r.myWork?.score} />,
          },
          {
            title: '操作',
            key: 'op',
            width: 150,
            render: (_, r) => {
              const editor = r.window === 'open' ? homeworkEditorLink(r.codeType, r.id) : null;
              return (
                <>
                  {r.myWork && (
                    <Button type="link" size="small" onClick={() => navigate(detailLink(r.myWork?.id ?? ''))}>
                      查看作品
                    </Button>
                  )}
                  {editor && (
                    <Button type="link" size="small" onClick={() => navigate(editor)}>
                      {r.myWork ? '修改' : '去完成'}
                    </Button>
                  )}
                </>
              );
            },
          },
        ]}
        expandable={{
          rowExpandable: (r) => !!r.myWork?.comment,
          expandedRowRender: (r) => <p className="ck-work-comment-text">老师评语：{r.myWork?.comment}</p>,
        }}
      />
    </div>
  );
}

/** `/work/courseList`: my works handed in for course units and for extra homework, with state and score. */
export function CourseWorksPage() {
  return (
    <WorksPage title="我的作业作品" note="课程作业和额外作业的提交情况、分数和老师评语">
      <div className="ck-works-section-head">
        <h3>课程作业</h3>
      </div>
      <CourseHomework />
      <div className="ck-works-section-head">
        <h3>额外作业</h3>
      </div>
      <AdditionalHomework />
    </WorksPage>
  );
}
