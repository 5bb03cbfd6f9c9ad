import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/**
 * A list page's filters live in the address (shareable, kept on back). Reads ids as positive
 * integers (anything else counts as unset) and writes changes without adding history entries.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const getId = useCallback((name: string) => positiveInt(searchParams.get(name)), [searchParams]);
  const getText = useCallback((name: string) => searchParams.get(name) ?? undefined, [searchParams]);
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { getId, getText, update };
}
