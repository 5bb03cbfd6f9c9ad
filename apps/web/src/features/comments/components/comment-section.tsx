import { type Comment, formatCount } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { currentLanguage } from '../../../lib/i18n';
import detailBlocks from '../../../styles/detail-blocks.module.css';
import { type CommentTarget, useComments } from '../api/comments';
import { CommentComposer, type ReplyTarget } from './comment-composer';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';

export interface CommentSectionProps {
  target: CommentTarget;
  /** Whether comments are open on the content. */
  enabled: boolean;
  count: number;
}

/**
 * Pages are read by offset while comments keep coming (a live meeting's first page is even pushed),
 * so a comment can be on two of them: it is shown once.
 */
function uniqueById(list: Comment[]): Comment[] {
  const seen = new Set<number>();
  return list.filter((comment) => !seen.has(comment.id) && seen.add(comment.id));
}

/** Comments newest first with their reply threads, loading more at the bottom, and the composer bar. */
export function CommentSection({ target, enabled, count }: CommentSectionProps) {
  const { t } = useTranslation();
  const comments = useComments(target);
  const [composer, setComposer] = useState<{ open: boolean; replyTo: ReplyTarget | null }>({
    open: false,
    replyTo: null,
  });
  const openComposer = (replyTo: ReplyTarget | null) => setComposer({ open: true, replyTo });
  const list = uniqueById(comments.data?.pages.flatMap((page) => page.data) ?? []);
  const total = comments.data?.pages.at(-1)?.total ?? count;

  return (
    <section className={detailBlocks.section} aria-labelledby="comments-title">
      <div className={detailBlocks.sectionHeader}>
        <h3 id="comments-title" className={detailBlocks.sectionTitle}>
          {total > 0
            ? t('detail.comments.titleWithCount', { value: formatCount(total, currentLanguage()) })
            : t('detail.comments.title')}
        </h3>
      </div>
      {enabled ? null : <p className={styles.closed}>{t('detail.comments.closed')}</p>}
      {comments.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : comments.isError ? (
        <EmptyState
          compact
          title={t('detail.comments.loadFailed')}
          action={
            <Button
              size="small"
              shape="rounded"
              fill="outline"
              color="primary"
              onClick={() => void comments.refetch()}
            >
              {t('app.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        enabled ? (
          <EmptyState compact title={t('detail.comments.empty')} />
        ) : null
      ) : (
        <>
          <ul>
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} target={target} onReply={openComposer} />
            ))}
          </ul>
          <InfiniteScroll
            hasMore={comments.hasNextPage}
            loadMore={() => comments.fetchNextPage().then(() => undefined)}
          >
            {comments.hasNextPage ? t('app.loading') : t('detail.comments.end')}
          </InfiniteScroll>
        </>
      )}
      {enabled ? (
        <>
          <div className={styles.composerSpacer} />
          <div className={styles.composerBar}>
            <button type="button" className={styles.composerTrigger} onClick={() => openComposer(null)}>
              {t('detail.comments.write')}
            </button>
          </div>
          <CommentComposer
            target={target}
            visible={composer.open}
            replyTo={composer.replyTo}
            onClose={() => setComposer((state) => ({ ...state, open: false }))}
          />
        </>
      ) : null}
    </section>
  );
}
