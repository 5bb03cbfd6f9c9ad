import { ContentType, formatCount, toLocale } from '@ia/shared';
import EyeOutline from 'antd-mobile-icons/es/EyeOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import PlayOutline from 'antd-mobile-icons/es/PlayOutline';
import { useTranslation } from 'react-i18next';
import { UnknownMapType } from '../../../components/unknown-map-type';
import styles from './content.module.css';

/** 认证可见: lists show HCP-only contents; opening one needs certification (the server decides). */
export function HcpBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.hcpBadge}>
      <LockOutline aria-hidden="true" />
      {t('content.hcpOnly')}
    </span>
  );
}

export interface ContentKindMarkProps {
  contentType: number;
  /** Video length, shown instead of the word 视频 when known. */
  durationText?: string;
}

/** Video or text-and-image, as an icon with a word (or the video's length). */
export function ContentKindMark({ contentType, durationText }: ContentKindMarkProps) {
  const { t } = useTranslation();
  if (contentType === ContentType.VIDEO) {
    return (
      <span className={styles.kindMark}>
        <PlayOutline aria-hidden="true" />
        {durationText ? (
          <>
            <span className={styles.visuallyHidden}>{t('content.video')}</span>
            {durationText}
          </>
        ) : (
          t('content.video')
        )}
      </span>
    );
  }
  if (contentType === ContentType.TEXT_IMAGE) {
    return (
      <span className={styles.kindMark}>
        <FileOutline aria-hidden="true" />
        {t('content.article')}
      </span>
    );
  }
  return <UnknownMapType value={contentType} />;
}

export interface ViewCountProps {
  count: number;
}

/** Views in the spec's x.xw format from 10 000. */
export function ViewCount({ count }: ViewCountProps) {
  const { t, i18n } = useTranslation();
  const text = formatCount(count, toLocale(i18n.language));
  return (
    <span className={styles.views} title={t('content.views', { count: text })}>
      <EyeOutline aria-hidden="true" />
      <span className={styles.visuallyHidden}>{t('content.viewsLabel')}</span>
      {text}
    </span>
  );
}
