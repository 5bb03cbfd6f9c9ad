import { type ContentDetail, TypeMap } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { SharePosterButton } from '../../sharing';

/** 分享海报 for a course or case: its cover, title and speaker, and a QR code to this page. */
export function ContentSharePoster({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const speaker = content.speaker;
  // Name and title on one line, the hospital on its own: a long hospital name wraps whole.
  const lines = speaker
    ? [
        t('sharePoster.speaker', { names: [speaker.name, speaker.title].filter(Boolean).join(' ') }),
        ...(speaker.hospital ? [speaker.hospital] : []),
      ]
    : [];
  return (
    <SharePosterButton
      kind={content.type === TypeMap.CASE ? 'case' : 'course'}
      contentId={content.id}
      title={content.title}
      lines={lines}
      coverUrl={content.cover}
    />
  );
}
