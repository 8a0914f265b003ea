import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { listClassifications } from '../api.ts';
import { classificationTree } from '../course-form.ts';

/** The course classification tree, for selects. */
export function useClassificationTree(enabled = true) {
  return useQuery({
    queryKey: ['teaching', 'classifications'],
    queryFn: async () => classificationTree(await listClassifications()),
    enabled,
    staleTime: 60_000,
  });
}

interface Props {
  value?: string | null;
  onChange?: (value?: string) => void;
  id?: string;
  style?: React.CSSProperties;
}

/** Chooses one course classification from the tree. */
export function ClassificationSelect({ value, onChange, id, style }: Props) {
  const tree = useClassificationTree();
  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={onChange}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isLoading}
      treeData={tree.data}
      placeholder="课程分类"
      notFoundContent={tree.isError ? '分类加载失败' : '暂无分类'}
      style={style}
    />
  );
}
