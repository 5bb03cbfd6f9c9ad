import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { DetailSkeleton, positiveIntParam } from '../features/content-detail';
import {
  MeetingBody,
  MeetingComments,
  MeetingErrorState,
  MeetingGone,
  MeetingIntro,
  MeetingLivePlayer,
  MeetingSharePoster,
  MeetingStage,
  meetingPlaybackPath,
  SubscribeButton,
  useMeetingDetail,
} from '../features/meetings';
import { useShareCard } from '../features/sharing';
import { WechatReminderConsent } from '../features/wechat-notices';

/**
 * /meetingdetail?id=: a meeting before, during and after it. Upcoming: the countdown (by the
 * server's clock) and the subscribe button; live: the stream with heartbeats, 「N 人正在观看」
 * and comments refreshing as they come; ended or cancelled: said plainly. A meeting in playback
 * opens on its playback page.
 */
export function MeetingDetailPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MeetingDetailContent />
    </div>
  );
}

function MeetingDetailContent() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveIntParam(searchParams.get('id'));
  const { query, startsAt, refresh } = useMeetingDetail(id);
  const shared = query.data;
  useShareCard(
    shared ? { title: shared.title, desc: shared.summary, imgUrl: shared.cover, contentId: shared.id } : null,
  );

  if (id === null) return <MeetingGone title={t('meeting.detail.missing')} />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <MeetingErrorState error={query.error} onRetry={refresh} />;
  const meeting = query.data;
  if (meeting.state === 'playback') return <Navigate to={meetingPlaybackPath(meeting.id)} replace />;

  return (
    <>
      {meeting.state === 'live' ? (
        <MeetingLivePlayer meeting={meeting} />
      ) : (
        <MeetingStage meeting={meeting} startsAt={startsAt} onStart={refresh} />
      )}
      <MeetingIntro
        meeting={meeting}
        action={
          <>
            <MeetingSharePoster meeting={meeting} />
            {meeting.state === 'upcoming' ? <SubscribeButton meeting={meeting} /> : null}
            {meeting.state === 'upcoming' && meeting.subscribed ? <WechatReminderConsent /> : null}
          </>
        }
      />
      <MeetingBody meeting={meeting} />
      <MeetingComments meeting={meeting} />
    </>
  );
}
