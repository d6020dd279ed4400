/**
 * Everything the app's origin keeps in the browser, as text, for tests of what stays on the device
 * (docs/decisions/051): every IndexedDB database (each object store's keys and values), every
 * Cache Storage entry (its URL and body), localStorage, sessionStorage and the cookies.
 */
import type { Page } from '@playwright/test';

export interface DeviceStorage {
  indexedDB: Record<string, Record<string, unknown[]>>;
  cacheStorage: Record<string, { url: string; body: string }[]>;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  cookies: { name: string; value: string; expires: number }[];
}

export async function deviceStorage(page: Page): Promise<DeviceStorage> {
  const inPage = await page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
      });
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      const stores: Record<string, unknown[]> = {};
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = [await request(store.getAllKeys()), await request(store.getAll())];
        stores[storeName] = keys.map((key, i) => ({ key, value: values[i] }));
      }
      db.close();
      databases[name] = stores;
    }
    const cacheStorage: Record<string, { url: string; body: string }[]> = {};
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      const entries: { url: string; body: string }[] = [];
      for (const entry of await cache.keys()) {
        const response = await cache.match(entry);
        entries.push({ url: entry.url, body: response ? await response.text() : '' });
      }
      cacheStorage[cacheName] = entries;
    }
    const all = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    return {
      indexedDB: databases,
      cacheStorage,
      localStorage: all(localStorage),
      sessionStorage: all(sessionStorage),
    };
  });
  const cookies = (await page.context().cookies()).map(({ name, value, expires }) => ({
    name,
    value,
    expires,
  }));
  return { ...inPage, cookies };
}

/** Which of `needles` appear anywhere in the device's storage (case-insensitive), and where. */
export function personalDataFound(
  storage: DeviceStorage,
  needles: readonly string[],
): { needle: string; where: string }[] {
  const found: { needle: string; where: string }[] = [];
  const places: [string, unknown][] = [
    ...Object.entries(storage.indexedDB).map(
      ([n, v]) => [`IndexedDB ${n}`, v] as [string, unknown],
    ),
    ...Object.entries(storage.cacheStorage).flatMap(([n, entries]) =>
      entries.map((e) => [`Cache Storage ${n} ${e.url}`, e.body] as [string, unknown]),
    ),
    ['localStorage', storage.localStorage],
    ['sessionStorage', storage.sessionStorage],
    ['cookies', storage.cookies],
  ];
  for (const [where, value] of places) {
    const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase();
    for (const needle of needles) {
      // The stores keep text as typed, JSON-escaped or URI-encoded: look for each form.
      const forms = [needle, JSON.stringify(needle).slice(1, -1), encodeURIComponent(needle)];
      if (forms.some((form) => text.includes(form.toLowerCase()))) found.push({ needle, where });
    }
  }
  return found;
}
