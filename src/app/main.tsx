import { EXAMPLE } from './shell/example.ts';
import { followShareLinks, openShareLink } from './shell/openShareLink.ts';
import { openInitialModel, openUrl, warmUp } from './state/modelActions.ts';
import { viewerStore } from './state/viewerStore.ts';

// This small entry starts the worker (and its library index and colours) and the first
// model's load at once; the UI's code (React DOM, three) loads meanwhile as a separate chunk,
// so the model is read while the page is still starting.
warmUp();

/**
 * `?model=/path/file.mpd` opens that file instead of the usual first model (benchmarks
 * and links use it). Only same-origin paths starting with one `/` are accepted, so a
 * link can never make the viewer fetch from another site.
 */
function openModelParam(url: string): void {
  const name = decodeURIComponent(url.split('?')[0]!.split('/').pop() || 'model.ldr');
  try {
    if (!url.startsWith('/') || url.startsWith('//') || new URL(url, location.origin).origin !== location.origin) throw new Error('only same-origin paths starting with "/" are accepted');
  } catch (e) {
    viewerStore.setState({ error: `${name}: could not fetch ${url}: ${(e as Error).message}` });
    return;
  }
  void openUrl(name, url);
}

// A share link ("#share/v1/…") carries its model: it comes first. A bad one is said, over the first screen.
if (!openShareLink(location.hash)) {
  const modelParam = new URLSearchParams(location.search).get('model');
  if (modelParam) openModelParam(modelParam);
  else void openInitialModel(EXAMPLE);
}
followShareLinks();

import('./renderApp.tsx').catch((e: Error) => {
  document.getElementById('root')!.textContent = `brickstats could not start: ${e.message}`;
});
