import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../locales';
import {
  type AdminMeeting,
  useCancelMeeting,
  useDeleteMeeting,
  useMeetings,
  usePublishMeeting,
} from '../api/meetings';
import { useMeetingSearchParams } from '../hooks/use-meeting-search-params';
import { meetingPaths } from '../meeting-paths';
import { CancelMeetingModal } from './cancel-meeting-modal';
import { MeetingFilters } from './meeting-filters';
import { MeetingTable } from './meeting-table';

const text = messages.meetingsAdmin;

/** 会议管理: filters, the paged list and its row actions (filters in the URL). */
export function MeetingsView() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { query, updateQuery } = useMeetingSearchParams();
  const meetings = useMeetings(query);
  const publish = usePublishMeeting();
  const cancel = useCancelMeeting();
  const remove = useDeleteMeeting();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<AdminMeeting | null>(null);

  const handleCancel = (reason: string) => {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling.id, reason },
      {
        onSuccess: () => {
          void message.success(text.cancelModal.done);
          setCancelling(null);
        },
      },
    );
  };

  return (
    <Card variant="borderless" styles={{ body: { padding: 16 } }}>
      <MeetingFilters
        values={{ keyword: query.keyword, state: query.state }}
        refreshing={meetings.isFetching && !meetings.isPending}
        onSearch={(filters) => updateQuery(filters)}
        onReset={() => updateQuery({ keyword: undefined, state: undefined })}
        onRefresh={() => void meetings.refetch()}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(meetingPaths.create)}>
            {text.list.create}
          </Button>
        }
      />
      <MeetingTable
        rows={meetings.data?.data ?? []}
        total={meetings.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={meetings.isFetching}
        busyId={busyId}
        onPageChange={(current, pageSize) => updateQuery({ current, pageSize })}
        onPublish={(meeting, published) => {
          setBusyId(meeting.id);
          publish.mutate(
            { id: meeting.id, updated_at: meeting.updated_at, published },
            {
              onSuccess: () => void message.success(published ? text.list.published : text.list.unpublished),
              onSettled: () => setBusyId(null),
            },
          );
        }}
        onCancel={setCancelling}
        onDelete={(meeting) =>
          remove.mutate(meeting.id, { onSuccess: () => void message.success(text.common.deleted) })
        }
      />
      <CancelMeetingModal
        meeting={cancelling}
        submitting={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onSubmit={handleCancel}
      />
    </Card>
  );
}
