import type { Course } from '@ck/shared';
import { Button, Select, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { NameWithNote } from '../../../../components/name-with-note.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan, useHasRole } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { COURSES_KEY, deleteCourse, exportCourses, importCourses, listCourses } from '../api.ts';
import { ClassificationSelect } from '../components/classification-select.tsx';
import { CourseTags } from '../components/course-tags.tsx';
import { Thumb } from '../components/thumb.tsx';
import { COURSE_CATEGORY_OPTIONS, COURSE_TYPE_OPTIONS } from '../course-codes.ts';
import { mayEditCourse } from '../course-form.ts';
import { CourseFormModal } from './course-form-modal.tsx';

const choose = (placeholder: string, options: { value: number; label: string }[]) => (
  <Select allowClear placeholder={placeholder} style={{ width: 120 }} options={options} />
);

/** `teaching/CourseList`: courses with their units, map and licences. */
export function CourseListPage() {
  const confirmDanger = useDangerConfirm();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const canEdit = useCan('teaching:course:edit');
  const canDelete = useCan('teaching:course:delete');
  const canUnits = useCan('teaching:unit:list');
  const canMap = useCan('teaching:unit:edit');
  const canClassify = useCan('teaching:courseClass:list');
  const isAdmin = useHasRole('admin');
  const closeForm = useCallback(() => setEditing(null), []);

  const remove = (c: Course) =>
    confirmDanger({
      title: '删除课程',
      content:
        c.unitCount > 0
          ? `「${c.courseName}」有 ${c.unitCount} 个单元，删除课程后单元和班级授权一并删除，确定删除吗？`
          : `确定删除「${c.courseName}」吗？`,
      action: () => deleteCourse(c.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([c.id]),
    });

  const columns: ListColumn<Course>[] = [
    {
      key: 'courseCover',
      title: '封面',
      width: 96,
      render: (_, c) => <Thumb path={c.courseCover || c.courseIcon} alt={c.courseName} />,
    },
    {
      key: 'courseName',
      dataIndex: 'courseName',
      title: '课程名称',
      ellipsis: true,
      search: { placeholder: '课程名称', width: 180 },
      render: (name: string, c) => <NameWithNote name={name} note={c.courseDesc} />,
    },
    {
      key: 'courseType',
      title: '类型',
      width: 170,
      render: (_, c) => <CourseTags course={c} />,
      search: { input: choose('课程类型', COURSE_TYPE_OPTIONS) },
    },
    {
      key: 'courseCategory',
      title: '类别',
      hideInTable: true,
      search: { input: choose('课程类别', COURSE_CATEGORY_OPTIONS) },
    },
    ...(canClassify
      ? [
          {
            key: 'classificationId',
            title: '分类',
            hideInTable: true,
            search: { input: <ClassificationSelect style={{ width: 160 }} /> },
          },
        ]
      : []),
    {
      key: 'showType',
      dataIndex: 'showType',
      title: '展示',
      width: 70,
      render: (v: number) => (v === 1 ? '地图' : '卡片'),
    },
    {
      key: 'departIds',
      dataIndex: 'departIds_dictText',
      title: '授权学校',
      ellipsis: true,
      render: (text: string, c) =>
        c.licensed ? (
          <Tag color="purple">平台授权</Tag>
        ) : c.isShared === 1 ? (
          <Tag color="cyan">全部学校（共享）</Tag>
        ) : (
          <Typography.Text ellipsis={{ tooltip: text }} type={text ? undefined : 'secondary'}>
            {text || '未授权'}
          </Typography.Text>
        ),
    },
    {
      key: 'showHome',
      dataIndex: 'showHome',
      title: '首页展示',
      width: 90,
      render: (v: number) => (v === 1 ? <Tag color="green">展示</Tag> : <Tag>不展示</Tag>),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: '排序', width: 70, sorter: true },
    {
      key: 'unitCount',
      dataIndex: 'unitCount',
      title: '单元数',
      width: 80,
      render: (n: number, c) =>
        canUnits ? (
          <Button type="link" size="small" onClick={() => navigate(`/teaching/courseUnit?courseId=${c.id}`)}>
            {n}
          </Button>
        ) : (
          n
        ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 210,
      fixed: 'right',
      render: (_, c) => {
        const mine = mayEditCourse(c, isAdmin);
        return (
          <RowActions
            actions={[
              canEdit && mine && { label: '编辑', onClick: () => setEditing({ id: c.id }) },
              canUnits && { label: '单元', onClick: () => navigate(`/teaching/courseUnit?courseId=${c.id}`) },
              canMap && { label: '地图', onClick: () => navigate(`/teaching/courseMap?courseId=${c.id}`) },
              canDelete && mine && { label: '删除', danger: true, onClick: () => remove(c) },
            ]}
          />
        );
      },
    },
  ];
  const list = useListPage<Course>({
    queryKey: COURSES_KEY,
    query: listCourses,
    columns,
    emptyText: { searched: '没有符合条件的课程', none: '还没有课程，点击“新增课程”创建第一门课程' },
  });

  return (
    <ListPageCard title="课程管理" icon="read">
      <SearchTable
        list={list}
        name="course-search"
        toolbar={
          <>
            <AddButton code="teaching:course:add" onClick={() => setEditing({})}>
              新增课程
            </AddButton>
            <ExcelButtons
              exportCode="teaching:course:export"
              importCode="teaching:course:import"
              onExport={() => exportCourses(list.filters)}
              onImport={importCourses}
              onImported={list.refresh}
            />
          </>
        }
        scrollX={1100}
      />
      <CourseFormModal target={editing} onClose={closeForm} onSaved={list.refresh} />
    </ListPageCard>
  );
}
