import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { registerMessageApi } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { antdLocale } from '../locales';
import { theme } from './theme';

/** Hands antd's context-aware message API to code outside React (see lib/notify.ts). */
function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);
  return null;
}

export interface AppProviderProps {
  children: ReactNode;
}

/** antd (Chinese locale, console theme) and TanStack Query around the whole console. */
export function AppProvider({ children }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={antdLocale} theme={theme} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
