// Every table, gathered for Drizzle's relational queries and for drizzle-kit.
// Each feature owns its tables in its own `*.table.ts`; add new ones here.
export * from '../modules/achievements/achievements.table';
export * from '../modules/analytics/analytics.table';
export * from '../modules/admin-auth/admin-auth.table';
export * from '../modules/annual-review/annual-review.table';
export * from '../modules/campaigns/campaigns.table';
export * from '../modules/categories/categories.table';
export * from '../modules/certification/certification.table';
export * from '../modules/comments/comments.table';
export * from '../modules/consent/consent.table';
export * from '../modules/content/content.table';
export * from '../modules/content-forms/content-forms.table';
export * from '../modules/drug-safety/drug-safety.table';
export * from '../modules/hospitals/hospitals.table';
export * from '../modules/imaging/imaging.table';
export * from '../modules/jssdk/wechat-credentials.table';
export * from '../modules/learning/learning.table';
export * from '../modules/meetings/meetings.table';
export * from '../modules/messages/messages.table';
export * from '../modules/monitor/monitor.table';
export * from '../modules/points/points.table';
export * from '../modules/popovers/popovers.table';
export * from '../modules/privacy/privacy.table';
export * from '../modules/questions/questions.table';
export * from '../modules/reactions/reactions.table';
export * from '../modules/regions/regions.table';
export * from '../modules/sandbox/outbox.table';
export * from '../modules/sandbox/wechat-sandbox-codes.table';
export * from '../modules/tasks/tasks.table';
export * from '../modules/uploads/uploads.table';
export * from '../modules/users/users.table';
export * from '../modules/verification-codes/verification-codes.table';
export * from '../modules/wechat/wechat.table';
export * from '../modules/wecom/wecom.table';
// The scheduler's own table (lib/job-scheduler.ts knows no table; db/job-leases.ts implements its port).
export * from './job-leases.table';
