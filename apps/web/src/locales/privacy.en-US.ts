import type { privacyZhCN } from './privacy.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of personal information & privacy (the copy and account cancellation), en-US (spread into en-US.ts). */
export const privacyEnUS: LocaleMessages<typeof privacyZhCN> = {
  privacy: {
    copy: {
      title: 'A copy of my personal information',
      intro:
        'You can get the personal information we keep about you at any time: your profile, consents, certification, learning, meetings, points, certificates, comments, form answers, questions and adverse-reaction reports. The copy is shown on this page and can be downloaded as a JSON file to keep or send on.',
      get: 'Get a copy of my personal information',
      profile: 'Profile',
      records: 'Your records',
      fields: {
        name: 'Name',
        mobile: 'Mobile',
        email: 'E-mail',
        nickname: 'WeChat nickname',
        hospital: 'Hospital',
        wechat: 'WeChat openid',
        registeredAt: 'Registered',
      },
      kinds: {
        consents: 'Consent records',
        certification: 'Certification',
        learning: 'Learning',
        meetings: 'Meetings',
        points: 'Points',
        certificates: 'Certificates',
        comments: 'Comments',
        formAnswers: 'Form answers',
        questions: 'Questions',
        reports: 'Adverse-reaction reports',
      },
      count: '{{count}}',
      points: '{{total}} points',
      none: 'None',
      download: 'Download the copy (JSON file)',
      generatedAt: 'Copy made {{time}}',
    },
    cancel: {
      title: 'Cancel my account',
      intro: 'A cancellation cannot be undone. It takes effect at once:',
      consequences: {
        profile:
          'your name, mobile, e-mail, hospital, WeChat nickname and avatar, and your certification details and photos are deleted;',
        learning: 'your learning, meetings and points are no longer linked to you and cannot be recovered;',
        points: 'points, medals and task progress lapse and cannot be redeemed or transferred;',
        certificates: 'your certificates are withdrawn and no longer verify;',
        kept: 'what the law or drug safety requires us to keep (the proof of your consents, adverse-reaction reports you made) is kept without your identity;',
        wechat:
          'you are signed out at once; entering again with the same WeChat makes you a new user who registers anew.',
      },
      start: 'Cancel my account',
      typeToConfirm: 'Type “{{word}}” (Chinese for “cancel”) to confirm the cancellation',
      confirm: 'Confirm cancellation',
      doneTitle: 'Account cancelled',
      doneText: 'Your personal information was deleted or anonymised, and you are signed out.',
      leave: 'Back to the home page',
    },
  },
};
