import type { LegalText } from './legal-text';
import { personalInfoConsent } from './personal-info-consent';
import { privacyStatement } from './privacy-statement';
import { termsOfUse } from './terms-of-use';

export type { LegalText } from './legal-text';

/**
 * The first version of each legal document, in the consent popup's order. Editing a text here
 * does not change what users sign: the database keeps version 1 as loaded, and later versions
 * are published in the console (so every change gets a new version and re-consent).
 */
export const LEGAL_TEXTS: readonly LegalText[] = [privacyStatement, termsOfUse, personalInfoConsent];
