import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { CLASSIFICATION_TREE_KEY, fetchClassificationTree } from '../api.ts';
import { classificationOptions } from '../paper-view.ts';

interface Props {
  /** Injected by Form.Item, or controlled by the caller. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
}

/** The paper / question classification tree as a single-choice tree select. */
export function ClassificationSelect({ value, onChange, id, placeholder = '选择分类', style }: Props) {
  const tree = useQuery({
    queryKey: CLASSIFICATION_TREE_KEY,
    queryFn: fetchClassificationTree,
    staleTime: 60_000,
  });
  return (
    <TreeSelect
      id={id}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={tree.isLoading}
      placeholder={placeholder}
      notFoundContent={tree.isError ? '分类加载失败' : '暂无分类'}
      treeData={tree.data ? classificationOptions(tree.data) : []}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as string | undefined) ?? null)}
      style={{ minWidth: 160, ...style }}
      popupMatchSelectWidth={false}
    />
  );
}
