import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { getRouterBasename } from '../lib/runtime-config';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { startFirstNavigation } from './router';

export function App() {
  // One client for the pages and for the navigation steps that prefetch for them.
  const [queryClient] = useState(createQueryClient);
  const [basename] = useState(() => {
    const routerBasename = getRouterBasename();
    startFirstNavigation(routerBasename, queryClient);
    return routerBasename;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={basename}>
        <AppRoutes queryClient={queryClient} basename={basename} />
      </BrowserRouter>
    </AppProviders>
  );
}
