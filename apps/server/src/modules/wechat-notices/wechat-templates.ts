import type { Config } from '../../config';

/** The sandbox's own template ids, used when SANDBOX is on and the WECHAT_*TEMPLATE_* settings are unset. */
const SANDBOX_TEMPLATE_IDS = {
  meetingReminder: 'sandbox_tpl_meeting_reminder',
  certificationResult: 'sandbox_tpl_certification_result',
  subscribeMeetingReminder: 'sandbox_sub_meeting_reminder',
} as const;

/** The official account's message templates; null: that message stays in the app. */
export interface WechatMessageTemplates {
  /** Template message (cgi-bin/message/template/send) 会议开始提醒: thing1 会议名称, time2 开始时间, thing3 温馨提示. */
  meetingReminder: string | null;
  /** Template message 审核结果通知: thing1 审核项目, phrase2 审核结果, thing3 说明. */
  certificationResult: string | null;
  /** One-time subscription (cgi-bin/message/subscribe/bizsend) of the meeting reminder, same fields. */
  subscribeMeetingReminder: string | null;
}

/** The template ids for a configuration (explicit settings win; the sandbox has its own). */
export function wechatMessageTemplates(config: Config): WechatMessageTemplates {
  const fallback = (id: string) => (config.SANDBOX ? id : null);
  return {
    meetingReminder:
      config.WECHAT_TEMPLATE_MEETING_REMINDER ?? fallback(SANDBOX_TEMPLATE_IDS.meetingReminder),
    certificationResult:
      config.WECHAT_TEMPLATE_CERTIFICATION_RESULT ?? fallback(SANDBOX_TEMPLATE_IDS.certificationResult),
    subscribeMeetingReminder:
      config.WECHAT_SUBSCRIBE_TEMPLATE_MEETING_REMINDER ??
      fallback(SANDBOX_TEMPLATE_IDS.subscribeMeetingReminder),
  };
}

/**
 * WeChat's limits on a template field's value by the field's type (the key without its number):
 * thing ≤ 20 characters, phrase ≤ 5, time/number/character_string ≤ 32. Longer values get 47003.
 */
export const TEMPLATE_FIELD_LIMITS: Readonly<Record<string, number>> = {
  thing: 20,
  phrase: 5,
  time: 32,
  date: 32,
  number: 32,
  character_string: 32,
};

/** A value cut to its field's limit (an ellipsis marks the cut), as WeChat would otherwise refuse it. */
export function fitTemplateValue(key: string, value: string): string {
  const limit = TEMPLATE_FIELD_LIMITS[key.replace(/\d+$/, '')] ?? 20;
  const characters = [...value];
  return characters.length <= limit ? value : `${characters.slice(0, limit - 1).join('')}…`;
}
