import { InboxOutlined } from '@ant-design/icons';
import type { ProblemImportFormat, ProblemImportResult } from '@ck/shared';
import { Alert, App, Button, Modal, Radio, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { importProblems } from '../../api.ts';

const FORMAT_HELP: Record<ProblemImportFormat, { accept: string; text: string }> = {
  fps: {
    accept: '.xml',
    text: 'HUSTOJ 等判题系统导出的 FPS XML：题面、样例、时空限制、测试数据、图片、特判程序（C/C++）与标准程序一并导入。',
  },
  hydro: {
    accept: '.zip',
    text: 'Hydro 导出的 zip：每道题一个文件夹（problem.yaml、problem_zh.md、testdata/config.yaml 与数据），也可以是根目录下的单道题。',
  },
};

/** Imports FPS XML or Hydro zip files into the problem bank and lists what was imported. */
export function ProblemImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const [format, setFormat] = useState<ProblemImportFormat>('fps');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ProblemImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setAnswer(null);
    setError(null);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setAnswer(null);
    setError(null);
    try {
      const res = await importProblems(format, file);
      setAnswer(res.answer);
      setFile(null);
      message.success(res.message);
      onImported();
    } catch (err) {
      setError(err instanceof HttpError ? err.message : '导入失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="导入题目"
      open={open}
      width={820}
      destroyOnHidden
      onCancel={() => {
        reset();
        onClose();
      }}
      footer={
        <Space>
          <Button
            onClick={() => {
              reset();
              onClose();
            }}
          >
            关闭
          </Button>
          <Button type="primary" loading={busy} disabled={!file} onClick={submit} data-testid="import-submit">
            开始导入
          </Button>
        </Space>
      }
    >
      <Radio.Group
        value={format}
        optionType="button"
        buttonStyle="solid"
        style={{ marginBottom: 12 }}
        onChange={(e) => {
          setFormat(e.target.value);
          reset();
        }}
        options={[
          { value: 'fps', label: 'FPS XML' },
          { value: 'hydro', label: 'Hydro zip' },
        ]}
      />
      <Typography.Paragraph type="secondary">
        {FORMAT_HELP[format].text}
        导入的题目默认隐藏，检查后再公开。有错误的题目会跳过并列出原因，其余题目照常导入。
      </Typography.Paragraph>
      <Upload.Dragger
        accept={FORMAT_HELP[format].accept}
        maxCount={1}
        fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
        beforeUpload={(f) => {
          setFile(f);
          setAnswer(null);
          setError(null);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖入 {format === 'fps' ? 'XML' : 'zip'} 文件（最大 200 MB）</p>
      </Upload.Dragger>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}
          message="导入失败"
          description={error.replace(/。/, '。\n').replace(/；(?=(第 \d+ 题|另有))/g, '\n')}
        />
      )}
      {answer && (
        <>
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 16, marginBottom: 12 }}
            message={`已导入 ${answer.count} 道题目`}
          />
          {answer.skipped.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12, whiteSpace: 'pre-wrap' }}
              message={`跳过 ${answer.skipped.length} 道有错误的题目`}
              description={answer.skipped
                .map((s) => `第 ${s.item} 题${s.title ? `「${s.title}」` : ''}：${s.errors.join('；')}`)
                .join('\n')}
              data-testid="import-skipped"
            />
          )}
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={answer.problems}
            columns={[
              { title: '序号', dataIndex: 'item', width: 60 },
              { title: '题目', dataIndex: 'title', ellipsis: true },
              {
                title: 'ID',
                dataIndex: 'id',
                width: 300,
                render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
              },
              { title: '测试点', dataIndex: 'caseCount', width: 70 },
              {
                title: '提示',
                dataIndex: 'warnings',
                render: (w: string[]) =>
                  w.length ? (
                    <Typography.Text type="warning">{w.join('；')}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">无</Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
