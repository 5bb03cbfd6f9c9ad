import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { OperatorText, useOperatorName } from '../../../components/operator-text';
import { useOpenLink } from '../../../hooks/use-open-link';
import styles from './home.module.css';

export interface HomeSectionProps {
  title: string;
  /** Set for a title an operator wrote: its English ('' for none; the Chinese then shows). */
  titleEn?: string;
  /** Where 更多 leads: an in-app path (or an https address an operator entered). */
  moreTo?: string | null;
  /** Section content; without it the section says its content is coming soon. */
  children?: ReactNode;
}

/** A titled card of the home page. */
export function HomeSection({ title, titleEn, moreTo, children }: HomeSectionProps) {
  const { t } = useTranslation();
  const operatorName = useOperatorName();
  const name = titleEn === undefined ? title : operatorName(title, titleEn);
  const openLink = useOpenLink();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {titleEn === undefined ? title : <OperatorText zh={title} en={titleEn} />}
        </h2>
        {moreTo ? (
          <button
            type="button"
            className={styles.more}
            aria-label={`${name} ${t('app.more')}`}
            onClick={() => openLink(moreTo)}
          >
            {t('app.more')}
            <RightOutline aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {children ?? <EmptyState compact title={t('home.comingSoon')} description={t('home.comingSoonHint')} />}
    </section>
  );
}
