// The service worker of Musical Dominoes: keeps the app's files, so that a page loaded once
// opens again without the network (a class with poor Wi-Fi). web/build writes the version
// (a digest of the files) in place of VERSION, so a new build replaces the old files.
const CACHE = "musical-dominoes-VERSION";
const FILES = [
  "./",
  "index.html",
  "musical-dominoes.js",
  "musical-dominoes_bg.wasm",
  "manifest.webmanifest",
  "icon.svg",
  "icon-256.png",
  "icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  // Older versions' files go.
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  // The kept file first (the app's files change only with a new version); the network for
  // anything else.
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then((kept) => kept || fetch(event.request))
    )
  );
});
