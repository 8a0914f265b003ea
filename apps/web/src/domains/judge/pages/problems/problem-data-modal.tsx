import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons';
import type { AdminProblem, JudgeResult } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { getProblem, JUDGE_KEY, uploadTestData, validateData } from '../../api.ts';
import { CaseTable, VerdictTag } from '../../components/verdict-tag.tsx';

const MODE_TEXT = { sum: '按通过比例', min: '全对才得分', max: '任一通过即得分' };

/** Test data of one problem: upload a zip, see the cases and subtasks the server read, validate. */
export function ProblemDataModal({
  problem,
  onClose,
}: {
  problem: AdminProblem | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { busy: uploading, run: runUpload } = useBusyRun();
  const { busy: validating, run: runValidate } = useBusyRun();
  const [validation, setValidation] = useState<{ result: JudgeResult; message: string } | null>(null);
  const current = useQuery({
    queryKey: [...JUDGE_KEY, 'problem', problem?.id],
    queryFn: () => getProblem(problem!.id),
    enabled: !!problem,
  });
  const data = current.data;

  const upload = async (file: File) => {
    if (!problem) return;
    await runUpload(async () => {
      setValidation(null);
      const { message: text } = await uploadTestData(problem.id, file);
      message.success(text || '上传成功');
      await current.refetch();
      queryClient.invalidateQueries({ queryKey: [...JUDGE_KEY, 'problems'] });
    });
  };

  const validate = async () => {
    if (!problem) return;
    await runValidate(async () => {
      const answer = await validateData(problem.id);
      setValidation(answer);
      if (answer.result.verdict === 'AC') message.success(answer.message);
      else message.warning(answer.message);
    });
  };

  return (
    <Modal
      title={`测试数据：${problem?.title ?? ''}`}
      open={!!problem}
      onCancel={() => {
        setValidation(null);
        onClose();
      }}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        上传 zip：<code>1.in</code>/<code>1.out</code>（或 <code>.ans</code>）成对；或附带{' '}
        <code>config.json</code> 指定每个测试点的分数与子任务。上传出错时保留原数据。
      </Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Can code="judge:problem:data">
          <Upload
            accept=".zip"
            showUploadList={false}
            beforeUpload={(file) => {
              upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="upload-data">
              上传测试数据 zip
            </Button>
          </Upload>
          <Button
            icon={<CheckCircleOutlined />}
            loading={validating}
            onClick={validate}
            disabled={!data?.caseCount}
          >
            校验测试数据
          </Button>
        </Can>
      </Space>
      {data && (
        <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
          <Descriptions.Item label="测试点">
            <span data-testid="case-count">{data.caseCount}</span> 个
          </Descriptions.Item>
          <Descriptions.Item label="数据版本">{data.dataVersion}</Descriptions.Item>
          <Descriptions.Item label="计分">
            {data.subtasks?.length ? `${data.subtasks.length} 个子任务` : '按测试点'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {data?.subtasks?.length ? (
        <Table
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          style={{ marginBottom: 12 }}
          dataSource={data.subtasks}
          columns={[
            { title: '子任务', render: (_, __, i) => i + 1, width: 80 },
            { title: '分数', dataIndex: 'score', width: 80 },
            { title: '计分方式', dataIndex: 'mode', render: (m: keyof typeof MODE_TEXT) => MODE_TEXT[m] },
            { title: '测试点', dataIndex: 'cases', render: (c: number[]) => c.map((i) => i + 1).join('、') },
          ]}
        />
      ) : null}
      {data && !validation && data.cases.length > 0 && (
        <Table
          size="small"
          rowKey="name"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={data.cases}
          columns={[
            { title: '测试点', dataIndex: 'name', width: 100 },
            { title: '输入文件', dataIndex: 'input' },
            { title: '输出文件', dataIndex: 'output' },
            { title: '分数', dataIndex: 'score', width: 80, render: (s?: number) => s ?? '平均' },
          ]}
        />
      )}
      {validation && (
        <>
          <Alert
            type={validation.result.verdict === 'AC' ? 'success' : 'warning'}
            showIcon
            style={{ marginBottom: 12 }}
            message={
              <Space>
                {validation.message}
                <VerdictTag verdict={validation.result.verdict} />
                得分 {validation.result.score}
              </Space>
            }
            description={
              validation.result.compileMessage ? (
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{validation.result.compileMessage}</pre>
              ) : undefined
            }
          />
          <CaseTable cases={validation.result.cases} />
        </>
      )}
    </Modal>
  );
}
