import type { ContentProgress, LearnSession } from '@ia/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CampaignCredit } from '../hooks/use-learning-tracker';
import { useVideoLearning } from '../hooks/use-video-learning';
import styles from './player.module.css';
import { VideoPlayer } from './video-player';

export interface LearningVideoProps {
  content: {
    id: number;
    type: number;
    content_type: number;
    title: string;
    cover: string | null;
    video_url: string;
    no_skip: boolean;
    progress: ContentProgress | null;
  };
  session: UseQueryResult<LearnSession>;
  /** Opened from a campaign: the heartbeats carry it. */
  campaign?: CampaignCredit | null;
}

/**
 * The detail page's video: waits for the session (it says where to resume), then plays with
 * the learning clock running. Without a session (it failed) the video still plays, from the
 * saved progress, without heartbeats.
 */
export function LearningVideo({ content, session, campaign }: LearningVideoProps) {
  const target = { contentId: content.id, type: content.type, contentType: content.content_type, campaign };
  const video = useVideoLearning(session.data, target);
  if (session.isPending) {
    return (
      <div className={styles.player} aria-busy="true">
        {content.cover ? <img className={styles.video} src={content.cover} alt="" /> : null}
      </div>
    );
  }
  const resumeAt = session.data?.position ?? content.progress?.position ?? 0;
  const finished = (session.data?.finish ?? content.progress?.finish ?? 0) === 1;
  return (
    <VideoPlayer
      key={content.id}
      src={content.video_url}
      poster={content.cover}
      title={content.title}
      resumeAt={resumeAt}
      // Someone who finished may move freely: they have watched it all.
      noSkip={content.no_skip && !finished}
      videoRef={video.videoRef}
      onPlayingChange={video.onPlayingChange}
      onHoldChange={video.onHoldChange}
    />
  );
}
