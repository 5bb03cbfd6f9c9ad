import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { hasIdentity, readIdentity } from '../../../lib/identity';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { readRegisteredMark } from '../../../lib/user-marks';
import { isMonitoringEnabled, pageViewEvent, shouldSendEvent } from '../lib/page-view-event';

/**
 * Reports every page view to POST monitor (spec §7) from the router, for registered users or
 * visits that name a fromsource / channel. Quiet (the beacon call: no toast, survives leaving
 * the page); a failed report is dropped, never retried in the reader's way.
 */
export function usePageViewMonitor(): void {
  const { pathname, search, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per navigation (location key)
  useEffect(() => {
    if (!isMonitoringEnabled(getRuntimeConfig())) return;
    // After the title effect of the same navigation (the shell's document title).
    const timer = setTimeout(() => {
      const identity = readIdentity();
      const event = pageViewEvent({
        pathname,
        search,
        title: document.title,
        openid: identity.openid,
        unionid: identity.unionid,
        userAgent: navigator.userAgent,
      });
      if (!shouldSendEvent(event, hasIdentity() && readRegisteredMark())) return;
      apiClient.beacon('/monitor', { ...event }).catch(() => {});
    }, 0);
    return () => clearTimeout(timer);
  }, [key]);
}
