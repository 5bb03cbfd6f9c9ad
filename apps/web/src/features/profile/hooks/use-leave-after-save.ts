import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../components/forms/lib/safe-return-path';
import { useGoBack } from '../../../hooks/use-go-back';

/**
 * Where a profile page goes once saved: the `redirect` the user-check prompt added (spec §4),
 * else back ('back') or home ('home', for the prompts' target pages, which may have been the
 * first page opened).
 */
export function useLeaveAfterSave(fallback: 'back' | 'home'): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [searchParams] = useSearchParams();
  return () => {
    const redirect = safeReturnPath(searchParams.get('redirect'));
    if (redirect) void navigate(redirect, { replace: true });
    else if (fallback === 'home') void navigate('/', { replace: true });
    else goBack();
  };
}
