/**
 * Who may call what (spec §6). Every API route declares one access level; the server's policy
 * module maps a viewer to roles and decides. The error a refused viewer gets tells the app which
 * prompt to show (register, consent, free trial, certification).
 */
export const AccessLevel = [
  /** Anyone, no session: /template, previews, regions, legal texts, the login handshake. */
  'public',
  /** A WeChat-authenticated session (registered or not): registration, codes, consent, user info. */
  'wechat',
  /** A registered member or staff user, consent not required: profile edit, certification, consent history. */
  'registered',
  /** Registered with every current consent document signed (all_active = 1): checkUser pages. */
  'consented',
  /** Consented and allowed to learn: certified, staff, or within the 30-day free trial. */
  'learning',
  /** Consented and certified (or staff): certified-only content and actions. */
  'certified',
  /** A registered sales-rep staff user. */
  'staff',
] as const;
export type AccessLevelValue = (typeof AccessLevel)[number];

/** The roles a viewer of the mobile app can hold, from the least to the most trusted. */
export const ViewerRole = [
  'visitor',
  'wechat',
  'registered',
  'consented',
  'trial',
  'trial_expired',
  'certified',
  'staff',
] as const;
export type ViewerRoleValue = (typeof ViewerRole)[number];

/** Certification status as the app shows it (projectAuthStatus). */
export const CertificationStatus = ['none', 'pending', 'approved', 'rejected'] as const;
export type CertificationStatusValue = (typeof CertificationStatus)[number];
