import { useRef, useState } from 'react';

export interface ToggleState {
  active: boolean;
  count: number;
}

/**
 * A like or favourite button's state: flips at once, takes the server's answer when it comes,
 * and goes back if the call fails (the api client has already said why). Taps while a call is
 * on its way are ignored.
 */
export function useOptimisticToggle(
  initial: ToggleState,
  commit: (active: boolean) => Promise<ToggleState>,
): [ToggleState, () => Promise<void>] {
  const [state, setState] = useState(initial);
  const busyRef = useRef(false);

  const toggle = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    const previous = state;
    const active = !previous.active;
    setState({ active, count: Math.max(0, previous.count + (active ? 1 : -1)) });
    try {
      setState(await commit(active));
    } catch {
      setState(previous);
    } finally {
      busyRef.current = false;
    }
  };
  return [state, toggle];
}
