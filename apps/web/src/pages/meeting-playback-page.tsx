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
  MeetingPlaybackPlayer,
  MeetingSharePoster,
  meetingDetailPath,
  useMeetingDetail,
} from '../features/meetings';
import { useShareCard } from '../features/sharing';

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
        <MeetingIntro meeting={meeting} action={<MeetingSharePoster meeting={meeting} />} />
      </MeetingPlaybackPlayer>
      <MeetingBody meeting={meeting} />
      <MeetingComments meeting={meeting} />
    </>
  );
}
