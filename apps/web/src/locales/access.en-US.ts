import type { accessZhCN } from './access.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of the access features (login, user check, consent, free trial, personal), en-US (spread into en-US.ts). */
export const accessEnUS: LocaleMessages<typeof accessZhCN> = {
  access: {
    login: {
      exchangeTitle: 'Sign-in not completed',
      exchangeDescription: 'WeChat sign-in did not complete. Please sign in again',
      loopTitle: 'Sign-in did not succeed',
      loopDescription: 'Several sign-in attempts failed. Check your network and sign in again',
      unavailableTitle: 'Sign-in unavailable',
      unavailableDescription: 'Sign-in is not configured yet. Please try later or contact us',
      retry: 'Sign in again',
    },
    prompts: {
      importRegisterTitle: 'Check your details',
      importRegisterMessage:
        'To protect your account, please check and confirm your personal details to continue',
      importRegisterAction: 'Check now',
      invalidHospitalTitle: 'Invalid hospital',
      invalidHospitalMessage:
        'Your hospital is invalid. Please fill in the real, complete hospital name and resubmit',
      invalidHospitalAction: 'Fill in',
    },
    consent: {
      title: 'Consent',
      intro: 'To provide professional learning services, please read and agree to the following documents',
      agreeTo: 'I have read and agree to the {{title}}',
      read: 'Read',
      readDocument: 'Read the {{title}} in full',
      agreeAll: 'Agree to all',
      sign: 'Agree and sign',
      signed: 'Signed',
      loadFailed: 'The documents could not be loaded. Check your network and retry',
      versionLine: 'Version {{version}} · published {{date}}',
      documentNames: {
        privacy: 'Privacy Statement',
        terms: 'Terms of Use',
        personal_info: 'Personal Information Processing Consent',
      },
    },
    freeTrial: {
      title: 'Free learning period',
      daysLeft: 'Days left in your free learning period: {{days}}',
      later: 'Later',
      certify: 'Get certified',
      expiredTitle: 'One more step',
      expiredMessage:
        'Your {{days}}-day free trial has ended. Get certified as a healthcare professional to keep learning',
    },
    tip: {
      noAccess: 'Sorry, you cannot view this content',
      contactMessage: 'To view this content, please contact your representative',
      certifyMessage: 'This content is for certified healthcare professionals; certify to view it',
      certify: 'Get certified',
    },
    personal: {
      registerHint: 'Register to start learning',
      sectionAccount: 'My account',
      role: 'Role',
      staff: 'Staff',
      certificationStatus: 'Certification',
      certification: {
        none: 'Not certified',
        pending: 'Under review',
        approved: 'Certified',
        rejected: 'Rejected',
      },
      trial: 'Free learning period',
      trialDaysLeft: '{{days}} days left',
      trialEnded: 'Ended',
      editProfile: 'Edit profile',
    },
    consentPage: {
      documentsHeader: 'Your consent',
      historyHeader: 'History',
      status: {
        signed: 'Signed {{time}}',
        withdrawn: 'Withdrawn {{time}}',
        outdated: 'Updated: please sign again',
        unsigned: 'Not signed yet',
      },
      tags: {
        signed: 'Signed',
        withdrawn: 'Withdrawn',
        outdated: 'Outdated',
        unsigned: 'Not signed',
      },
      granted: 'Agreed to the {{title}} (version {{version}})',
      withdrew: 'Withdrew the {{title}} (version {{version}})',
      empty: 'No records yet',
      sign: 'Sign now',
      withdrawAction: 'Withdraw consent',
      withdrawConfirmAction: 'Withdraw',
      withdrawTitle: 'Withdraw consent',
      withdrawConfirm:
        'After withdrawing, features that need your consent (courses, meetings, the personal centre) are unavailable until you sign again. Withdraw?',
      withdrawn: 'Consent withdrawn',
      note: 'You can withdraw your consent at any time. Withdrawal does not affect processing based on your consent before it.',
    },
  },
};
