import { type CampaignPermission, ErrorCode } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useGoBack } from '../../../hooks/use-go-back';
import { ApiError } from '../../../lib/api-client';
import { popupForErrorCode } from '../../../lib/error-popups';
import styles from './campaigns.module.css';

/** A step of the way in that the member waits for: 正在进入活动…, 正在为您报名…. */
export function CampaignProgress({ label }: { label: string }) {
  return (
    <div className={styles.status} role="status" aria-busy="true">
      <DotLoading color="primary" />
      <span>{label}</span>
    </div>
  );
}

/** 返回 and 查看其他活动: the ways out of a page that cannot show its campaign. */
function WayBack({ extra }: { extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <div className={styles.stateActions}>
      {extra}
      <Button size="small" shape="rounded" fill="outline" color="primary" onClick={goBack}>
        {t('campaign.enter.back')}
      </Button>
      <Button
        size="small"
        shape="rounded"
        fill="outline"
        color="primary"
        onClick={() => void navigate('/activity', { replace: true })}
      >
        {t('campaign.errors.toList')}
      </Button>
    </div>
  );
}

/**
 * Why the viewer may not join (check/permissions): the title by reason, the server's words under
 * it (活动尚未开始，3月1日 开始), and the way back; 去认证 when certification is what is missing.
 */
export function CampaignRefusal({ permission }: { permission: CampaignPermission }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = permission.reason_code ?? 'not_in_group';
  const title = t(`campaign.enter.refusedTitle.${code}`);
  // The server's words say more (the start date) unless they only repeat the title.
  const reason =
    permission.reason && permission.reason !== title
      ? permission.reason
      : t(`campaign.enter.refusedReason.${code}`);
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={reason}
        action={
          <WayBack
            extra={
              code === 'not_certified' ? (
                <Button size="small" shape="rounded" color="primary" onClick={() => void navigate('/veeva')}>
                  {t('campaign.enter.certify')}
                </Button>
              ) : null
            }
          />
        }
      />
    </div>
  );
}

/** A link without the id the page needs. */
export function CampaignLinkInvalid({ title }: { title: string }) {
  return <EmptyState title={title} action={<WayBack />} />;
}

export interface CampaignErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** What failed, when it was not loading (报名未成功), with its hint. */
  failure?: { title: string; hint: string };
}

/**
 * A campaign call refused or failed: gone (40400), refused with the server's reason (40300:
 * 活动已结束, 本活动仅限特定用户参加…), refused with a popup already open (40304 and the other
 * access codes: the page stays calm behind it), or a failure worth a retry.
 */
export function CampaignErrorState({ error, onRetry, failure }: CampaignErrorStateProps) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === ErrorCode.NOT_FOUND) {
    return (
      <EmptyState
        title={t('campaign.errors.gone')}
        description={t('campaign.errors.goneHint')}
        action={<WayBack />}
      />
    );
  }
  if (code === ErrorCode.FORBIDDEN && error instanceof ApiError) {
    return (
      <div role="alert">
        <EmptyState title={t('campaign.errors.refused')} description={error.message} action={<WayBack />} />
      </div>
    );
  }
  if (code !== undefined && popupForErrorCode(code)) {
    return (
      <EmptyState
        title={t('campaign.errors.refused')}
        description={t('detail.states.lockedHint')}
        action={<WayBack />}
      />
    );
  }
  return (
    <EmptyState
      title={failure?.title ?? t('campaign.errors.loadFailed')}
      description={failure?.hint ?? t('campaign.errors.loadFailedHint')}
      action={
        <WayBack
          extra={
            <Button size="small" shape="rounded" color="primary" onClick={onRetry}>
              {t('app.retry')}
            </Button>
          }
        />
      }
    />
  );
}
