import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { saveIdentity } from '../../../lib/identity';
import { assignLocation } from '../../../lib/page';
import { stubApi, userInfo } from '../../../lib/testing/api-stub';
import { preloadAccessModules } from '../../../lib/testing/preload-access-modules';
import { renderApp, setupAppTest } from '../../../test/render-app';

vi.mock('../../../lib/page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/page')>()),
  assignLocation: vi.fn(),
}));

const HINT = '智能问答，随时解答产品问题';

describe('the AI rep entry on /personal', () => {
  setupAppTest({ stubFetch: true });
  beforeAll(preloadAccessModules, 30_000);

  function signIn(aiRep: object | null) {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
    return stubApi({
      '/api/platform/member/me': userInfo(),
      '/api/platform/istip/get-istip': { istip: 0, days_left: 0, certified: false },
      '/api/platform/member/ai-rep/check': aiRep ?? {
        available: false,
        name: null,
        url: null,
        reason: 'disabled',
      },
    });
  }

  it('is not shown while the server does not offer it', async () => {
    const api = signIn(null);
    renderApp('/personal');
    await screen.findByText('知情同意书');
    await waitFor(() => expect(api.callsTo('/api/platform/member/ai-rep/check')).toHaveLength(1));
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('shows the name operators chose and leaves the app for its link', async () => {
    signIn({ available: true, name: '小影 AI', url: 'https://ai.example.com/rep', reason: null });
    renderApp('/personal');
    fireEvent.click(await screen.findByText('小影 AI'));
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(assignLocation).toHaveBeenCalledWith('https://ai.example.com/rep');
  });
});
