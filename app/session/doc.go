// Package session is the game on this device, whichever way it is played,
// and what the device keeps of its games.
//
//   - Session is the game on screen behind one interface: a Hosted game
//     (its table on this device, played alone, against bots, in pass and
//     play, or hosted for guests on other devices through netplay.Host) or
//     a Joined one (this device's seat in a game hosted elsewhere). The
//     page draws its Screen and sends moves through Send, and asks Mode
//     only for what differs on screen.
//   - Device.Join and Device.Rejoin make a guest's seat the device's game
//     at once and link it in the background (the invitation answered, or
//     the host found again through the relays), then keep its record after
//     every change on the link; the page reads how the joining goes
//     (Err, ReplyCode, Fallback) from the Joined itself.
//   - Hints work the same in every mode (HintsAllowed, AskHint, Hint,
//     HintPending): a Hosted game works one out beside the page with the
//     device's bots (Device.Choose, Hosted.RunBot), a Joined seat asks the
//     host, which answers with the same search from the guest's view.
//   - Device.Trouble says what the storage fails the player in (blocked,
//     full), from the outcome of every write (Device.Written); Device.Redraw
//     asks the pages to redraw after network and storage events, once for
//     a burst of them.
//   - Store is the device's storage: localStorage at once and IndexedDB on
//     disk. Every write of the app goes through Store.Put, Store.PutJSON
//     and Store.Delete, the one write path, which never panics and says why
//     a write was refused (storage full, storage blocked).
//   - The saved games (Saved, one per title), the guest's record (Joined)
//     and the statistics (Recorder, over package stats) are kept there.
//
// The package has no package-level mutable state: the app makes one
// Device, with the Store of the browser (BrowserStore), and the tests
// make theirs with a MemoryStore.
package session
