import type { accessZhCN } from './access.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of the access features, en-US (spread into en-US.ts). */
export const accessEnUS: LocaleMessages<typeof accessZhCN> = {
  access: {
    placeholder: '',
  },
};
