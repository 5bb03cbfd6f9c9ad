import { formatCount, TypeMap } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import { useTranslation } from 'react-i18next';
import { type ToggleState, useOptimisticToggle } from '../../../hooks/use-optimistic-toggle';
import { currentLanguage } from '../../../lib/i18n';
import { setContentReaction } from '../../reactions';
import { campaignLikeQueryOptions, useCampaignLike } from '../api/campaign-like';
import styles from './campaigns.module.css';

/** 点赞 on a campaign (likes of type 6), once its current state is known. */
export function CampaignLikeButton({ campaignId }: { campaignId: number }) {
  const like = useCampaignLike(campaignId);
  if (!like.data) return null;
  return (
    <LikeToggle
      campaignId={campaignId}
      initial={{ active: like.data.result === 1, count: like.data.count }}
    />
  );
}

function LikeToggle({ campaignId, initial }: { campaignId: number; initial: ToggleState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, toggle] = useOptimisticToggle(initial, async (active) => {
    const answer = await setContentReaction(
      'zan',
      { content_id: campaignId, type: TypeMap.CAMPAIGN },
      active,
    );
    queryClient.setQueryData(campaignLikeQueryOptions(campaignId).queryKey, answer);
    return { active: answer.result === 1, count: answer.count };
  });
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={state.active}
      aria-label={`${t('campaign.detail.like')} ${state.count}`}
      onClick={() => void toggle()}
    >
      {state.active ? <HeartFill aria-hidden="true" /> : <HeartOutline aria-hidden="true" />}
      <span>
        {state.count > 0
          ? formatCount(state.count, currentLanguage())
          : state.active
            ? t('campaign.detail.liked')
            : t('campaign.detail.like')}
      </span>
    </button>
  );
}
