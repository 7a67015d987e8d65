import { parseCorrections, serializeCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';

const PREFIX = 'brickstats:corrections:';

export function loadCorrections(key: string): Corrections | undefined {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (!text) return undefined;
    const parsed = parseCorrections(text, 'saved corrections');
    return 'error' in parsed ? undefined : parsed;
  } catch {
    return undefined;
  }
}

export function saveCorrections(key: string, corrections: Corrections): void {
  try {
    localStorage.setItem(PREFIX + key, serializeCorrections(corrections));
  } catch {
    // Storage full or disabled: the corrections still live in the page and can be exported.
  }
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
