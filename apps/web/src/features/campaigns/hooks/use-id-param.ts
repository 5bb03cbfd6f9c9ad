import { useSearchParams } from 'react-router';
import { positiveIntParam } from '../../content-detail';

/** A positive id from the address (`?id=5`, `?campain_id=5`), or null when missing or malformed. */
export function useIdParam(name = 'id'): number | null {
  const [searchParams] = useSearchParams();
  return positiveIntParam(searchParams.get(name));
}
