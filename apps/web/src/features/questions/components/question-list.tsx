import { formatDateTime, type Question } from '@ia/shared';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useQuestions } from '../api/questions';
import styles from './questions.module.css';

export interface QuestionListProps {
  loadMoreOnReachBottom?: boolean | undefined;
  onOpen: (question: Question) => void;
}

/** The viewer's questions, newest first, each with its status; a tap opens the answer. */
export function QuestionList({ loadMoreOnReachBottom, onOpen }: QuestionListProps) {
  const { t } = useTranslation();
  const questions = useQuestions();
  return (
    <PagedList<Question>
      query={questions}
      label={t('personalCentre.question.label')}
      itemKey={(question) => question.id}
      renderItem={(question) => (
        <button type="button" className={styles.item} onClick={() => onOpen(question)}>
          <span className={styles.content}>{question.content}</span>
          <span className={styles.meta}>
            <Tag color={question.status === 'answered' ? 'success' : 'warning'} fill="outline">
              {t(`personalCentre.question.${question.status}`)}
            </Tag>
            <span>{formatDateTime(question.created_at)}</span>
          </span>
        </button>
      )}
      emptyTitle={t('personalCentre.question.empty')}
      emptyDescription={t('personalCentre.question.emptyHint')}
      errorTitle={t('personalCentre.question.error')}
      loadMoreOnReachBottom={loadMoreOnReachBottom}
    />
  );
}
