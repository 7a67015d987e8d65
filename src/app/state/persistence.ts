import { parseCorrections, serializeCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';

const PREFIX = 'brickstats:corrections:';

/**
 * The corrections saved for a model: none saved, the corrections, or why the saved text cannot
 * be read (damaged, or written by a newer brickstats): then the page says so, and the text is
 * copied aside (under the key + ":unreadable") before a new correction replaces it.
 */
export function loadCorrections(key: string): Corrections | { readonly problem: string } | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(PREFIX + key);
  } catch {
    // No storage: saving says so, with the corrections to download.
    return undefined;
  }
  if (!text) return undefined;
  const parsed = parseCorrections(text, 'the saved corrections');
  if (!('error' in parsed)) return parsed;
  try {
    localStorage.setItem(`${PREFIX}${key}:unreadable`, text);
  } catch {
    // Kept where it was until the next correction: the message says so.
  }
  return { problem: parsed.error };
}

/** Whether corrections were kept: `reason` says, in words for the player, why they were not. */
export type SaveResult = { readonly saved: true } | { readonly saved: false; readonly reason: string };

/**
 * Saves a model's corrections in the browser's storage and reads them back to
 * be sure they are there: a full storage, a disabled one (private windows,
 * blocked site data) or a write that did not stick is reported, never swallowed.
 */
export function saveCorrections(key: string, corrections: Corrections): SaveResult {
  const text = serializeCorrections(corrections);
  let storage: Storage;
  try {
    storage = localStorage;
  } catch (e) {
    return { saved: false, reason: `this browser keeps no site data here (${describe(e)})` };
  }
  try {
    storage.setItem(PREFIX + key, text);
  } catch (e) {
    return { saved: false, reason: isQuotaExceeded(e) ? "the browser's storage for this site is full" : `the browser refused to store them (${describe(e)})` };
  }
  try {
    if (storage.getItem(PREFIX + key) !== text) return { saved: false, reason: 'the browser did not keep them: reading them back gave something else' };
  } catch (e) {
    return { saved: false, reason: `they could not be read back (${describe(e)})` };
  }
  return { saved: true };
}

/** Browsers name a full storage differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED, code 1014); all are DOMExceptions. */
function isQuotaExceeded(e: unknown): boolean {
  return e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014);
}

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** The last model the user opened, kept in IndexedDB so a reload reopens it. */
export async function rememberModel(name: string, bytes: ArrayBuffer): Promise<void> {
  try {
    const db = await openDb();
    await request(db.transaction('models', 'readwrite').objectStore('models').put({ name, bytes }, 'last'));
  } catch {
    // Without IndexedDB the page starts with the example next time.
  }
}

export async function lastModel(): Promise<{ name: string; bytes: ArrayBuffer } | undefined> {
  try {
    const db = await openDb();
    const value = (await request(db.transaction('models').objectStore('models').get('last'))) as { name: string; bytes: ArrayBuffer } | undefined;
    return value && typeof value.name === 'string' && value.bytes instanceof ArrayBuffer ? value : undefined;
  } catch {
    return undefined;
  }
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('brickstats', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('models');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}
