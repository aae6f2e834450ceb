// Ménagerie's page guard, run in the page's head before the app loads.
//
// A link's fragment far longer than any page's (a 10 MB paste) is replaced
// by "#toolong/<kind>" before the app reads it: every read of the address
// copies it into the app and parses it, which took tens of seconds. The
// listeners are added before the app's, so they run first.
//
// Storage the browser refuses (site data blocked, some private modes throw
// SecurityError on the first touch of localStorage or indexedDB) is
// replaced by storage in memory: the app plays on and says, once, that
// nothing will be kept (window.menagerieStorage lists what was refused).
(() => {
  const maxFragment = {{.MaxFragment}};
  const guard = () => {
    const hash = location.hash;
    if (hash.length <= maxFragment) {
      return;
    }
    const kind = hash.startsWith("#replay/") ? "replay" : hash.startsWith("#{{.JoinPrefix}}") ? "join" : "page";
    history.replaceState(history.state, "", location.pathname + location.search + "#toolong/" + kind);
  };
  guard();
  window.addEventListener("popstate", guard);
  window.addEventListener("hashchange", guard);

  const refused = [];
  const memoryStorage = () => {
    const m = new Map();
    return {
      getItem: (k) => (m.has(String(k)) ? m.get(String(k)) : null),
      setItem: (k, v) => { m.set(String(k), String(v)); },
      removeItem: (k) => { m.delete(String(k)); },
      clear: () => m.clear(),
      key: (i) => [...m.keys()][i] ?? null,
      get length() { return m.size; },
    };
  };
  try {
    window.localStorage.getItem("menagerie.lang");
  } catch (e) {
    refused.push("localStorage");
    Object.defineProperty(window, "localStorage", { value: memoryStorage(), configurable: true });
  }
  try {
    if (window.indexedDB) {
      // Touching the factory is not enough: some browsers throw on open.
      window.indexedDB.cmp(0, 0);
    }
  } catch (e) {
    refused.push("indexedDB");
    Object.defineProperty(window, "indexedDB", { value: undefined, configurable: true });
  }
  window.menagerieStorage = refused;
})();
