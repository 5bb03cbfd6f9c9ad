// The public API of features/achievements: code outside this folder imports only from here.
export { AchievementDetail } from './components/achievement-detail';
export { AchievementPoster, usePosterSpec } from './components/achievement-poster';
export { CertificateList } from './components/certificate-list';
export { CertificateVerificationView } from './components/certificate-verification';
export { MedalWall } from './components/medal-wall';
export type { AchievementRef } from './lib/achievement-links';
export { achievementRefOf } from './lib/achievement-links';
