/**
 * Deletes the scenes the viewer kept in the library cache of the page's origin (the app's
 * IndexedDB "brickstats-library", entries named "#scene ..."), leaving the parts: the next
 * load of a model is built from the kept parts, as another model of the same parts would be.
 * Resolves to how many there were. Run in the page (page.evaluate(forgetScenes)): it uses nothing outside itself.
 */
export function forgetScenes() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('brickstats-library');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['files', 'entries'], 'readwrite');
      let count = 0;
      const all = tx.objectStore('entries').getAll();
      all.onsuccess = () => {
        for (const entry of all.result) {
          if (!entry.path.startsWith('#scene ')) continue;
          tx.objectStore('entries').delete([entry.release, entry.path]);
          tx.objectStore('files').delete([entry.release, entry.path]);
          count++;
        }
      };
      tx.oncomplete = () => (db.close(), resolve(count));
      tx.onerror = () => reject(tx.error);
    };
  });
}
