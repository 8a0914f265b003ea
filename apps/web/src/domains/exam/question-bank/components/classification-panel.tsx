import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Skeleton, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Can } from '../../../../components/can.tsx';
import { classificationOptions, filterClassifications, parentIds } from '../classification.ts';
import { useClassificationTree } from './classification-select.tsx';

/** The "all questions" node above the tree. */
export const ALL = '__all__';

interface Props {
  /** The chosen classification; null is every question. */
  selected: string | null;
  onSelect: (id: string | null) => void;
}

/** Left side of the bank: 全部 and the classification tree; choosing one shows its subtree's questions. */
export function ClassificationPanel({ selected, onSelect }: Props) {
  const navigate = useNavigate();
  const tree = useClassificationTree();
  const [keyword, setKeyword] = useState('');
  const nodes = useMemo(() => filterClassifications(tree.data ?? [], keyword), [tree.data, keyword]);
  const treeData = useMemo(
    () => [{ key: ALL, value: ALL, title: '全部题目', children: classificationOptions(nodes) }],
    [nodes],
  );
  // Searching opens every branch that leads to a match; otherwise the first level is open.
  const expanded = useMemo(() => (keyword.trim() ? [ALL, ...parentIds(nodes)] : undefined), [keyword, nodes]);

  return (
    <Card
      variant="borderless"
      size="small"
      title="题目分类"
      className="ck-qbank-tree"
      extra={
        <Can code="teaching:paperClass:add">
          <Button
            type="link"
            size="small"
            icon={<SettingOutlined />}
            onClick={() => navigate('/exam/classification')}
          >
            管理分类
          </Button>
        </Can>
      }
    >
      <Input.Search
        allowClear
        size="small"
        placeholder="搜索分类"
        onSearch={(v) => setKeyword(v)}
        onChange={(e) => !e.target.value && setKeyword('')}
        style={{ marginBottom: 8 }}
      />
      {tree.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : tree.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="分类加载失败">
          <Button size="small" onClick={() => void tree.refetch()}>
            重试
          </Button>
        </Empty>
      ) : (
        <>
          <Tree
            key={expanded ? `search-${keyword}` : 'all'}
            blockNode
            defaultExpandedKeys={expanded ?? [ALL]}
            treeData={treeData}
            selectedKeys={[selected ?? ALL]}
            onSelect={(keys) => {
              const key = keys[0] as string | undefined;
              // Clicking the chosen node again keeps it chosen.
              if (key === undefined) return;
              onSelect(key === ALL ? null : key);
            }}
          />
          {nodes.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={keyword.trim() ? '没有匹配的分类' : '还没有分类'}
            />
          )}
        </>
      )}
    </Card>
  );
}
