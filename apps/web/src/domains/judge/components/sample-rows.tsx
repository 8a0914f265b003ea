import { Col, Row, Typography } from 'antd';
import { filledSamples, type Sample } from '../samples.ts';

/** A block of program input or output (samples, self-test results). */
export const preStyle = {
  background: '#f6f8fa',
  padding: 8,
  borderRadius: 4,
  margin: 0,
  whiteSpace: 'pre-wrap',
} as const;

/** The samples under a statement, input beside output; rows saved empty (the form's blank row) show no boxes. */
export function SampleRows({ samples }: { samples: readonly Sample[] | undefined }) {
  return filledSamples(samples).map((s, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: samples are a fixed list without ids.
    <Row gutter={12} key={i} style={{ marginTop: 12 }}>
      <Col span={12}>
        <Typography.Text strong>样例输入 {i + 1}</Typography.Text>
        <pre style={preStyle}>{s.input}</pre>
      </Col>
      <Col span={12}>
        <Typography.Text strong>样例输出 {i + 1}</Typography.Text>
        <pre style={preStyle}>{s.output}</pre>
      </Col>
    </Row>
  ));
}
