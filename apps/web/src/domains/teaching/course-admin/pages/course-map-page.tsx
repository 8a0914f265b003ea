import { EyeOutlined, OrderedListOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { Course, Unit } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Result, Segmented, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fileUrl } from '../../../../components/file-url.ts';
import { LoadError } from '../../../../components/load-error.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { useCan, useHasRole } from '../../../../hooks/use-can.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { COURSES_KEY, editCourse, editUnitBatch, listUnits, UNITS_KEY } from '../api.ts';
import { CourseGate, CourseHeading, useCourseOfPage } from '../components/course-context.tsx';
import { CourseMapBoard } from '../components/course-map-board.tsx';
import { MapImageUpload } from '../components/map-image-upload.tsx';
import { MapUnitList } from '../components/map-unit-list.tsx';
import { useMapDrag } from '../components/use-map-drag.ts';
import { mayEditCourse } from '../course-form.ts';
import { type MapPoint, type Placement, placementOf, positionChanges } from '../map-position.ts';

/** `/teaching/courseMap?courseId=`: place each unit's marker on the course map, preview it as a learner. */
export function CourseMapPage() {
  const { courseId, course } = useCourseOfPage();
  return (
    <CourseGate courseId={courseId} course={course}>
      {(c) => <MapEditor course={c} />}
    </CourseGate>
  );
}

function MapEditor({ course }: { course: Course }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { config } = useBrand();
  const mine = mayEditCourse(course, useHasRole('admin'));
  const canEdit = useCan('teaching:unit:edit') && mine;
  const canEditCourse = useCan('teaching:course:edit') && mine;
  const unitsKey = [...UNITS_KEY, course.id];
  const units = useQuery({ queryKey: unitsKey, queryFn: () => listUnits(course.id) });
  const rows: Unit[] = useMemo(() => units.data?.records ?? [], [units.data]);
  const stored = useMemo(() => placementOf(rows), [rows]);
  const [placement, setPlacement] = useState<Placement>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>(canEdit ? 'edit' : 'preview');
  const { busy: saving, run } = useBusyRun();
  const image = useRef<HTMLDivElement>(null);

  useEffect(() => setPlacement(stored), [stored]);
  const changes = positionChanges(stored, placement);

  const place = useCallback((id: string, point: MapPoint | null) => {
    setPlacement((p) => ({ ...p, [id]: point }));
    if (point) setSelected(null);
  }, []);
  const { drag, start } = useMapDrag(image, place);

  const save = async () => {
    await run(async () => {
      await editUnitBatch(changes);
      message.success('地图位置已保存');
      await queryClient.invalidateQueries({ queryKey: unitsKey });
    });
  };

  const setMap = async (path: string) => {
    try {
      await editCourse({ id: course.id, courseMap: path }, false);
      message.success('地图已更新');
      await queryClient.invalidateQueries({ queryKey: ['teaching', 'course', course.id] });
      void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    } catch {
      // the client shows the server's message
    }
  };

  const mapUrl = fileUrl(course.courseMap ?? undefined, config);
  const upload = canEditCourse && <MapImageUpload hasMap={!!mapUrl} onUploaded={setMap} />;

  const leave = (to: string) => {
    if (!changes.length) return navigate(to);
    modal.confirm({
      title: '放弃未保存的修改？',
      content: `还有 ${changes.length} 个单元的位置没有保存。`,
      okText: '放弃并离开',
      cancelText: '留下',
      onOk: () => navigate(to),
    });
  };

  if (!mapUrl)
    return (
      <Card variant="borderless">
        <CourseHeading course={course} title="课程地图" />
        <Result
          icon={<EyeOutlined />}
          title="这门课程还没有地图"
          subTitle={
            canEditCourse
              ? '上传一张地图图片（建议横向、宽度 1600 像素以上），再把单元标记拖到图上'
              : '请联系管理员为课程上传地图'
          }
          extra={upload}
        />
      </Card>
    );

  return (
    <Card variant="borderless">
      <CourseHeading
        course={course}
        title="课程地图"
        extra={
          <>
            <Segmented
              value={mode}
              onChange={(v) => {
                setMode(v);
                setSelected(null);
              }}
              options={[
                ...(canEdit ? [{ value: 'edit' as const, label: '编辑位置' }] : []),
                { value: 'preview' as const, label: '以学生视角预览', icon: <EyeOutlined /> },
              ]}
            />
            {upload}
            <Button
              icon={<OrderedListOutlined />}
              onClick={() => leave(`/teaching/courseUnit?courseId=${course.id}`)}
            >
              单元列表
            </Button>
            {canEdit && (
              <>
                <Button
                  icon={<UndoOutlined />}
                  disabled={!changes.length || saving}
                  onClick={() => setPlacement(stored)}
                >
                  撤销修改
                </Button>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  loading={saving}
                  disabled={!changes.length}
                  onClick={save}
                >
                  保存{changes.length ? `（${changes.length}）` : ''}
                </Button>
              </>
            )}
          </>
        }
      />
      {course.showType !== 1 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="这门课程的展示方式是“卡片”，学生看不到地图；在课程的编辑中改为“地图”后生效。"
        />
      )}
      {units.isError ? (
        <LoadError what="单元" onRetry={() => units.refetch()} />
      ) : units.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : rows.length === 0 ? (
        <Empty description="这门课程还没有单元，先添加单元再放到地图上">
          <Button type="primary" onClick={() => navigate(`/teaching/courseUnit?courseId=${course.id}`)}>
            去添加单元
          </Button>
        </Empty>
      ) : (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 560px', minWidth: 0 }}>
            {mode === 'edit' && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {selected && !placement[selected]
                  ? '在地图上点击要放置的位置，或把右侧的单元拖到地图上'
                  : '拖动标记调整位置；选中标记后可用方向键微调（按住 Shift 移动更多），Delete 键移出地图'}
              </Typography.Paragraph>
            )}
            <CourseMapBoard
              src={mapUrl}
              units={rows}
              placement={placement}
              mode={mode}
              imageRef={image}
              drag={drag}
              selected={selected}
              onSelect={setSelected}
              onStartDrag={start}
              onPlace={place}
            />
          </div>
          {mode === 'edit' && (
            <MapUnitList
              units={rows}
              placement={placement}
              selected={selected}
              onSelect={setSelected}
              onStartDrag={start}
              onRemove={(id) => place(id, null)}
            />
          )}
        </div>
      )}
      {drag?.moved && (
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: drag.clientX + 12,
            top: drag.clientY + 12,
            pointerEvents: 'none',
            zIndex: 1100,
            padding: '2px 10px',
            borderRadius: 12,
            background: drag.point ? '#1677ff' : '#8c8c8c',
            color: '#fff',
            fontSize: 12,
            boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
          }}
        >
          {rows.find((u) => u.id === drag.id)?.unitName}
          {drag.point ? '' : '（放到地图上）'}
        </div>
      )}
    </Card>
  );
}
