// Ménagerie's service worker: the whole app is cached at install, and every
// page (whatever its path or query) is answered with the cached app shell,
// so the app starts and plays with no network after one visit. It does not
// claim open pages: the page that installed it keeps running as it is, and
// only a real update (a new version replacing an active one) is announced.
const cacheName = "menagerie-{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(cacheName).then((cache) => cache.addAll(resourcesToCache)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k))))

  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") {
    return;
  }
  event.respondWith(respond(request));
});

async function respond(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
  if (cached) {
    return cached;
  }
  if (request.mode === "navigate") {
    const shell = await cache.match(resourcesToCache.find((r) => r.endsWith("/")) || "/");
    try {
      return await fetch(request);
    } catch (err) {
      if (shell) {
        return shell;
      }
      throw err;
    }
  }
  return fetch(request);
}
