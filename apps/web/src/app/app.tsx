import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export interface AppProps {
  /** One client for the pages and for the navigation steps that prefetch for them. */
  queryClient: QueryClient;
  /** The router's basename (lib/runtime-config.ts). */
  basename: string;
}

/** The app, once main.tsx has started its first navigation (app/router.tsx). */
export function App({ queryClient, basename }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={basename}>
        <AppRoutes queryClient={queryClient} basename={basename} />
      </BrowserRouter>
    </AppProviders>
  );
}
