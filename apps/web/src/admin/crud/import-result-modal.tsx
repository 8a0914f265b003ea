import { Alert, Col, Modal, Row, Statistic, Table } from 'antd';
import type { ImportResult } from '../../api/types.ts';

/** Outcome of an Excel import: totals and the rows the server refused, with its reasons. */
export function ImportResultModal({
  result,
  failure,
  onClose,
}: {
  result: ImportResult | null;
  /** The server's message when it refused the whole file. */
  failure?: string;
  onClose: () => void;
}) {
  const errors = result?.errors ?? [];
  return (
    <Modal
      title="导入结果"
      open={!!result}
      onCancel={onClose}
      onOk={onClose}
      okText="知道了"
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
    >
      {result && (
        <>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={8}>
              <Statistic title="总行数" value={result.total} />
            </Col>
            <Col span={8}>
              <Statistic title="成功" value={result.success} styles={{ content: { color: '#52c41a' } }} />
            </Col>
            <Col span={8}>
              <Statistic
                title="失败"
                value={result.failed}
                styles={{ content: { color: result.failed ? '#ff4d4f' : undefined } }}
              />
            </Col>
          </Row>
          {errors.length === 0 ? (
            <Alert type="success" showIcon title="全部数据导入成功" />
          ) : (
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.message}`}
              dataSource={errors}
              pagination={errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
              columns={[
                { key: 'row', dataIndex: 'row', title: '行号', width: 80 },
                { key: 'message', dataIndex: 'message', title: '失败原因' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
