// Clubscore's service worker, written at build time by scripts/service-worker.mjs.
// It keeps every built file so the app opens and works with no network.
const VERSION = '__VERSION__';
const CACHE = 'clubscore-' + VERSION;
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith('clubscore-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

// The page asks for the new version only when the user chooses to reload.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => {
        if (hit) return hit;
        return fetch(request).catch(() => {
          // Offline and not a built file: a page request gets the app itself.
          if (request.mode === 'navigate') return cache.match('./index.html');
          return Response.error();
        });
      })));
});
