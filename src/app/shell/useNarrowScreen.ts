import { useSyncExternalStore } from 'react';

/** At most this wide, the page is laid out for a phone: the 3D view on top, the panels as tabs below. */
export const NARROW_QUERY = '(max-width: 800px)';

const subscribe = (listener: () => void) => {
  const query = matchMedia(NARROW_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the window is narrow (NARROW_QUERY); follows resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => matchMedia(NARROW_QUERY).matches, () => false);
}
