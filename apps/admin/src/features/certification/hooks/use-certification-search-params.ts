import { adminCertificationQuerySchema } from '@ia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** The queue opens on 待审核; the contract's `status` is optional, the screen always sends one. */
const queueQuerySchema = adminCertificationQuerySchema.extend({
  status: adminCertificationQuerySchema.shape.status.unwrap().catch('pending').default('pending'),
  /** The submission open in the review drawer. */
  open: z.coerce.number().int().positive().optional().catch(undefined),
});

export type CertificationQueueState = z.output<typeof queueQuerySchema>;
export type CertificationQueueStatus = CertificationQueueState['status'];

const DEFAULTS = queueQuerySchema.parse({});

function readState(searchParams: URLSearchParams): CertificationQueueState {
  const parsed = queueQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : DEFAULTS;
}

function writeState(state: CertificationQueueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== DEFAULTS.status) params.set('status', state.status);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.current !== DEFAULTS.current) params.set('current', String(state.current));
  if (state.pageSize !== DEFAULTS.pageSize) params.set('pageSize', String(state.pageSize));
  if (state.open !== undefined) params.set('open', String(state.open));
  return params;
}

/**
 * The review queue's tab, search, paging and open submission, kept in the URL so a reviewer
 * can reload or share exactly what they are looking at.
 */
export function useCertificationSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readState(searchParams), [searchParams]);
  const { open, ...query } = state;

  const updateState = useCallback(
    (patch: Partial<CertificationQueueState>) => {
      const filtersChanged = 'status' in patch || 'keyword' in patch;
      setSearchParams(writeState({ ...state, ...(filtersChanged ? { current: 1 } : {}), ...patch }));
    },
    [state, setSearchParams],
  );

  return { query, openId: open, updateState };
}
