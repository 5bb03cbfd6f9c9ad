import type { registrationZhCN } from './registration.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of the registration features, en-US (spread into en-US.ts). */
export const registrationEnUS: LocaleMessages<typeof registrationZhCN> = {
  registration: {
    placeholder: '',
  },
};
