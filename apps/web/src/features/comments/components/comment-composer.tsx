import { COMMENT_MAX_LENGTH } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { type CommentTarget, usePostComment } from '../api/comments';
import styles from './comments.module.css';

/** Whom a reply answers: the comment (or reply) tapped. */
export interface ReplyTarget {
  id: number;
  name: string;
}

export interface CommentComposerProps {
  target: CommentTarget;
  visible: boolean;
  replyTo: ReplyTarget | null;
  onClose: () => void;
}

/**
 * The bottom sheet to write a comment or a reply. The server filters sensitive words (40000) and
 * may have closed comments (40300): the api client toasts its message and the text stays, to fix.
 */
export function CommentComposer({ target, visible, replyTo, onClose }: CommentComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const post = usePostComment(target);
  const trimmed = text.trim();

  const handleSubmit = () => {
    if (!trimmed || post.isPending) return;
    post.mutate(
      {
        content_id: target.contentId,
        type: target.type,
        content: trimmed,
        parent_id: replyTo?.id,
      },
      {
        onSuccess: (created) => {
          toast(
            created?.status === 'pending' ? t('detail.comments.postedPending') : t('detail.comments.posted'),
          );
          setText('');
          onClose();
        },
      },
    );
  };

  const title = replyTo
    ? t('detail.comments.replyTo', { name: replyTo.name })
    : t('detail.comments.composerTitle');
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <form
        className={styles.composer}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <TextArea
          value={text}
          onChange={setText}
          placeholder={replyTo ? title : t('detail.comments.placeholder')}
          maxLength={COMMENT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          aria-label={title}
          autoFocus
        />
        <div className={styles.composerActions}>
          <Button
            type="submit"
            color="primary"
            size="small"
            shape="rounded"
            disabled={!trimmed}
            loading={post.isPending}
          >
            {t('detail.comments.send')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
