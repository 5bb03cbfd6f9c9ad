// The public API of features/campaigns: code outside this folder imports only from here.
export { useCampaigns } from './api/campaigns';
export { campaignPaths } from './campaign-paths';
export { CampaignDetail } from './components/campaign-detail';
export { CampaignEditor } from './components/campaign-editor';
export { CampaignsView } from './components/campaigns-view';
