import { type ContentDetail, formatCount } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToggleState, useOptimisticToggle } from '../../../hooks/use-optimistic-toggle';
import { currentLanguage } from '../../../lib/i18n';
import { contentQueryOptions } from '../../content-detail';
import { type ContentReactionKind, setContentReaction } from '../api/reactions';
import styles from './reactions.module.css';

export interface ReactionBarProps {
  content: Pick<ContentDetail, 'id' | 'type' | 'zanned' | 'zan_count' | 'favered' | 'faver_count'>;
  /** A share action (the page's poster) shown at the end instead of the WeChat share hint. */
  shareAction?: ReactNode;
}

/** Like and favourite (optimistic, rolled back on failure) and the share action or WeChat share hint. */
export function ReactionBar({ content, shareAction }: ReactionBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const commit =
    (kind: ContentReactionKind) =>
    async (active: boolean): Promise<ToggleState> => {
      const answer = await setContentReaction(kind, { content_id: content.id, type: content.type }, active);
      const next = { active: answer.result === 1, count: answer.count };
      // Keep the cached detail in step, so coming back within its stale time shows the change.
      queryClient.setQueryData(contentQueryOptions(content.id).queryKey, (old) =>
        old
          ? kind === 'zan'
            ? { ...old, zanned: next.active, zan_count: next.count }
            : { ...old, favered: next.active, faver_count: next.count }
          : old,
      );
      return next;
    };

  const [zan, toggleZan] = useOptimisticToggle(
    { active: content.zanned, count: content.zan_count },
    commit('zan'),
  );
  const [faver, toggleFaver] = useOptimisticToggle(
    { active: content.favered, count: content.faver_count },
    commit('faver'),
  );

  return (
    <div className={styles.reactions}>
      <ReactionButton
        label={zan.active ? t('detail.actions.liked') : t('detail.actions.like')}
        name={t('detail.actions.like')}
        state={zan}
        icon={zan.active ? <HeartFill aria-hidden="true" /> : <HeartOutline aria-hidden="true" />}
        onClick={() => void toggleZan()}
      />
      <ReactionButton
        label={faver.active ? t('detail.actions.favourited') : t('detail.actions.favourite')}
        name={t('detail.actions.favourite')}
        state={faver}
        icon={faver.active ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
        onClick={() => void toggleFaver()}
      />
      {shareAction ? (
        <div className={styles.shareAction}>{shareAction}</div>
      ) : (
        <p className={styles.shareHint}>{t('detail.actions.shareHint')}</p>
      )}
    </div>
  );
}

interface ReactionButtonProps {
  label: string;
  /** Accessible name (stable; the pressed state says whether it is on). */
  name: string;
  state: ToggleState;
  icon: ReactNode;
  onClick: () => void;
}

function ReactionButton({ label, name, state, icon, onClick }: ReactionButtonProps) {
  return (
    <button
      type="button"
      className={state.active ? `${styles.reaction} ${styles.reactionActive}` : styles.reaction}
      aria-pressed={state.active}
      aria-label={`${name} ${state.count}`}
      onClick={onClick}
    >
      {icon}
      <span>{state.count > 0 ? formatCount(state.count, currentLanguage()) : label}</span>
    </button>
  );
}
