import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

/** One tab of a detail page. */
interface DetailPageTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DetailPageLayoutProps {
  /** The list to go back to, and the back link's text. */
  backTo: string;
  backLabel: string;
  title: string;
  /** The state tag after the title. */
  tag: ReactNode;
  /** The secondary line under the title (time span). */
  subtitle: ReactNode;
  editLabel: string;
  onEdit: () => void;
  /** The tabs in order; the first one is shown when `?tab=` names none of them. */
  tabs: DetailPageTab[];
}

/** A record's detail page: a header card (back, title, state, 编辑) over tabs kept in `?tab=`. */
export function DetailPageLayout({
  backTo,
  backLabel,
  title,
  tag,
  subtitle,
  editLabel,
  onEdit,
  tabs,
}: DetailPageLayoutProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeKey = tabs.find((candidate) => candidate.key === requested)?.key ?? tabs[0]?.key;

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex vertical gap={4}>
            <Space size={12} wrap>
              <Link to={backTo}>
                <ArrowLeftOutlined /> {backLabel}
              </Link>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {title}
              </Typography.Title>
              {tag}
            </Space>
            <Typography.Text type="secondary">{subtitle}</Typography.Text>
          </Flex>
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {editLabel}
          </Button>
        </Flex>
      </Card>
      <Card variant="borderless">
        <Tabs
          activeKey={activeKey}
          onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
          destroyOnHidden
          items={tabs}
        />
      </Card>
    </Flex>
  );
}
