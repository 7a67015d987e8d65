import example from '../../models/minifig.ldr?raw';
import { openBytes, openInitialModel, warmUp } from './state/modelActions.ts';
import { viewerStore } from './state/viewerStore.ts';

// This small entry starts the worker (and its library index) and the first model's
// fetch at once; the UI's code (React DOM, three) loads meanwhile as a separate chunk,
// so the model is read while the page is still starting.
warmUp();

/**
 * `?model=/path/file.mpd` opens that file instead of the usual first model (benchmarks
 * and links use it). Only same-origin paths starting with one `/` are accepted, so a
 * link can never make the viewer fetch from another site.
 */
async function openModelParam(url: string): Promise<void> {
  const name = decodeURIComponent(url.split('?')[0]!.split('/').pop() || 'model.ldr');
  try {
    if (!url.startsWith('/') || url.startsWith('//') || new URL(url, location.origin).origin !== location.origin) throw new Error('only same-origin paths starting with "/" are accepted');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    openBytes(name, await response.arrayBuffer(), false);
  } catch (e) {
    viewerStore.setState({ error: `${name}: could not fetch ${url}: ${(e as Error).message}` });
  }
}

const modelParam = new URLSearchParams(location.search).get('model');
void (modelParam ? openModelParam(modelParam) : openInitialModel({ name: 'minifig.ldr', text: example }));

import('./renderApp.tsx').catch((e: Error) => {
  document.getElementById('root')!.textContent = `brickstats could not start: ${e.message}`;
});
