package ui

import (
	"menagerie/app/session"
	"sync"
	"time"
)

// Keys of browser storage that the pages keep (the games' and the
// statistics' are package session's).
const (
	storageLang  = "menagerie.lang"
	storageSetup = "menagerie.setup."
	// storageBotPause sets the pause before a bot's move, in ms.
	storageBotPause = "menagerie.botpause"
	// storageConnectWait bounds, in seconds, how long a guest's connection
	// waits to open (p2p.Config.ConnectTimeout): the tests' hook, so that a
	// host away for longer than it needs no minutes of waiting.
	storageConnectWait = "menagerie.connectwait"
)

// device is the game on this device and what it keeps (package session):
// the one session of the app, with the browser's storage.
var device = session.NewDevice(session.BrowserStore())

// hosted is the game on this device when its table is here (played here,
// or hosted for guests), nil otherwise.
func hosted() *session.Hosted { return device.Hosted() }

// store is the device's storage: every write goes through it.
func store() *session.Store { return device.Store }

// saveGame writes the game to storage (a network host's moves are saved by
// the host before any guest hears of them).
func saveGame(s *session.Hosted) {
	_, _ = s.Save() // its outcome goes to storageWrote
}

// storageError logs a refused write and tells the player once when the
// storage is full.
func storageError(err error) { device.Written(err) }

// localString reads key from storage ("" if none).
func localString(key string) string { return device.Store.Get(key) }

// setting reads a player's setting from storage ("" if none). A drawing
// reads the same settings many times (the menu, the pauses, the sounds):
// what was read is kept for settingFresh, or until this page writes it, so
// that a setting changed from another tab shows within that time.
func setting(key string) string {
	settings.Lock()
	defer settings.Unlock()
	now := time.Now()
	if r, ok := settings.read[key]; ok && now.Sub(r.at) < settingFresh {
		return r.value
	}
	v := localString(key)
	settings.read[key] = settingRead{v, now}
	return v
}

// settingFresh is how long setting keeps what it read.
const settingFresh = 250 * time.Millisecond

// settings is what setting read, by key.
var settings = struct {
	sync.Mutex
	read map[string]settingRead
}{read: map[string]settingRead{}}

// settingRead is a setting's value and when it was read.
type settingRead struct {
	value string
	at    time.Time
}

// setLocalString keeps value under key in storage.
func setLocalString(key, value string) {
	settings.Lock()
	delete(settings.read, key)
	settings.Unlock()
	if _, err := device.Store.Put(key, value, false); err != nil {
		storageError(err)
	}
}

// setLocalJSON keeps v, as JSON, under key in storage (as go-app's
// ctx.LocalStorage() does, which pages read).
func setLocalJSON(key string, v any) {
	if err := device.Store.PutJSON(key, v); err != nil {
		storageError(err)
	}
}

// resumeSaved makes the saved game played last, among those keep accepts,
// the game on this device, hosted again for its guests if it was, and
// returns it; nil if there is none. A saved game that cannot be rebuilt is
// thrown away, and why is returned.
func resumeSaved(keep func(session.Saved) bool) (*session.Hosted, error) {
	h, net, err := device.Resume(keep)
	if err != nil || h == nil {
		return nil, err
	}
	leaveJoined()
	if net != nil {
		host(h, net)
	}
	return h, nil
}

func init() { device.Wrote = storageWrote }
