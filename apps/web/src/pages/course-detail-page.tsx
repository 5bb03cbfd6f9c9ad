import { type ContentDetail, ContentType, type LessonDetail } from '@ia/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLeavingPage } from '../app/routes/leaving-page';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RichBody } from '../components/rich-body';
import { UnknownMapType } from '../components/unknown-map-type';
import { CommentSection } from '../features/comments';
import {
  ApprovalFooter,
  ContentGone,
  ContentIntro,
  ContentSharePoster,
  contentDetailPath,
  DetailErrorState,
  DetailSkeleton,
  contentDetailStyles as detailStyles,
  type LessonItem,
  LessonPlaylist,
  useContent,
  useDetailTarget,
  useLesson,
} from '../features/content-detail';
import { ContentFormEntry } from '../features/content-forms';
import { ImagingSection, useImagingPrefetch } from '../features/imaging';
import { LearningVideo, ReadingClock, useContentSession } from '../features/player';
import { ReactionBar } from '../features/reactions';
import { useShareCard } from '../features/sharing';
import detailBlocks from '../styles/detail-blocks.module.css';

const KNOWN_CONTENT_TYPES: readonly number[] = [ContentType.VIDEO, ContentType.TEXT_IMAGE];

/**
 * /course/detail: a content (`id`), a series (`lessonId`: its first unfinished item) or both.
 * Video or text-and-image with learning time, the series playlist, likes, favourites, the form
 * and comments. `typeMap=2` makes the title 病例详情 (the shell's rule).
 */
export function CourseDetailPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CourseDetail />
    </div>
  );
}

function CourseDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const target = useDetailTarget();
  const content = useContent(target.contentId);
  const detail = content.data;
  const lesson = useLesson(target.lessonId ?? detail?.lesson_id ?? null);
  const learnable = detail && KNOWN_CONTENT_TYPES.includes(detail.content_type) ? detail : null;
  const session = useContentSession(learnable, target.campaign);
  // A case's images are asked for beside the content, not after it.
  useImagingPrefetch(target.contentId);

  // A link without typeMap learns it from the content, so a case still reads 病例详情; not once
  // the user has tapped away, which this navigation would undo.
  const typeMapMissing = !searchParams.get('typeMap');
  const leaving = useLeavingPage();
  useEffect(() => {
    if (!detail || !typeMapMissing || leaving) return;
    setSearchParams(
      (params) => {
        params.set('typeMap', String(detail.type));
        return params;
      },
      { replace: true },
    );
  }, [detail, typeMapMissing, leaving, setSearchParams]);

  if (target.missing) return <ContentGone title={t('detail.states.missing')} />;
  if (target.waitingForLesson) {
    if (target.lesson.isPending) return <DetailSkeleton />;
    if (target.lesson.isError) {
      return <DetailErrorState error={target.lesson.error} onRetry={() => void target.lesson.refetch()} />;
    }
    if (target.contentId === null) return <EmptyState title={t('detail.states.lessonEmpty')} />;
  }
  if (content.isPending) return <DetailSkeleton />;
  if (content.isError)
    return <DetailErrorState error={content.error} onRetry={() => void content.refetch()} />;

  const handleSelect = (item: LessonItem, series: LessonDetail) => {
    window.scrollTo({ top: 0 });
    void navigate(contentDetailPath(item.id, item.type, series.id), { replace: true });
  };

  return (
    <ContentDetailView
      key={content.data.id}
      content={content.data}
      lesson={lesson.data}
      media={
        content.data.content_type === ContentType.VIDEO ? (
          content.data.video_url ? (
            <LearningVideo
              content={{ ...content.data, video_url: content.data.video_url }}
              session={session}
              campaign={target.campaign}
            />
          ) : (
            <div className={detailStyles.unknownType} role="alert">
              {t('detail.player.loadFailed')}
            </div>
          )
        ) : null
      }
      readingClock={
        content.data.content_type === ContentType.TEXT_IMAGE ? (
          <ReadingClock content={content.data} session={session.data} campaign={target.campaign} />
        ) : null
      }
      onSelectLessonItem={handleSelect}
    />
  );
}

interface ContentDetailViewProps {
  content: ContentDetail;
  lesson: LessonDetail | undefined;
  media: React.ReactNode;
  readingClock: React.ReactNode;
  onSelectLessonItem: (item: LessonItem, lesson: LessonDetail) => void;
}

function ContentDetailView({
  content,
  lesson,
  media,
  readingClock,
  onSelectLessonItem,
}: ContentDetailViewProps) {
  useShareCard({ title: content.title, desc: content.summary, imgUrl: content.cover, contentId: content.id });
  const known = KNOWN_CONTENT_TYPES.includes(content.content_type);
  const isVideo = content.content_type === ContentType.VIDEO;
  const commentTarget = { contentId: content.id, type: content.type };
  return (
    <>
      {media}
      {readingClock}
      <ContentIntro content={content} showSummary={isVideo} />
      <ImagingSection contentId={content.id} />
      {known ? null : (
        <div className={detailStyles.unknownType}>
          <UnknownMapType value={content.content_type} />
        </div>
      )}
      <ReactionBar content={content} shareAction={<ContentSharePoster content={content} />} />
      {content.has_form ? <ContentFormEntry contentId={content.id} type={content.type} /> : null}
      {lesson && lesson.items.length > 0 ? (
        <LessonPlaylist
          lesson={lesson}
          currentId={content.id}
          onSelect={(item) => onSelectLessonItem(item, lesson)}
        />
      ) : null}
      {known && content.body.trim() ? (
        <section className={detailBlocks.section}>
          <RichBody html={content.body} />
        </section>
      ) : null}
      <ApprovalFooter approvalCode={content.approval_code} expiresAt={content.expires_at} />
      <CommentSection
        target={commentTarget}
        enabled={content.comments_enabled}
        count={content.comment_count}
      />
    </>
  );
}
