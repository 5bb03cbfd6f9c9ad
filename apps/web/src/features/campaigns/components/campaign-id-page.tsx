import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useIdParam } from '../hooks/use-id-param';
import { CampaignLinkInvalid } from './campaign-states';

export interface CampaignIdPageProps {
  /** The route's title and back rule (the page's `usePageChrome()`). */
  chrome: { title: string; showBack: boolean };
  /** The page's body for the campaign named by `?id=`. */
  children: (campaignId: number) => ReactNode;
}

/**
 * A campaign page's frame: the route's header, then the body for the campaign in `?id=`, or the
 * broken-link state with a way back when the id is missing or malformed.
 */
export function CampaignIdPage({ chrome, children }: CampaignIdPageProps) {
  const { t } = useTranslation();
  const campaignId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={chrome.title} showBack={chrome.showBack} />
      {campaignId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.missing')} />
      ) : (
        children(campaignId)
      )}
    </div>
  );
}
