// The public API of features/campaigns: code outside this folder imports only from here.
export { useCampaign, useRefreshStanding } from './api/get-campaign';
export { useCampaigns } from './api/get-campaigns';
export { useCampaignContentPreview, useSectionPreview } from './api/get-previews';
export { useRichDetail } from './api/get-rich-list';
export { CampaignCard } from './components/campaign-card';
export { CampaignContentRow } from './components/campaign-content-row';
export { CampaignFeed, CampaignStateTabs, toCampaignState } from './components/campaign-feed';
export { CampaignFormEntry } from './components/campaign-form-entry';
export { CampaignHero } from './components/campaign-hero';
export { CampaignIdPage } from './components/campaign-id-page';
export { CampaignLikeButton } from './components/campaign-like-button';
export { CampaignPoster } from './components/campaign-poster';
export { CampaignStanding } from './components/campaign-standing';
export {
  CampaignErrorState,
  CampaignLinkInvalid,
  CampaignProgress,
  CampaignRefusal,
} from './components/campaign-states';
export { default as campaignsStyles } from './components/campaigns.module.css';
export { DescriptionGate } from './components/description-gate';
export { RichDetailView } from './components/rich-detail-view';
export { RichListView } from './components/rich-list';
export { SectionCards } from './components/section-cards';
export { SectionView } from './components/section-view';
export { useCampaignEntry } from './hooks/use-campaign-entry';
export { useIdParam } from './hooks/use-id-param';
export { useShowOnce } from './hooks/use-show-once';
export {
  campaignContentPath,
  campaignContentPreviewPath,
  campaignEnterPath,
  campaignSectionPath,
  richDetailPath,
  richListPath,
  richListPreviewPath,
} from './lib/campaign-links';
