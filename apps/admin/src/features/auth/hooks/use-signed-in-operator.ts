import type { Operator } from '@ia/shared';
import { useOperator } from '../api/get-operator';

/** The operator inside <RequireOperator>, where a session is guaranteed. */
export function useSignedInOperator(): Operator {
  const { data } = useOperator();
  if (!data) throw new Error('useSignedInOperator must be used inside <RequireOperator>');
  return data;
}
