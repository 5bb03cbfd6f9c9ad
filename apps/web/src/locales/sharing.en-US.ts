import type { sharingZhCN } from './sharing.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of sharing (share cards) and the upload progress, en-US (spread into en-US.ts). */
export const sharingEnUS: LocaleMessages<typeof sharingZhCN> = {
  sharing: {
    defaultTitle: 'Imaging Academy',
    defaultDesc: 'Professional imaging · Lifelong learning, together with your peers',
    uploadProgress: 'Uploading {{percent}}%',
  },
};
