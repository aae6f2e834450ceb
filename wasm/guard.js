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
//
// A saved game is open for play in one tab at a time (window.menagerieTabs,
// over the Web Locks API): the lock of "menagerie.game.<id>" is held while
// the tab plays it. A tab that takes it over steals the lock; the tab that
// held it hears so (onlost), stops playing and hands its newest state across
// (a BroadcastChannel), which the taker waits for a moment.
//
// A Go panic recovered by the app replaces the page with a message and a
// reload button (window.menagerieCrashed): the app is gone, the page says so.
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

  const handed = new Map();
  let channel = null;
  try {
    channel = new BroadcastChannel("menagerie.tabs");
    channel.onmessage = (e) => {
      if (e.data && typeof e.data.name === "string") {
        handed.set(e.data.name, e.data.saved);
      }
    };
  } catch (e) {
    channel = null;
  }
  const held = new Map();
  const tabs = {
    onlost: null,
    // hold resolves true once this tab holds name's lock (steal takes it
    // from the tab that holds it), false if another tab holds it. Where
    // there are no locks (an old browser, refused site data: nothing is
    // shared then) every tab holds it.
    hold: async (name, steal) => {
      if (held.has(name)) {
        return true;
      }
      const locks = navigator.locks;
      if (!locks) {
        return true;
      }
      try {
        const before = steal && (await locks.query()).held.some((l) => l.name === name);
        handed.delete(name);
        const got = await new Promise((resolve, reject) => {
          locks.request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
            if (!lock) {
              resolve(false);
              return null;
            }
            return new Promise((release) => {
              held.set(name, release);
              resolve(true);
            });
          }).catch((e) => {
            if (held.has(name)) {
              held.delete(name);
              if (tabs.onlost) {
                tabs.onlost(name);
              }
              return;
            }
            reject(e);
          });
        });
        // The tab that held it hands its newest state across.
        for (let i = 0; got && before && channel && !handed.has(name) && i < 40; i++) {
          await new Promise((r) => setTimeout(r, 25));
        }
        return got;
      } catch (e) {
        return true;
      }
    },
    // handed is the state the tab that lost name handed across, or null.
    handed: (name) => (handed.has(name) ? handed.get(name) : null),
    // handover sends saved, the newest state of name, to the tab that took
    // it over.
    handover: (name, saved) => {
      if (channel) {
        channel.postMessage({ name, saved });
      }
    },
    // release lets another tab hold name.
    release: (name) => {
      const r = held.get(name);
      held.delete(name);
      if (r) {
        r();
      }
    },
  };
  window.menagerieTabs = tabs;

  window.menagerieCrashed = (title, text, button) => {
    const box = document.createElement("div");
    box.id = "crashed";
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;inset:0;z-index:1000;background:#fffdf7;color:#222;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1em;padding:1.5em;text-align:center;font:1.1em system-ui,sans-serif";
    const h = document.createElement("h1");
    h.textContent = title;
    const p = document.createElement("p");
    p.textContent = text;
    const b = document.createElement("button");
    b.id = "crashed-reload";
    b.textContent = button;
    b.style.cssText = "font:inherit;padding:.7em 1.4em;border-radius:.5em;border:0;background:#2d6a4f;color:#fff";
    b.addEventListener("click", () => location.reload());
    box.append(h, p, b);
    // The dead app's elements go, and their handlers with them.
    document.body.replaceChildren(box);
  };
})();
