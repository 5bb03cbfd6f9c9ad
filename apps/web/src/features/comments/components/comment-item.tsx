import { type Comment, type CommentReply, formatCount, formatRelativeTime } from '@ia/shared';
import Tag from 'antd-mobile/es/components/tag';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image';
import { useOptimisticToggle } from '../../../hooks/use-optimistic-toggle';
import { currentLanguage } from '../../../lib/i18n';
import detailBlocks from '../../../styles/detail-blocks.module.css';
import { type CommentTarget, useCommentZan, useReplies } from '../api/comments';
import type { ReplyTarget } from './comment-composer';
import styles from './comments.module.css';

export interface CommentItemProps {
  comment: Comment;
  target: CommentTarget;
  onReply: (to: ReplyTarget) => void;
}

/** A top-level comment with its thread: the first replies, and the rest on demand. */
export function CommentItem({ comment, target, onReply }: CommentItemProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.comment}>
      {comment.author.avatar ? (
        <ContentImage
          className={styles.avatarSmall}
          src={comment.author.avatar}
          alt={comment.author.name}
          sizes="32px"
        />
      ) : (
        <span className={`${styles.avatarSmall} ${detailBlocks.avatarInitial}`} aria-hidden="true">
          {Array.from(comment.author.name)[0]}
        </span>
      )}
      <div className={styles.commentMain}>
        <div className={styles.commentHead}>
          <span className={styles.commentAuthor}>{comment.author.name}</span>
          {comment.author.title ? (
            <span className={detailBlocks.sectionExtra}>
              {currentLanguage() === 'en-US'
                ? (comment.author.title_en ?? comment.author.title)
                : comment.author.title}
            </span>
          ) : null}
          {comment.status === 'pending' ? (
            <Tag color="warning" fill="outline">
              {t('detail.comments.pending')}
            </Tag>
          ) : null}
        </div>
        <p className={styles.commentText}>{comment.content}</p>
        <CommentFoot
          item={comment}
          target={target}
          onReply={() => onReply({ id: comment.id, name: comment.author.name })}
        />
        <ReplyThread comment={comment} target={target} onReply={onReply} />
      </div>
    </li>
  );
}

interface CommentFootProps {
  item: Comment | CommentReply;
  target: CommentTarget;
  onReply: () => void;
}

function CommentFoot({ item, target, onReply }: CommentFootProps) {
  const { t } = useTranslation();
  const setZan = useCommentZan(target);
  const [zan, toggleZan] = useOptimisticToggle(
    { active: item.zanned, count: item.zan_count },
    async (active) => {
      const answer = await setZan(item.id, active);
      return { active: answer.zanned, count: answer.zan_count };
    },
  );
  return (
    <div className={styles.commentFoot}>
      <time dateTime={item.created_at}>
        {formatRelativeTime(item.created_at, Date.now(), currentLanguage())}
      </time>
      <button
        type="button"
        className={
          zan.active ? `${detailBlocks.linkButton} ${detailBlocks.linkButtonActive}` : detailBlocks.linkButton
        }
        aria-pressed={zan.active}
        aria-label={`${t('detail.comments.like')} ${zan.count}`}
        onClick={() => void toggleZan()}
      >
        <LikeOutline aria-hidden="true" /> {zan.count > 0 ? formatCount(zan.count, currentLanguage()) : null}
      </button>
      {item.status === 'published' ? (
        <button type="button" className={detailBlocks.linkButton} onClick={onReply}>
          {t('detail.comments.reply')}
        </button>
      ) : null}
    </div>
  );
}

function ReplyThread({ comment, target, onReply }: CommentItemProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const replies = useReplies(target, comment.id, expanded);
  const loaded = replies.data?.pages.flatMap((page) => page.data) ?? [];
  const shown: CommentReply[] = expanded && replies.data ? loaded : comment.replies;
  const hidden = comment.reply_count - comment.replies.length;
  if (shown.length === 0 && hidden <= 0) return null;

  return (
    <div className={styles.replies}>
      <ul aria-label={t('detail.comments.reply')}>
        {shown.map((reply) => (
          <li key={reply.id} className={styles.reply}>
            <span className={styles.replyName}>{reply.author.name}</span>
            {reply.reply_to_name ? (
              <>
                {' '}
                {t('detail.comments.reply')} <span className={styles.replyName}>{reply.reply_to_name}</span>
              </>
            ) : null}
            ：{reply.content}
            {reply.status === 'pending' ? (
              <>
                {' '}
                <Tag color="warning" fill="outline">
                  {t('detail.comments.pending')}
                </Tag>
              </>
            ) : null}
            <CommentFoot
              item={reply}
              target={target}
              onReply={() => onReply({ id: reply.id, name: reply.author.name })}
            />
          </li>
        ))}
      </ul>
      {!expanded && hidden > 0 ? (
        <button type="button" className={styles.moreReplies} onClick={() => setExpanded(true)}>
          {t('detail.comments.viewAllReplies', { count: comment.reply_count })}
        </button>
      ) : null}
      {expanded && replies.isError ? (
        <button type="button" className={styles.moreReplies} onClick={() => void replies.refetch()}>
          {t('detail.comments.repliesFailed')}
        </button>
      ) : null}
      {expanded && replies.hasNextPage ? (
        <button
          type="button"
          className={styles.moreReplies}
          disabled={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          {t('detail.comments.moreReplies')}
        </button>
      ) : null}
    </div>
  );
}
