import { Card, Col, type ColProps, Row, Statistic } from 'antd';

/** A report's totals as small statistic cards; `col` says how wide each is per screen size. */
export function StatCards({ stats, col }: { stats: [string, number | string][]; col: ColProps }) {
  return (
    <Row gutter={[12, 12]}>
      {stats.map(([title, value]) => (
        <Col key={title} {...col}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
