import { ErrorCode } from '@ia/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileReact19 } from '../../../lib/antd-mobile-react19';
import { ApiError } from '../../../lib/api-client';
import { i18n, initI18n } from '../../../lib/i18n';
import type { CodeSent } from '../api/send-code';
import { VerificationCodeButton } from './verification-code-button';

function renderButton(send: () => Promise<CodeSent>, disabled = false) {
  return render(
    <I18nextProvider i18n={i18n}>
      <VerificationCodeButton send={send} disabled={disabled} />
    </I18nextProvider>,
  );
}

const button = () => screen.getByRole('button');

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('verification-code button', () => {
  beforeEach(() => {
    initI18n('zh-CN');
    enableAntdMobileReact19();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down 60 s after a send, then offers to send again', async () => {
    const send = vi.fn(async () => ({ resend_after: 60 }));
    renderButton(send);
    expect(button().textContent).toBe('获取验证码');

    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('60s后重新获取');
    expect(button().hasAttribute('disabled')).toBe(true);

    await advance(1000);
    expect(button().textContent).toBe('59s后重新获取');
    await advance(58_000);
    expect(button().textContent).toBe('1s后重新获取');
    // Clicking while counting sends nothing.
    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(1);

    await advance(1000);
    expect(button().textContent).toBe('重新获取');
    expect(button().hasAttribute('disabled')).toBe(false);

    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('60s后重新获取');
  });

  it('restarts the countdown from resend_after when the server answers 42900', async () => {
    const send = vi.fn(async (): Promise<CodeSent> => {
      throw new ApiError('business', '发送过于频繁，请稍后再试', {
        code: ErrorCode.RATE_LIMITED,
        envelope: {
          code: ErrorCode.RATE_LIMITED,
          msg: '发送过于频繁，请稍后再试',
          data: { resend_after: 42 },
        },
      });
    });
    renderButton(send);
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('42s后重新获取');
    await advance(42_000);
    expect(button().textContent).toBe('重新获取');
  });

  it('does not count down after another error, so the user can try again', async () => {
    const send = vi.fn(async (): Promise<CodeSent> => {
      throw new ApiError('network', '网络异常');
    });
    renderButton(send);
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('获取验证码');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('is disabled while the mobile number is not valid', () => {
    renderButton(vi.fn(), true);
    expect(button().hasAttribute('disabled')).toBe(true);
  });
});
