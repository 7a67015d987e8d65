import { decodeShareFragment } from '../share/decodeShareFragment.ts';
import { openShared } from '../state/modelActions.ts';
import { viewerStore } from '../state/viewerStore.ts';

/**
 * Opens the model a share link's fragment carries. Returns whether the fragment was a
 * share link: opened, or refused with a one-line message and the page as it was (the
 * model on screen, or the first screen). The fragment is then taken off the address,
 * so a reload shows the model as kept here (with any corrections made since) and the
 * same link pasted again is followed again.
 */
export function openShareLink(hash: string): boolean {
  const shared = decodeShareFragment(hash);
  if (!shared) return false;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if ('error' in shared) viewerStore.setState({ error: shared.error });
  else openShared(shared);
  return true;
}

/** A share link pasted into the address bar while the page is open (only its fragment changes, so the page stays): it is followed. */
export function followShareLinks(): void {
  addEventListener('hashchange', () => openShareLink(location.hash));
}
