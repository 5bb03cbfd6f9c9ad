import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n as appI18n, toAppLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** antd-mobile's own texts (pickers, empty states) follow the app language. */
function AntdLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toAppLanguage(i18n.language) ?? 'zh-CN';
  return <ConfigProvider locale={antdLocales[language]}>{children}</ConfigProvider>;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** The app's client, shared with the router's loaders; a new one when absent (tests). */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={appI18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocaleProvider>{children}</AntdLocaleProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
