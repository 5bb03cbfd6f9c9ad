import type { ContentSummary } from '@ia/shared';
import { ContentType, formatDuration } from '@ia/shared';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { OPERATOR_LANG } from '../../../components/operator-text';
import { designImageSizes } from '../../../lib/image-variants';
import { contentPath } from '../lib/content-links';
import styles from './content.module.css';
import { ContentKindMark, HcpBadge, ViewCount } from './content-badges';

export interface ContentCardProps {
  content: ContentSummary;
}

/** A content as a card: wide cover on top, title and counts below (horizontal scrollers, grids). */
export function ContentCard({ content }: ContentCardProps) {
  const durationText = content.content_type === ContentType.VIDEO ? formatDuration(content.duration) : '';
  return (
    <Link className={styles.card} to={contentPath(content)}>
      <span className={styles.cardCover}>
        <ContentImage
          className={styles.coverImage}
          src={content.cover}
          alt=""
          sizes={designImageSizes(360)}
        />
        <span className={styles.coverMark}>
          <ContentKindMark contentType={content.content_type} durationText={durationText} />
        </span>
        {content.hcp_only ? (
          <span className={styles.cardBadge}>
            <HcpBadge />
          </span>
        ) : null}
      </span>
      <span className={styles.cardTitle} lang={OPERATOR_LANG}>
        {content.title}
      </span>
      <span className={styles.cardMeta}>
        <span className={styles.cardSpeaker} lang={OPERATOR_LANG}>
          {content.speaker?.name ?? ''}
        </span>
        <ViewCount count={content.view_count} />
      </span>
    </Link>
  );
}
