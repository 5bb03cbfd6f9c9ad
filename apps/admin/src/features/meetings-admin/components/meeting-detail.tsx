import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../locales';
import { useMeeting } from '../api/meetings';
import { meetingEditPath, meetingPaths } from '../meeting-paths';
import { MeetingAttendancePanel } from './meeting-attendance-panel';
import { MeetingStateTag } from './meeting-state-tag';
import { MeetingSubscribersTable } from './meeting-subscribers-table';
import { formatMeetingRange } from './meeting-time-range';

const text = messages.meetingsAdmin.detail;
const TABS = ['subscribers', 'attendance'] as const;
type DetailTab = (typeof TABS)[number];

export interface MeetingDetailProps {
  meetingId: number;
}

/** One meeting's audience: its subscribers and its attendance (tab kept in `?tab=`). */
export function MeetingDetail({ meetingId }: MeetingDetailProps) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const meeting = useMeeting(meetingId);
  const requested = searchParams.get('tab');
  const tab: DetailTab = TABS.find((candidate) => candidate === requested) ?? 'subscribers';

  if (meeting.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!meeting.data) {
    return (
      <Result status="404" title={text.notFound} extra={<Link to={meetingPaths.list}>{text.back}</Link>} />
    );
  }
  const loaded = meeting.data;

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex vertical gap={4}>
            <Space size={12} wrap>
              <Link to={meetingPaths.list}>
                <ArrowLeftOutlined /> {text.back}
              </Link>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {loaded.title}
              </Typography.Title>
              <MeetingStateTag meeting={loaded} />
            </Space>
            <Typography.Text type="secondary">
              {text.time(formatMeetingRange(loaded.start_at, loaded.end_at))}
            </Typography.Text>
          </Flex>
          <Button icon={<EditOutlined />} onClick={() => navigate(meetingEditPath(loaded.id))}>
            {text.edit}
          </Button>
        </Flex>
      </Card>
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            {
              key: 'subscribers',
              label: text.tabs.subscribers(loaded.subscriber_count),
              children: <MeetingSubscribersTable meetingId={loaded.id} />,
            },
            {
              key: 'attendance',
              label: text.tabs.attendance,
              children: <MeetingAttendancePanel meetingId={loaded.id} live={loaded.state === 'live'} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
