import { Result, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { DetailPageLayout } from '../../../components/detail-page-layout';
import { messages } from '../../../locales';
import { useMeeting } from '../api/meetings';
import { meetingEditPath, meetingPaths } from '../meeting-paths';
import { MeetingAttendancePanel } from './meeting-attendance-panel';
import { MeetingStateTag } from './meeting-state-tag';
import { MeetingSubscribersTable } from './meeting-subscribers-table';
import { formatMeetingRange } from './meeting-time-range';

const text = messages.meetingsAdmin.detail;

export interface MeetingDetailProps {
  meetingId: number;
}

/** One meeting's audience: its subscribers and its attendance (tab kept in `?tab=`). */
export function MeetingDetail({ meetingId }: MeetingDetailProps) {
  const navigate = useNavigate();
  const meeting = useMeeting(meetingId);

  if (meeting.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!meeting.data) {
    return (
      <Result status="404" title={text.notFound} extra={<Link to={meetingPaths.list}>{text.back}</Link>} />
    );
  }
  const loaded = meeting.data;

  return (
    <DetailPageLayout
      backTo={meetingPaths.list}
      backLabel={text.back}
      title={loaded.title}
      tag={<MeetingStateTag meeting={loaded} />}
      subtitle={text.time(formatMeetingRange(loaded.start_at, loaded.end_at))}
      editLabel={text.edit}
      onEdit={() => navigate(meetingEditPath(loaded.id))}
      tabs={[
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
  );
}
