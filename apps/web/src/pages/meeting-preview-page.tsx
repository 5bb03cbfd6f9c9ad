import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { DetailSkeleton, positiveIntParam } from '../features/content-detail';
import {
  MeetingBody,
  MeetingErrorState,
  MeetingGone,
  MeetingIntro,
  MeetingStage,
  meetingPath,
  meetingsStyles as meetingStyles,
  useMeetingPreviewDetail,
} from '../features/meetings';

/**
 * /previewmeetingdetail?id=: the public preview of a meeting (no login): what it is, who speaks,
 * the agenda and the countdown, but no stream; 登录后观看 leads to the detail, which signs in first.
 */
export function MeetingPreviewPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MeetingPreviewContent />
    </div>
  );
}

function MeetingPreviewContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = positiveIntParam(searchParams.get('id'));
  const { query, startsAt, refresh } = useMeetingPreviewDetail(id);

  if (id === null) return <MeetingGone title={t('meeting.detail.missing')} />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <MeetingErrorState error={query.error} onRetry={refresh} />;
  const meeting = query.data;

  return (
    <>
      <p className={meetingStyles.previewNotice}>{t('meeting.preview.readOnly')}</p>
      <MeetingStage meeting={meeting} startsAt={startsAt} onStart={refresh} />
      <MeetingIntro meeting={meeting} />
      {meeting.state === 'cancelled' ? null : (
        <div className={meetingStyles.previewActions}>
          <Button color="primary" shape="rounded" onClick={() => void navigate(meetingPath(meeting))}>
            {meeting.state === 'upcoming'
              ? t('meeting.preview.signInToSubscribe')
              : t('meeting.preview.signIn')}
          </Button>
        </div>
      )}
      <MeetingBody meeting={meeting} />
    </>
  );
}
