import { type ContentDetail, TypeMap } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { SharePosterButton } from '../../sharing';

/** 分享海报 for a course or case: its cover, title and speaker, and a QR code to this page. */
export function ContentSharePoster({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const speaker = content.speaker;
  const names = speaker ? [speaker.name, speaker.title, speaker.hospital].filter(Boolean).join(' · ') : '';
  return (
    <SharePosterButton
      kind={content.type === TypeMap.CASE ? 'case' : 'course'}
      contentId={content.id}
      title={content.title}
      lines={names ? [t('sharing.poster.speaker', { names })] : []}
      coverUrl={content.cover}
    />
  );
}
