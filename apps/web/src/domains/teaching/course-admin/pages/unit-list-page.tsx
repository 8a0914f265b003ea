import { EnvironmentOutlined, EyeInvisibleOutlined, PlusOutlined } from '@ant-design/icons';
import { COURSE_WORK_TYPES, type Course, type Unit, VIDEO_SOURCES } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { useCan, useHasRole } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import {
  COURSES_KEY,
  deleteUnit,
  editUnitBatch,
  exportUnits,
  importUnits,
  listUnits,
  UNITS_KEY,
} from '../api.ts';
import { CourseGate, CourseHeading, useCourseOfPage } from '../components/course-context.tsx';
import { SortableUnitList } from '../components/sortable-unit-list.tsx';
import { Thumb } from '../components/thumb.tsx';
import { mayEditCourse } from '../course-form.ts';
import { pointOf } from '../map-position.ts';
import { splitPaths } from '../unit-form.ts';
import { moveRow, nextOrderNum, orderChanges, renumber } from '../unit-order.ts';
import { UnitFormDrawer } from './unit-form-drawer.tsx';

/** `teaching/CourseUnitList` (`?courseId=`): a course's units, ordered by dragging. */
export function UnitListPage() {
  const { courseId, course } = useCourseOfPage();
  return (
    <CourseGate courseId={courseId} course={course}>
      {(c) => <UnitList course={c} />}
    </CourseGate>
  );
}

function UnitList({ course }: { course: Course }) {
  const { message } = App.useApp();
  const confirmDanger = useDangerConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Units of a course the user may not change are shown read-only.
  const mine = mayEditCourse(course, useHasRole('admin'));
  const canAdd = useCan('teaching:unit:add') && mine;
  const canEdit = useCan('teaching:unit:edit') && mine;
  const canDelete = useCan('teaching:unit:delete') && mine;
  const key = [...UNITS_KEY, course.id];
  const units = useQuery({ queryKey: key, queryFn: () => listUnits(course.id) });
  const [rows, setRows] = useState<Unit[]>([]);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const closeForm = useCallback(() => setEditing(null), []);

  useEffect(() => {
    if (units.data) setRows(units.data.records);
  }, [units.data]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    // The course list shows the unit count.
    void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
  };

  const move = async (from: number, to: number) => {
    const before = rows;
    const moved = moveRow(rows, from, to);
    const changes = orderChanges(moved);
    setRows(renumber(moved));
    if (!changes.length) return;
    setSaving(true);
    try {
      await editUnitBatch(changes);
      message.success('顺序已保存');
      refresh();
    } catch {
      // The client showed why; the list goes back to the stored order.
      setRows(before);
    } finally {
      setSaving(false);
    }
  };

  const remove = (u: Unit) =>
    confirmDanger({
      title: '删除单元',
      content: `确定删除「${u.unitName}」吗？学生在这个单元的学习记录也将不再显示。`,
      action: () => deleteUnit(u.id),
      successText: '删除成功',
      onDone: () => refresh(),
    });

  const row = (u: Unit, index: number, handle: ReactNode) => (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 12px',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      {canEdit && handle}
      <span
        style={{
          width: 28,
          height: 28,
          flex: 'none',
          borderRadius: '50%',
          background: '#1677ff',
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
        }}
      >
        {index + 1}
      </span>
      <Thumb path={u.unitCover} alt={u.unitName} width={64} height={40} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis={{ tooltip: u.unitName }} style={{ display: 'block' }}>
          {u.unitName}
        </Typography.Text>
        <UnitItems unit={u} />
      </div>
      {course.showType === 1 && (
        <Tooltip title={pointOf(u) ? '已放到地图上' : '还没有放到地图上'}>
          <EnvironmentOutlined style={{ color: pointOf(u) ? '#52c41a' : '#d9d9d9', fontSize: 16 }} />
        </Tooltip>
      )}
      <Space size={0}>
        {canEdit && (
          <Button type="link" size="small" onClick={() => setEditing({ id: u.id })}>
            编辑
          </Button>
        )}
        {canDelete && (
          <Button type="link" size="small" danger onClick={() => remove(u)}>
            删除
          </Button>
        )}
      </Space>
    </div>
  );

  return (
    <Card variant="borderless">
      <CourseHeading
        course={course}
        title="课程单元"
        extra={
          <>
            {canAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                新增单元
              </Button>
            )}
            <Button
              icon={<EnvironmentOutlined />}
              onClick={() => navigate(`/teaching/courseMap?courseId=${course.id}`)}
            >
              {canEdit ? '编辑地图' : '查看地图'}
            </Button>
            <ExcelButtons
              exportCode="teaching:unit:export"
              importCode="teaching:unit:import"
              importable={mine}
              onExport={() => exportUnits(course.id, course.courseName)}
              onImport={(file) => importUnits(file, course.id)}
              onImported={refresh}
            />
          </>
        }
      />
      {canEdit && rows.length > 1 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={saving ? '正在保存顺序…' : '拖动左侧的把手调整单元顺序，松开后自动保存'}
        />
      )}
      {units.isError ? (
        <LoadError what="单元" onRetry={() => units.refetch()} />
      ) : units.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : rows.length === 0 ? (
        <Empty description="这门课程还没有单元">
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增单元
            </Button>
          )}
        </Empty>
      ) : (
        <div style={{ border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
          <SortableUnitList units={rows} disabled={!canEdit || saving} onMove={move} renderRow={row} />
        </div>
      )}
      <UnitFormDrawer
        target={editing}
        courseId={course.id}
        nextOrder={nextOrderNum(rows)}
        onClose={closeForm}
        onSaved={refresh}
      />
    </Card>
  );
}

/** What a unit holds, as small tags; items hidden from students are struck through. */
function UnitItems({ unit: u }: { unit: Unit }) {
  const item = (label: string, shown: boolean, present: boolean) =>
    present && (
      <Tag key={label} color={shown ? 'blue' : undefined} icon={shown ? undefined : <EyeInvisibleOutlined />}>
        {shown ? label : `${label}（学生不可见）`}
      </Tag>
    );
  const materials = splitPaths(u.coursePpt).length;
  const tags = [
    item(
      `视频·${VIDEO_SOURCES[u.courseVideoSource as 1 | 2 | 3] ?? ''}`,
      u.showCourseVideo === 1,
      !!u.courseVideo,
    ),
    item('案例', u.showCourseCase === 1, !!u.courseCase),
    item(`课件 ${materials}`, u.showCoursePpt === 1, materials > 0),
    item('教案', u.showCoursePlan === 1, !!u.coursePlan),
    u.courseWorkType !== null && (
      <Tag key="work" color="gold">
        作业·{u.courseWorkType_dictText || COURSE_WORK_TYPES[u.courseWorkType as 0 | 2 | 4 | 5]}
      </Tag>
    ),
  ].filter(Boolean);
  return (
    <div style={{ marginTop: 4, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {tags.length ? tags : <Typography.Text type="secondary">还没有添加内容</Typography.Text>}
    </div>
  );
}
