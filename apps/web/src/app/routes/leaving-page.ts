import { createContext, useContext } from 'react';

/** True while the address has moved on and the shown page waits to be replaced. */
export const LeavingContext = createContext(false);

/**
 * True while the user has already left the shown page (its successor is being prepared): a page
 * must not change the address on its own then, or it would pull the user back to itself.
 */
export function useLeavingPage(): boolean {
  return useContext(LeavingContext);
}
