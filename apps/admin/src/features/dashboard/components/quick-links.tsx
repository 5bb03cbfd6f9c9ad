import type { OperatorRoleValue } from '@ia/shared';
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type NavItem, navigationFor } from '../../../config/navigation';
import { messages } from '../../../locales';

const text = messages.dashboard;

function LinkTile({ item }: { item: NavItem }) {
  return (
    <Flex gap={12} align="flex-start">
      <Flex
        align="center"
        justify="center"
        style={{
          width: 40,
          height: 40,
          flex: 'none',
          borderRadius: 10,
          fontSize: 18,
          color: item.enabled ? '#0b6bcb' : 'rgba(0, 0, 0, 0.35)',
          background: item.enabled ? 'rgba(11, 107, 203, 0.08)' : 'rgba(0, 0, 0, 0.04)',
        }}
      >
        {item.icon}
      </Flex>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex align="center" gap={8}>
          <Typography.Text strong type={item.enabled ? undefined : 'secondary'}>
            {item.label}
          </Typography.Text>
          {item.enabled ? null : (
            <Tag variant="filled" style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}>
              {messages.nav.comingSoon}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {item.description}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

export interface QuickLinksProps {
  role: OperatorRoleValue;
}

/** Shortcuts to every module the role may use; modules not released yet are listed greyed out. */
export function QuickLinks({ role }: QuickLinksProps) {
  const items = navigationFor(role).filter((item) => item.key !== 'dashboard');
  return (
    <Card variant="borderless" title={text.quickLinks}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noQuickLinks} />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((item) => (
            <Col key={item.key} xs={24} sm={12} xl={8}>
              {item.enabled ? (
                <Link to={item.path} style={{ display: 'block' }}>
                  <Card size="small" hoverable>
                    <LinkTile item={item} />
                  </Card>
                </Link>
              ) : (
                <Card size="small" style={{ background: 'rgba(0, 0, 0, 0.015)' }}>
                  <LinkTile item={item} />
                </Card>
              )}
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
