import { MEETING_REMINDER_LEAD_MINUTES, type MeetingSummary } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useSubscribeMeeting } from '../api/subscribe-meeting';

export interface SubscribeButtonProps {
  meeting: Pick<MeetingSummary, 'id' | 'title' | 'subscribed'>;
  size?: 'mini' | 'small' | 'middle';
}

/**
 * 预约 / 已预约: subscribes to the reminder (a message MEETING_REMINDER_LEAD_MINUTES before the
 * start) or cancels it. The state shown is the server's answer; a refusal is toasted by the
 * api client and the button stays as it was.
 */
export function SubscribeButton({ meeting, size = 'small' }: SubscribeButtonProps) {
  const { t } = useTranslation();
  const subscribe = useSubscribeMeeting();

  const handleClick = () => {
    if (subscribe.isPending) return;
    subscribe.mutate(
      { id: meeting.id, subscribe: !meeting.subscribed },
      {
        onSuccess: (answer) =>
          toast(
            answer.subscribed
              ? t('meeting.subscribe.done', { minutes: MEETING_REMINDER_LEAD_MINUTES })
              : t('meeting.subscribe.cancelled'),
          ),
      },
    );
  };

  return (
    <Button
      size={size}
      shape="rounded"
      color="primary"
      fill={meeting.subscribed ? 'outline' : 'solid'}
      loading={subscribe.isPending}
      aria-pressed={meeting.subscribed}
      aria-label={`${meeting.subscribed ? t('meeting.subscribe.on') : t('meeting.subscribe.off')} ${meeting.title}`}
      onClick={handleClick}
    >
      {meeting.subscribed ? t('meeting.subscribe.on') : t('meeting.subscribe.off')}
    </Button>
  );
}
