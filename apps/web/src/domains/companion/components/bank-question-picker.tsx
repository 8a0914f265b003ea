import { type BankQuestionItem, DEFAULT_PAGE_SIZE } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { bankQuestions } from '../api.ts';
import { QUESTION_TYPE_OPTIONS } from '../assessment-form.ts';

interface Props {
  open: boolean;
  /** How many more questions the assessment can take. */
  room: number;
  onClose: () => void;
  onPick: (items: BankQuestionItem[]) => void;
}

const TYPE_LABEL = Object.fromEntries(QUESTION_TYPE_OPTIONS.map((o) => [o.value, o.label]));

/** 从题库导入: the bank's single, multiple and true/false questions, already in assessment form. */
export function BankQuestionPicker({ open, room, onClose, onPick }: Props) {
  const [type, setType] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [picked, setPicked] = useState<BankQuestionItem[]>([]);
  const query = useQuery({
    queryKey: ['companion', 'bank-questions', type, keyword, page],
    queryFn: () => bankQuestions({ ...page, ...(type ? { type } : {}), ...(keyword ? { keyword } : {}) }),
    enabled: open,
  });
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal
      title="从题库导入"
      open={open}
      width={860}
      onCancel={close}
      okText={`导入 ${picked.length} 题`}
      cancelText="取消"
      okButtonProps={{ disabled: !picked.length || picked.length > room }}
      onOk={() => {
        onPick(picked);
        close();
      }}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          aria-label="题型"
          placeholder="全部题型"
          style={{ width: 120 }}
          value={type}
          options={QUESTION_TYPE_OPTIONS.filter((o) => o.value !== 'order')}
          onChange={(v) => {
            setType(v);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Input.Search
          allowClear
          aria-label="题干关键字"
          placeholder="题干关键字"
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Typography.Text type="secondary">
          导入后请为每题设置维度权重{picked.length > room ? `；最多还能导入 ${room} 题` : ''}
        </Typography.Text>
      </Space>
      <Table<BankQuestionItem>
        rowKey="bankQuestionId"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.records ?? []}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: picked.map((p) => p.bankQuestionId),
          onChange: (_, rows) => setPicked(rows.filter(Boolean)),
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 题`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        locale={{ emptyText: '题库里没有可导入的单选、多选或判断题' }}
        columns={[
          { title: '题型', width: 80, render: (_, r) => <Tag>{TYPE_LABEL[r.type]}</Tag> },
          {
            title: '题干',
            render: (_, r) => (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.stem }} style={{ marginBottom: 0 }}>
                {r.stem}
              </Typography.Paragraph>
            ),
          },
          { title: '选项', width: 60, render: (_, r) => r.options.length || '—' },
          {
            title: '答案',
            width: 70,
            render: (_, r) => (r.type === 'judge' ? (r.answer === 'T' ? '正确' : '错误') : r.answer),
          },
        ]}
      />
    </Modal>
  );
}
