import { DeleteOutlined, DragOutlined, PlusOutlined } from '@ant-design/icons';
import type { Question } from '@ck/shared';
import { App, Button, Descriptions, Grid, Rate, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { htmlExcerpt } from '../../../../admin/crud/html-excerpt.ts';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListSearchForm } from '../../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { errorText } from '../../../../api/http-errors.ts';
import { Can } from '../../../../components/can.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { QUESTIONS_KEY, questionApi } from '../api.ts';
import { classificationPath } from '../classification.ts';
import { BatchMoveModal } from '../components/batch-move-modal.tsx';
import { ClassificationPanel } from '../components/classification-panel.tsx';
import { useClassificationTree } from '../components/classification-select.tsx';
import { QuestionExcelButtons } from '../components/question-excel-buttons.tsx';
import { QuestionFormModal, type QuestionTarget } from '../components/question-form-modal.tsx';
import { QuestionPreviewModal } from '../components/question-preview-modal.tsx';
import {
  DIFFICULTY_OPTIONS,
  difficultyLabel,
  STATUS_OPTIONS,
  TYPE_COLORS,
  TYPE_OPTIONS,
  typeLabel,
} from '../question-codes.ts';
import { previewOfBody, previewOfQuestion, type QuestionPreview } from '../question-preview.ts';
import '../question-bank.css';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { DangerLink } from '../../../../components/danger-link.tsx';

const choose = (placeholder: string, options: { value: number; label: string }[]) => (
  <Select allowClear placeholder={placeholder} style={{ width: 110 }} options={options} />
);

const MAX_TAGS_SHOWN = 3;

function QuestionDetails({ q }: { q: Question }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 16 }}>
      <Descriptions.Item label="难度">
        {q.difficulty_dictText || difficultyLabel(q.difficulty)}
      </Descriptions.Item>
      <Descriptions.Item label="分类">{q.classificationId_dictText || '未分类'}</Descriptions.Item>
      <Descriptions.Item label="知识点">{q.tags.length ? q.tags.join('、') : '—'}</Descriptions.Item>
      <Descriptions.Item label="来源">{q.source || '—'}</Descriptions.Item>
      <Descriptions.Item label="状态">{q.status === 1 ? '启用' : '停用'}</Descriptions.Item>
      <Descriptions.Item label="使用试卷">{q.paperCount} 份</Descriptions.Item>
    </Descriptions>
  );
}

/** `exam/QuestionList` (/exam/question): the question bank by classification. */
export function QuestionListPage() {
  const { message, modal } = App.useApp();
  const canEdit = useCan('teaching:question:edit');
  const canAdd = useCan('teaching:question:add');
  const canDelete = useCan('teaching:question:delete');
  const tree = useClassificationTree();
  const screens = Grid.useBreakpoint();
  const [classificationId, setClassificationId] = useState<string | null>(null);
  const [editing, setEditing] = useState<QuestionTarget>(null);
  const [preview, setPreview] = useState<{ data: QuestionPreview; row?: Question } | null>(null);
  const [moving, setMoving] = useState<string[]>([]);
  const closeForm = useCallback(() => setEditing(null), []);
  const fixedParams = useMemo(() => (classificationId ? { classificationId } : {}), [classificationId]);

  const remove = async (q: Question) => {
    try {
      await questionApi.remove(q.id);
      message.success('删除成功');
      list.afterDelete([q.id]);
    } catch (e) {
      message.error(errorText(e, '删除失败'));
    }
  };

  const copy = async (q: Question) => {
    try {
      await questionApi.copy(q.id);
      message.success('已复制为一道新题目');
      void list.refresh();
    } catch {
      // the client shows the server's message
    }
  };

  const removeSelected = () => {
    const ids = [...list.selected];
    modal.confirm({
      title: '批量删除题目',
      content: `确定删除选中的 ${ids.length} 道题目吗？被试卷使用的题目不能删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await questionApi.removeBatch(ids);
          message.success(`已删除 ${ids.length} 道题目`);
          list.afterDelete(ids);
        } catch (e) {
          modal.error({ title: '不能删除', content: errorText(e, '删除失败'), okText: '知道了' });
        }
      },
    });
  };

  const columns: ListColumn<Question>[] = [
    {
      key: 'questionContent',
      title: '题干',
      width: 320,
      search: { name: 'keyword', placeholder: '题干关键词', width: 180 },
      render: (_, q) => {
        const text = htmlExcerpt(q.questionContent, 80) || '（图片题干）';
        return (
          <Typography.Link
            className="ck-qbank-stem"
            title={text}
            onClick={() => setPreview({ data: previewOfQuestion(q), row: q })}
          >
            {text}
          </Typography.Link>
        );
      },
    },
    {
      key: 'questionType',
      title: '题型',
      width: 90,
      search: { input: choose('题型', TYPE_OPTIONS) },
      render: (_, q) => (
        <Tag color={TYPE_COLORS[q.questionType]}>{q.questionType_dictText || typeLabel(q.questionType)}</Tag>
      ),
    },
    {
      key: 'difficulty',
      title: '难度',
      width: 120,
      search: { input: choose('难度', DIFFICULTY_OPTIONS) },
      render: (_, q) => (
        <Tooltip title={q.difficulty_dictText || difficultyLabel(q.difficulty)}>
          <span aria-label={`难度：${q.difficulty_dictText || difficultyLabel(q.difficulty)}`}>
            <Rate disabled count={5} value={q.difficulty} className="ck-qbank-stars" />
          </span>
        </Tooltip>
      ),
    },
    { key: 'score', dataIndex: 'score', title: '分值', width: 64, align: 'right' },
    {
      key: 'classification',
      title: '分类',
      width: 130,
      ellipsis: true,
      render: (_, q) =>
        q.classificationId_dictText ? (
          <Typography.Text ellipsis={{ tooltip: q.classificationId_dictText }}>
            {q.classificationId_dictText}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">未分类</Typography.Text>
        ),
    },
    {
      key: 'tags',
      title: '知识点',
      width: 170,
      search: { name: 'tag', placeholder: '知识点', width: 120 },
      render: (_, q) =>
        q.tags.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Space size={[0, 4]} wrap>
            {q.tags.slice(0, MAX_TAGS_SHOWN).map((t) => (
              <Tag key={t}>{t}</Tag>
            ))}
            {q.tags.length > MAX_TAGS_SHOWN && (
              <Tooltip title={q.tags.slice(MAX_TAGS_SHOWN).join('、')}>
                <Tag>+{q.tags.length - MAX_TAGS_SHOWN}</Tag>
              </Tooltip>
            )}
          </Space>
        ),
    },
    {
      key: 'paperCount',
      title: '试卷',
      width: 64,
      align: 'right',
      render: (_, q) => (
        <Tooltip title={q.paperCount ? `被 ${q.paperCount} 份试卷使用` : '没有试卷使用'}>
          {q.paperCount}
        </Tooltip>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 80,
      search: { input: choose('状态', STATUS_OPTIONS) },
      render: (_, q) => (
        <Tag color={q.status === 1 ? 'green' : 'default'}>{q.status === 1 ? '启用' : '停用'}</Tag>
      ),
    },
    {
      key: 'createTime',
      title: '创建时间',
      width: 150,
      render: (_, q) => (q.createTime ? q.createTime.slice(0, 16) : '—'),
    },
    {
      key: 'actions',
      title: '操作',
      width: 210,
      // A fixed column would cover most of a phone's width.
      fixed: screens.sm ? 'right' : undefined,
      render: (_, q) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setPreview({ data: previewOfQuestion(q), row: q })}>
            预览
          </Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ id: q.id })}>
              编辑
            </Button>
          )}
          {canAdd && (
            <Button type="link" size="small" onClick={() => void copy(q)}>
              复制
            </Button>
          )}
          {canDelete && (
            <DangerLink
              title="删除题目"
              description={
                q.paperCount
                  ? `这道题被 ${q.paperCount} 份试卷使用，服务器会拒绝删除`
                  : '确定删除这道题目吗？'
              }
              onConfirm={() => remove(q)}
            />
          )}
        </Space>
      ),
    },
  ];

  const list = useListPage<Question>({
    queryKey: QUESTIONS_KEY,
    query: questionApi.list,
    columns,
    fixedParams,
    selectable: 'preserve',
    emptyText: {
      searched: '没有符合条件的题目',
      none: classificationId
        ? '这个分类还没有题目，点击“新增题目”添加'
        : '题库还没有题目，点击“新增题目”添加第一道',
    },
  });

  const path = classificationId ? classificationPath(tree.data ?? [], classificationId) : [];
  const chooseClassification = (id: string | null) => {
    setClassificationId(id);
    list.setPageNo(1);
  };

  return (
    <div className="ck-qbank">
      <aside className="ck-qbank-side">
        <ClassificationPanel selected={classificationId} onSelect={chooseClassification} />
      </aside>
      <ListPageCard title="题库" icon="database" className="ck-qbank-main">
        <Typography.Text type="secondary" className="ck-qbank-scope">
          {classificationId
            ? `当前分类：${path.join(' / ') || '（已删除的分类）'}（含下级分类）`
            : '当前：全部题目'}
        </Typography.Text>
        <ListSearchForm
          search={list.search}
          name="question-search"
          loading={list.query.isFetching}
          extra={
            <>
              <Can code="teaching:question:add">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ classificationId })}
                >
                  新增题目
                </Button>
              </Can>
              <QuestionExcelButtons filters={list.filters} onImported={list.refresh} />
            </>
          }
        />
        {list.selected.length > 0 && (
          <div className="ck-qbank-batch">
            <span>已选 {list.selected.length} 道题目</span>
            <Can code="teaching:question:edit">
              <Button size="small" icon={<DragOutlined />} onClick={() => setMoving([...list.selected])}>
                批量移动
              </Button>
            </Can>
            <Can code="teaching:question:delete">
              <Button size="small" danger icon={<DeleteOutlined />} onClick={removeSelected}>
                批量删除
              </Button>
            </Can>
            <Button size="small" type="link" onClick={() => list.setSelected([])}>
              取消选择
            </Button>
          </div>
        )}
        <Table<Question> {...list.tableProps} scroll={{ x: 1300 }} />
      </ListPageCard>

      <QuestionFormModal
        target={editing}
        onClose={closeForm}
        onSaved={list.refresh}
        onPreview={(body, meta) => setPreview({ data: previewOfBody(body, meta.problemTitle) })}
      />
      <QuestionPreviewModal
        preview={preview?.data ?? null}
        onClose={() => setPreview(null)}
        details={preview?.row ? <QuestionDetails q={preview.row} /> : undefined}
        extraFooter={
          preview?.row && canEdit ? (
            <Button
              onClick={() => {
                const id = preview.row?.id;
                setPreview(null);
                setEditing({ id });
              }}
            >
              编辑
            </Button>
          ) : undefined
        }
      />
      <BatchMoveModal
        ids={moving}
        onClose={() => setMoving([])}
        onMoved={() => {
          message.success('移动成功');
          list.setSelected([]);
          void list.refresh();
        }}
      />
    </div>
  );
}
