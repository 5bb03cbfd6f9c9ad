import { Result } from 'antd';
import { Link, useParams } from 'react-router';
import { MeetingDetail, meetingPaths } from '../features/meetings';
import { messages } from '../locales';

/** 会议管理 › a meeting's subscribers and attendance (`/meetings/:id`). */
export function MeetingDetailPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) {
    return (
      <Result
        status="404"
        title={messages.meetingsAdmin.detail.notFound}
        extra={<Link to={meetingPaths.list}>{messages.meetingsAdmin.detail.back}</Link>}
      />
    );
  }
  return <MeetingDetail key={id} meetingId={Number(id)} />;
}
