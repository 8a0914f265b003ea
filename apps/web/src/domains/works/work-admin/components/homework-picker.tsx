import { useQueries, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { EXTRA_KEY, extraApi, pickApi } from '../api.ts';
import { splitIds } from '../homework.ts';

/** `unit:<id>` or `extra:<id>`: one homework the grading page works on. */
export type HomeworkRef = { kind: 'unit'; id: string } | { kind: 'extra'; id: string };

export const homeworkValue = (ref: HomeworkRef | null) => (ref ? `${ref.kind}:${ref.id}` : undefined);
export function parseHomework(value: string | null | undefined): HomeworkRef | null {
  const match = /^(unit|extra):(.+)$/.exec(value ?? '');
  return match ? { kind: match[1] as 'unit' | 'extra', id: match[2] } : null;
}

interface Props {
  classId: string | undefined;
  value: HomeworkRef | null;
  onChange: (ref: HomeworkRef | null) => void;
}

/** The homework of a class: units with homework of the courses open to it, then its extra homework. */
export function HomeworkPicker({ classId, value, onChange }: Props) {
  const courses = useQuery({
    queryKey: ['works', 'class-courses', classId],
    queryFn: () => pickApi.courses(classId ?? ''),
    enabled: !!classId,
    staleTime: 60_000,
  });
  const units = useQueries({
    queries: (courses.data ?? []).map((c) => ({
      queryKey: ['works', 'course-units', c.id],
      queryFn: () => pickApi.units(c.id),
      staleTime: 60_000,
    })),
  });
  const extras = useQuery({
    queryKey: [...EXTRA_KEY, 'for-class', classId],
    queryFn: () => extraApi.list({ departId: classId, pageNo: 1, pageSize: 200 }),
    enabled: !!classId,
    staleTime: 30_000,
  });

  const unitGroups = (courses.data ?? []).flatMap((course, i) => {
    const withHomework = (units[i]?.data ?? []).filter((u) => u.courseWorkType != null);
    if (withHomework.length === 0) return [];
    return [
      {
        label: course.courseName,
        title: course.courseName,
        options: withHomework.map((u) => ({ value: `unit:${u.id}`, label: u.unitName })),
      },
    ];
  });
  const extraOptions = (extras.data?.records ?? [])
    .filter((w) => classId && splitIds(w.workDept).includes(classId) && w.status !== 0)
    .map((w) => ({ value: `extra:${w.id}`, label: w.workName }));
  const options = [
    ...unitGroups,
    ...(extraOptions.length ? [{ label: '额外作业', title: '额外作业', options: extraOptions }] : []),
  ];
  const loading = courses.isLoading || extras.isLoading || units.some((u) => u.isLoading);

  return (
    <Select
      aria-label="作业"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={classId ? '选择作业' : '先选择班级'}
      disabled={!classId}
      loading={loading}
      value={homeworkValue(value)}
      onChange={(v) => onChange(parseHomework(v))}
      options={options}
      notFoundContent={loading ? '加载中…' : '这个班级还没有作业'}
      style={{ width: 280, maxWidth: '100%' }}
    />
  );
}
