import { formatRelativeTime, type Message, toLocale } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { mergePages } from '../../../components/paged-list/paging';
import { useOpenLink } from '../../../hooks/use-open-link';
import { useMarkMessagesRead, useMessages } from '../api/messages';
import styles from './messages.module.css';

const KNOWN_CATEGORIES = [
  'meeting',
  'certification',
  'campaign',
  'system',
  'medal',
  'certificate',
  'broadcast',
  'question',
] as const;

/**
 * The message centre: newest first, a red dot on the unread; a tap marks the message read and
 * opens its link (an in-app path); 全部已读 marks every one.
 */
export function MessageList({ loadMoreOnReachBottom }: { loadMoreOnReachBottom?: boolean }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const markRead = useMarkMessagesRead();
  const openLink = useOpenLink();
  const loaded = messages.data ? mergePages(messages.data.pages, (message) => message.id) : [];
  const unread = loaded.filter((message) => !message.read).length;

  const handleOpen = (message: Message) => {
    if (!message.read) markRead.mutate({ id: message.id });
    if (message.link) openLink(message.link);
  };

  return (
    <>
      {loaded.length > 0 ? (
        <div className={styles.toolbar}>
          <span>{unread > 0 ? t('messages.unread', { count: unread }) : t('messages.allReadHint')}</span>
          <Button
            size="mini"
            shape="rounded"
            fill="outline"
            color="primary"
            disabled={unread === 0}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('messages.markAllRead')}
          </Button>
        </div>
      ) : null}
      <PagedList<Message>
        query={messages}
        label={t('messages.label')}
        itemKey={(message) => message.id}
        renderItem={(message) => <MessageItem message={message} onOpen={handleOpen} />}
        emptyTitle={t('messages.empty')}
        emptyDescription={t('messages.emptyHint')}
        errorTitle={t('messages.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}

function MessageItem({ message, onOpen }: { message: Message; onOpen: (message: Message) => void }) {
  const { t, i18n } = useTranslation();
  const category = (KNOWN_CATEGORIES as readonly string[]).includes(message.category)
    ? t(`messages.categories.${message.category as (typeof KNOWN_CATEGORIES)[number]}`)
    : t('messages.categories.system');
  return (
    <button
      type="button"
      className={message.read ? `${styles.item} ${styles.read}` : styles.item}
      aria-label={`${message.read ? '' : `${t('messages.unreadMark')} `}${message.title}`}
      onClick={() => onOpen(message)}
    >
      {message.read ? null : <span className={styles.dot} aria-hidden="true" />}
      <span className={styles.head}>
        <span className={styles.title}>{message.title}</span>
        <span className={styles.time}>
          {formatRelativeTime(message.created_at, Date.now(), toLocale(i18n.language))}
        </span>
      </span>
      <span className={styles.body}>{message.body}</span>
      <span className={styles.category}>{category}</span>
    </button>
  );
}
