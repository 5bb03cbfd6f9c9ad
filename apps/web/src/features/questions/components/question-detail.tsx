import { formatDateTime, type Question } from '@ia/shared';
import Image from 'antd-mobile/es/components/image';
import { useTranslation } from 'react-i18next';
import styles from './questions.module.css';

/** A question, its images and the academy's answer (or that one is coming). */
export function QuestionDetail({ question }: { question: Question }) {
  const { t } = useTranslation();
  return (
    <article className={styles.detail} aria-label={t('personalCentre.question.detailTitle')}>
      <p className={styles.detailContent}>{question.content}</p>
      {question.images.length > 0 ? (
        <div className={styles.images}>
          {question.images.map((image) => (
            <Image key={image.id} src={image.url} width={88} height={88} fit="cover" alt="" />
          ))}
        </div>
      ) : null}
      <p className={styles.meta}>
        {t('personalCentre.question.askedAt', { time: formatDateTime(question.created_at) })}
      </p>
      <section className={styles.answer}>
        <h3>{t('personalCentre.question.answerTitle')}</h3>
        <p>{question.answer ?? t('personalCentre.question.noAnswer')}</p>
      </section>
    </article>
  );
}
