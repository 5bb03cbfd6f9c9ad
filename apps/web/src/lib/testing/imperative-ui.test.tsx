import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enableAntdMobileReact19 } from '../antd-mobile-react19';
import { toast } from '../notify';
import { clearImperativeUi } from './imperative-ui';

describe('clearImperativeUi', () => {
  it('closes a toast the app showed, so no timer of it outlives the file', async () => {
    enableAntdMobileReact19();
    toast('已保存');
    expect(await screen.findByText('已保存')).toBeTruthy();
    clearImperativeUi();
    // Sooner than the toast's own 2-second timer would close it.
    await waitFor(() => expect(screen.queryByText('已保存')).toBeNull(), { timeout: 1_500 });
  });
});
