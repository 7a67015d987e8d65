// Bundled by bench/zip.mjs and run in a Chromium Web Worker, where the app reads .io files:
// times both readers on the same bytes, and checks that @zip.js/zip.js with useWebWorkers: false
// starts no worker and fetches nothing but its own data: URIs while reading ZipCrypto and AES.
// (The spy on Worker and fetch is the bundle's banner, so it is in place before zip.js loads.)
import { readZip } from '../src/ldraw/zip/readZip.ts';
import * as zipjs from '@zip.js/zip.js';
import { timeEach, zipReaders } from './zipReaders.mjs';

zipjs.configure({ useWebWorkers: false });

const { ours, lib } = zipReaders(readZip, zipjs);

self.onmessage = async ({ data: { files, password, runs } }) => {
  try {
    const rows = [];
    for (const { name, bytes } of files) {
      for (const [what, names] of [['model.ldr', ['model.ldr']], ['every entry', undefined]]) {
        if (ours(bytes, password, names) !== (await lib(bytes, password, names))) throw new Error(`${name}: the readers disagree`);
        const [a, b] = await timeEach([() => ours(bytes, password, names), () => lib(bytes, password, names)], runs);
        rows.push({ name: `${name}: ${what}`, ours: a, lib: b });
      }
    }
    const writer = new zipjs.ZipWriter(new zipjs.Uint8ArrayWriter(), { password, encryptionStrength: 3 });
    await writer.add('model.ldr', new zipjs.TextReader('1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'.repeat(100)));
    const aes = await writer.close();
    const aesRead = await lib(aes, password);
    self.postMessage({ rows, aesRead, spawned: self.__spawned, fetched: self.__fetched });
  } catch (e) {
    self.postMessage({ error: String(e?.stack ?? e) });
  }
};
