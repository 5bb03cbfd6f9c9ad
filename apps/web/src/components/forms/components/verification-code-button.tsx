import { VERIFICATION_CODE_COUNTDOWN_S } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { type CodeSent, resendAfterOf } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';

export interface VerificationCodeButtonProps {
  /** Sends the code; the api client has already toasted any error it rejects with. */
  send: () => Promise<CodeSent>;
  /** True while the mobile number or mailbox is not valid yet. */
  disabled: boolean;
}

/**
 * Spec §4: after a send, the button counts down 60 s ("60s后重新获取" …) and then offers to get
 * a code again. A 42900 answer with `resend_after` restarts the countdown from that value, so
 * the button never offers a send the server would refuse.
 */
export function VerificationCodeButton({ send, disabled }: VerificationCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, started, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const counting = remaining > 0;

  const handleSend = async () => {
    setSending(true);
    try {
      const result = await send();
      toast(t('registration.code.sent'));
      start(result.resend_after > 0 ? result.resend_after : VERIFICATION_CODE_COUNTDOWN_S);
    } catch (error) {
      const wait = resendAfterOf(error);
      if (wait !== undefined) start(wait);
    } finally {
      setSending(false);
    }
  };

  let text = t('registration.code.send');
  if (counting) text = t('registration.code.countdown', { seconds: remaining });
  else if (started) text = t('registration.code.resend');

  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      shape="rounded"
      loading={sending}
      disabled={disabled || counting || sending}
      onClick={() => void handleSend()}
    >
      {text}
    </Button>
  );
}
