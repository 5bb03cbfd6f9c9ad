import { BarChartOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row } from 'antd';
import { messages } from '../../../locales';

const text = messages.dashboard;
const CARDS = Object.entries(text.analyticsCards);

/** Where the metrics will go once 数据分析 lands; it shows no numbers until there are real ones. */
export function AnalyticsPlaceholder() {
  return (
    <Card variant="borderless" title={text.analyticsTitle} extra={<BarChartOutlined />}>
      <Row gutter={[16, 16]}>
        {CARDS.map(([key, title]) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Card size="small" title={title} styles={{ body: { paddingBlock: 12 } }}>
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={text.analyticsPending}
                style={{ marginBlock: 8 }}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
