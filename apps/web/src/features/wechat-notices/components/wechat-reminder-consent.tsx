import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useWechatOpenTags } from '../../sharing';
import { recordSubscribeConsent, useWechatSubscribeSettings } from '../api/wechat-notices';
import { parseSubscribeDetails } from '../lib/subscribe-details';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** WeChat's open tag for one-time subscriptions (JS-SDK openTagList). */
      'wx-open-subscribe': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { template: string };
    }
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * 在微信中提醒我: WeChat's `wx-open-subscribe` open tag asking for the meeting reminder's one-time
 * subscription, so the reminder reaches the doctor's WeChat even when she does not follow the
 * official account (decision 036). The answer WeChat reports is recorded per template. Shown only
 * inside WeChat once the JS-SDK accepted the page, and only when the account has the template;
 * elsewhere the reminder still goes as a template message to followers, and to the message centre.
 */
export function WechatReminderConsent() {
  const { t } = useTranslation();
  const openTags = useWechatOpenTags();
  const settings = useWechatSubscribeSettings(openTags);
  const template = settings.data?.meeting_reminder ?? null;
  const tagRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const tag = tagRef.current;
    if (!tag || !template) return;
    const handleSuccess = (event: Event) => {
      const body = parseSubscribeDetails(
        (event as CustomEvent<{ subscribeDetails?: unknown }>).detail?.subscribeDetails,
      );
      if (!body) return;
      void recordSubscribeConsent(body).then((answer) =>
        toast(
          answer.accepted.includes(template)
            ? t('meeting.subscribe.wechatAccepted')
            : t('meeting.subscribe.wechatDeclined'),
        ),
      );
    };
    const handleError = () => toast(t('meeting.subscribe.wechatUnavailable'));
    tag.addEventListener('success', handleSuccess);
    tag.addEventListener('error', handleError);
    return () => {
      tag.removeEventListener('success', handleSuccess);
      tag.removeEventListener('error', handleError);
    };
  }, [template, t]);

  if (!openTags || !template) return null;
  // The tag renders its slot in WeChat's own frame: the button and its style travel as markup.
  const markup =
    '<style>.btn{border:1px solid #07c160;color:#07c160;background:#fff;border-radius:16px;padding:4px 12px;font-size:13px}</style>' +
    `<button class="btn">${escapeHtml(t('meeting.subscribe.wechat'))}</button>`;
  return (
    <wx-open-subscribe ref={tagRef} template={template}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: WeChat's slot template; the only text is our own, escaped */}
      <script type="text/wxtag-template" dangerouslySetInnerHTML={{ __html: markup }} />
    </wx-open-subscribe>
  );
}
