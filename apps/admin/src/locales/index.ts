import zhCNAntd from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { z } from 'zod';
import { zhCN as zhCNZod } from 'zod/locales';
import { type Messages, zhCN } from './zh-CN';

/**
 * The active locale. Only Simplified Chinese ships today; an English locale adds an
 * `en-US.ts` of type `Messages` and a switch here (antd, dayjs and zod follow the same choice).
 */
export const messages: Messages = zhCN;
export const antdLocale = zhCNAntd;

/** Points the libraries with their own messages (dayjs, zod's default issues) at the active locale. */
export function applyLibraryLocales(): void {
  dayjs.locale('zh-cn');
  z.config(zhCNZod());
}

export type { Messages };
