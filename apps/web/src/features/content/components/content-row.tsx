import type { ContentSummary } from '@ia/shared';
import { ContentType, formatDuration } from '@ia/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { OPERATOR_LANG } from '../../../components/operator-text';
import { designImageSizes } from '../../../lib/image-variants';
import { contentPath } from '../lib/content-links';
import styles from './content.module.css';
import { ContentKindMark, HcpBadge, ViewCount } from './content-badges';

export interface ContentRowProps {
  content: ContentSummary;
  /** The title as shown (search passes it with the matched terms marked). */
  title?: ReactNode;
  /** A line of text under the title (search: the piece of the body that matched). */
  snippet?: ReactNode;
}

/** A content in a vertical list: cover on the left, title, speaker and counts on the right. */
export function ContentRow({ content, title, snippet }: ContentRowProps) {
  const durationText = content.content_type === ContentType.VIDEO ? formatDuration(content.duration) : '';
  return (
    <Link className={styles.row} to={contentPath(content)}>
      <span className={styles.rowCover}>
        <ContentImage
          className={styles.coverImage}
          src={content.cover}
          alt=""
          sizes={designImageSizes(256)}
        />
        <span className={styles.coverMark}>
          <ContentKindMark contentType={content.content_type} durationText={durationText} />
        </span>
      </span>
      <span className={styles.rowBody}>
        <span className={styles.rowTitle} lang={OPERATOR_LANG}>
          {title ?? content.title}
        </span>
        {snippet ? <span className={styles.snippet}>{snippet}</span> : <SpeakerLine content={content} />}
        <span className={styles.meta}>
          {content.hcp_only ? <HcpBadge /> : null}
          <ViewCount count={content.view_count} />
        </span>
      </span>
    </Link>
  );
}

function SpeakerLine({ content }: { content: ContentSummary }) {
  if (!content.speaker) return null;
  const parts = [content.speaker.name, content.speaker.hospital].filter(Boolean);
  return (
    <span className={styles.speaker} lang={OPERATOR_LANG}>
      {parts.join(' · ')}
    </span>
  );
}
