import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { DetailSkeleton } from '../features/content-detail/components/detail-states';
import { positiveIntParam } from '../features/content-detail/lib/detail-params';
import { MeetingBody, MeetingComments } from '../features/meetings/components/meeting-body';
import { MeetingIntro } from '../features/meetings/components/meeting-info';
import { MeetingPlaybackPlayer } from '../features/meetings/components/meeting-playback-player';
import { MeetingErrorState, MeetingGone } from '../features/meetings/components/meeting-states';
import { useMeetingDetail } from '../features/meetings/hooks/use-meeting-detail';
import { meetingDetailPath } from '../features/meetings/lib/meeting-links';
import { useShareCard } from '../features/sharing/hooks/use-share-card';

/**
 * /meetingdetailplayback?id=: the recording of a meeting with its chapters, resuming where the
 * viewer stopped; watching counts as playback time. A meeting not in playback (yet) opens on
 * its detail page, which says what is going on.
 */
export function MeetingPlaybackPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MeetingPlaybackContent />
    </div>
  );
}

function MeetingPlaybackContent() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveIntParam(searchParams.get('id'));
  const { query, refresh } = useMeetingDetail(id);
  const shared = query.data;
  useShareCard(
    shared ? { title: shared.title, desc: shared.summary, imgUrl: shared.cover, contentId: shared.id } : null,
  );

  if (id === null) return <MeetingGone title={t('meeting.detail.missing')} />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <MeetingErrorState error={query.error} onRetry={refresh} />;
  const meeting = query.data;
  if (meeting.state !== 'playback') return <Navigate to={meetingDetailPath(meeting.id)} replace />;

  return (
    <>
      <MeetingPlaybackPlayer meeting={meeting}>
        <MeetingIntro meeting={meeting} />
      </MeetingPlaybackPlayer>
      <MeetingBody meeting={meeting} />
      <MeetingComments meeting={meeting} />
    </>
  );
}
