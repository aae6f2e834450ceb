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
    return request.mode === "navigate" ? withoutWasmPreload(cached) : cached;
  }
  if (request.mode === "navigate") {
    const shell = await cache.match(resourcesToCache.find((r) => r.endsWith("/")) || "/");
    try {
      return await fetch(request);
    } catch (err) {
      if (shell) {
        return shell;
      }
      // The cache was cleared and the network is away: say so, rather
      // than leave the browser's error page.
      return offlinePage();
    }
  }
  return fetch(request);
}

// withoutWasmPreload is the cached page without its preload of app.wasm.
// The preload is for the network: it starts the download before the page's
// stylesheets are in. From this cache the loader's own fetch is as quick,
// and in make bench a next visit whose loader took the preloaded response
// did not start from the code the browser had compiled before.
async function withoutWasmPreload(page) {
  const html = await page.text();
  return new Response(html.replace(/<link rel="preload" href="[^"]*app\.wasm" as="fetch" crossorigin>/, ""), {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers,
  });
}

// offlinePage is the page a navigation gets when the app is not in the
// cache (cleared by the browser or the player) and the network is away.
function offlinePage() {
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ménagerie</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:34em;margin:2em auto;padding:0 1em;color:#222;background:#f6f1e7}h1{color:#1f5f4a}</style>
</head><body id="offline">
<h1>Ménagerie</h1>
<p lang="fr">Ménagerie n’est plus dans la mémoire de ce navigateur et il faut le réseau une fois pour la réinstaller.
Connectez-vous à Internet, puis rechargez cette page : elle remarchera ensuite sans réseau.</p>
<p lang="en">Ménagerie is no longer in this browser’s storage, and it needs the network once to install again.
Connect to the Internet, then reload this page: it will work offline again afterwards.</p>
<p><button onclick="location.reload()">Recharger · Reload</button></p>
</body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
