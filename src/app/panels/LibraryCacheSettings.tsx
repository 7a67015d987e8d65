import { useState } from 'react';
import { LIBRARY_CACHE_LIMIT } from '../library/IdbLibraryCache.ts';
import type { LibraryCacheUsage } from '../library/LibraryCache.ts';
import { requestLibraryCache } from '../state/modelActions.ts';

/** What the panel knows: not asked yet, asking, the answer (null: the browser keeps nothing), or why it could not be had. */
type Known = { readonly state: 'idle' | 'asking' } | { readonly state: 'known'; readonly usage: LibraryCacheUsage | null; readonly cleared: boolean } | { readonly state: 'failed'; readonly why: string };

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(bytes > 0 && bytes < 1048576 ? 1 : 0)} MB`;

/** The cache in words, for the panel and screen readers. */
export function describeLibraryCache(usage: LibraryCacheUsage | null): string {
  if (!usage) return 'This browser keeps no parts for brickstats (its storage is blocked or unavailable here): each visit downloads the parts a model needs.';
  if (usage.files === 0) return `No parts kept yet (up to ${megabytes(LIBRARY_CACHE_LIMIT)}).`;
  return `${megabytes(usage.bytes)} in ${usage.files.toLocaleString('en')} files, of at most ${megabytes(LIBRARY_CACHE_LIMIT)}.`;
}

/**
 * Settings, in the toolbar: the LDraw parts this browser keeps (so a model opened again,
 * even after a reload, downloads none), their size, and a button to let go of them.
 * A native disclosure: reached with Tab, opened with Enter or Space.
 */
export function LibraryCacheSettings() {
  const [known, setKnown] = useState<Known>({ state: 'idle' });
  const ask = (action: 'usage' | 'clear') => {
    setKnown({ state: 'asking' });
    requestLibraryCache(action).then(
      (usage) => setKnown({ state: 'known', usage, cleared: action === 'clear' }),
      (e: Error) => setKnown({ state: 'failed', why: e.message }),
    );
  };
  const text =
    known.state === 'known'
      ? `${known.cleared ? 'Cleared. ' : ''}${describeLibraryCache(known.usage)}`
      : known.state === 'failed'
        ? `The kept parts could not be read: ${known.why}`
        : 'Reading…';
  // Nothing to clear, or an answer still awaited; after a failed read, Clear is still offered.
  const idle = known.state === 'idle' || known.state === 'asking' || (known.state === 'known' && (known.usage === null || known.usage.files === 0));
  return (
    <details className="settings" data-testid="settings" onToggle={(e) => e.currentTarget.open && ask('usage')}>
      <summary>Settings</summary>
      <section className="settings-panel" aria-labelledby="library-cache-title">
        <h2 id="library-cache-title">Parts kept in this browser</h2>
        <p>brickstats keeps the LDraw parts it downloads, so a model opened again loads without downloading them.</p>
        {/* Busy until the first answer: the panel reads the cache as it opens. */}
        <p data-testid="library-cache-size" aria-live="polite" aria-busy={known.state === 'asking' || known.state === 'idle'}>
          {text}
        </p>
        <button type="button" data-testid="clear-library-cache" disabled={idle} onClick={() => ask('clear')}>
          Clear kept parts
        </button>
      </section>
    </details>
  );
}
