import { describe, expect, it } from 'vitest';
import { campaignContentPath, campaignSectionPath } from './campaign-links';
import { nextCampaignPath, pathAfterPoster } from './campaign-steps';

const joined = { joined: true, poster_pending: false, form_pending: false };

describe('nextCampaignPath', () => {
  it('shows the poster first, then the form, then the campaign page', () => {
    expect(nextCampaignPath(5, { ...joined, poster_pending: true, form_pending: true })).toBe(
      '/activity/activeShowOncePoster?id=5',
    );
    expect(nextCampaignPath(5, { ...joined, form_pending: true })).toBe('/activity/activeShowOnceForm?id=5');
    expect(nextCampaignPath(5, joined)).toBe('/activity/detail?id=5&typeMap=7');
  });

  it('sends someone who has not joined back to the entry', () => {
    expect(nextCampaignPath(5, { ...joined, joined: false, poster_pending: true })).toBe(
      '/activity/detailenter?id=5',
    );
  });

  it('goes on from the poster to the form or the campaign page', () => {
    expect(pathAfterPoster(5, { ...joined, poster_pending: true, form_pending: true })).toBe(
      '/activity/activeShowOnceForm?id=5',
    );
    expect(pathAfterPoster(5, { ...joined, poster_pending: true })).toBe('/activity/detail?id=5&typeMap=7');
  });
});

describe('campaign links', () => {
  it('opens a campaign content on the course detail page inside its campaign and section', () => {
    expect(campaignContentPath({ campaign_id: 5, section_id: 9, content: { id: 11, type: 2 } })).toBe(
      '/course/detail?id=11&typeMap=2&campain_id=5&section_id=9',
    );
    expect(campaignSectionPath(5, 9)).toBe('/activity/secondList?id=9&campain_id=5');
  });
});
