/**
 * Loads the access features' lazy modules (pages and popups) up front, so a test's first
 * opening does not wait on the transform. Call from a test file's beforeAll.
 */
export async function preloadAccessModules(): Promise<void> {
  await Promise.all([
    import('../../pages/personal-consent-page'),
    import('../../features/consent/components/consent-popup'),
    import('../../features/consent/components/legal-document-popup'),
    import('../../features/popups/components/import-register-prompt'),
    import('../../features/popups/components/invalid-hospital-prompt'),
    import('../../features/popups/components/free-trial-popup'),
    import('../../features/popups/components/image-preview-popup'),
  ]);
}
