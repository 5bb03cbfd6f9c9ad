import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorAs, renderConsole, setupConsoleTest, stubApi } from '../test/render-console';

const contact = {
  assistant_name: '影像学院小助手',
  wechat_id: 'ImagingAcademyDemo',
  qrcode: '/media/demo/contact/assistant-qrcode.svg',
  hotline: '400-820-1688',
  hours: '工作日 9:00–18:00',
  email: null,
};
const aiRepOff = { enabled: false, name: 'AI 代表', url: null, audience: 'certified' };

describe('console: 联系我们 with the AI rep', () => {
  setupConsoleTest([() => import('./contact-settings-page')]);

  it('shows the QR code as an uploaded image, and switches the AI rep on only with a link', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('content_editor'),
      'GET /settings/contact': () => contact,
      'GET /settings/ai-rep': () => aiRepOff,
      'PUT /settings/ai-rep': (request) => request.body as object,
    });
    renderConsole('/contact-settings');
    expect(await screen.findByDisplayValue('ImagingAcademyDemo')).toBeTruthy();
    expect(screen.getByRole('img', { name: /预览/ })).toHaveProperty(
      'src',
      expect.stringContaining('/media/demo/contact/assistant-qrcode.svg'),
    );

    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[1] as HTMLElement);
    expect(await screen.findByText('开启时须填写链接')).toBeTruthy();
    expect(api.callsTo('PUT', '/settings/ai-rep')).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('https://…'), {
      target: { value: 'https://ai.example.com/rep' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '全部用户' }));
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[1] as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/settings/ai-rep')[0]?.body).toEqual({
        enabled: true,
        name: 'AI 代表',
        url: 'https://ai.example.com/rep',
        audience: 'all',
      }),
    );
  });
});
