/**
 * The Chinese texts of the pages a doctor reaches after the home: registration, details,
 * campaigns, achievements, ranking, the personal centre, privacy, the share poster. A chunk of their own, loaded before the first of
 * those pages shows (lib/i18n.ts), so the home's first load carries only the texts it shows.
 */
import { achievementsZhCN } from './achievements.zh-CN';
import { campaignZhCN } from './campaign.zh-CN';
import { detailZhCN } from './detail.zh-CN';
import { personalCentreZhCN } from './personal-centre.zh-CN';
import { privacyZhCN } from './privacy.zh-CN';
import { rankingZhCN } from './ranking.zh-CN';
import { registrationZhCN } from './registration.zh-CN';
import { sharePosterZhCN } from './share-poster.zh-CN';

export const zhCNLater = {
  ...achievementsZhCN,
  ...campaignZhCN,
  ...detailZhCN,
  ...personalCentreZhCN,
  ...privacyZhCN,
  ...rankingZhCN,
  ...registrationZhCN,
  ...sharePosterZhCN,
};
