import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { canGoBack } from '../lib/path-history';

/** Goes back one page, or to / when the session has no in-app history (spec §2). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
