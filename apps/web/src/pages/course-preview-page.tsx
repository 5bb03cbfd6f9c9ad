import { type ContentPreview, ContentType } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { RichBody } from '../components/rich-body';
import { UnknownMapType } from '../components/unknown-map-type';
import {
  ApprovalFooter,
  ContentGone,
  ContentIntro,
  contentDetailPath,
  DetailErrorState,
  DetailSkeleton,
  contentDetailStyles as detailStyles,
  positiveIntParam,
  useContentPreview,
} from '../features/content-detail';
import { VideoPlayer } from '../features/player';
import detailBlocks from '../styles/detail-blocks.module.css';

/**
 * /coursedetail?id=: the public preview (no login). Read-only: no likes, comments or learning
 * time. HCP-only content arrives `restricted` (no body, no video): the summary and a prompt to
 * sign in and certify.
 */
export function CoursePreviewPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CoursePreview />
    </div>
  );
}

function CoursePreview() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveIntParam(searchParams.get('id'));
  const preview = useContentPreview(id);

  if (id === null) return <ContentGone title={t('detail.states.missing')} />;
  if (preview.isPending) return <DetailSkeleton />;
  if (preview.isError)
    return <DetailErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  const content = preview.data;
  const known = content.content_type === ContentType.VIDEO || content.content_type === ContentType.TEXT_IMAGE;

  return (
    <>
      <p className={detailStyles.previewNotice}>{t('detail.preview.readOnly')}</p>
      {!content.restricted && content.content_type === ContentType.VIDEO && content.video_url ? (
        <VideoPlayer src={content.video_url} poster={content.cover} title={content.title} />
      ) : null}
      <ContentIntro
        content={content}
        showSummary={content.restricted || content.content_type === ContentType.VIDEO}
      />
      {known ? null : (
        <div className={detailStyles.unknownType}>
          <UnknownMapType value={content.content_type} />
        </div>
      )}
      {content.restricted ? (
        <RestrictedPrompt content={content} />
      ) : known && content.body.trim() ? (
        <section className={detailBlocks.section}>
          <RichBody html={content.body} />
        </section>
      ) : null}
      <ApprovalFooter approvalCode={content.approval_code} />
    </>
  );
}

function RestrictedPrompt({ content }: { content: ContentPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={detailStyles.prompt} role="note">
      <p className={detailStyles.promptTitle}>{t('detail.preview.restrictedTitle')}</p>
      <p className={detailStyles.promptHint}>{t('detail.preview.restrictedHint')}</p>
      <div className={detailStyles.promptActions}>
        {/* The detail route signs the visitor in first (wechatAuth), then the server decides. */}
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(contentDetailPath(content.id, content.type))}
        >
          {t('detail.preview.signIn')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/veeva')}>
          {t('detail.preview.certify')}
        </Button>
      </div>
    </div>
  );
}
