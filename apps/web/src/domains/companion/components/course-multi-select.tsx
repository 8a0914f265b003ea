import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { listCourseChoices } from '../api.ts';

interface Props {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
  'aria-label'?: string;
  max?: number;
}

/** Courses to recommend, searched by name; a course no longer listed keeps its id so nothing is lost. */
export function CourseMultiSelect({ value = [], onChange, id, max = 5, 'aria-label': label }: Props) {
  const courses = useQuery({
    queryKey: ['companion', 'course-choices'],
    queryFn: listCourseChoices,
    staleTime: 60_000,
  });
  const options = (courses.data ?? []).map((c) => ({ value: c.id, label: c.courseName }));
  return (
    <Select
      id={id}
      aria-label={label}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={courses.isLoading}
      placeholder="选择推荐课程（最多 5 门）"
      value={value}
      maxCount={max}
      options={options}
      notFoundContent={courses.isLoading ? '加载中…' : '没有可推荐的课程'}
      style={{ width: '100%' }}
      onChange={(ids) => onChange?.(ids)}
    />
  );
}
