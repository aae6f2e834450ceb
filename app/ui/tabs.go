package ui

import (
	"encoding/json"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/session"
)

// A saved game is open for play in one tab at a time: the tab that plays a
// title holds its lock (the web shell's window.menagerieTabs, over the Web
// Locks API). Another tab opening it says it is open elsewhere and offers
// to take it over: the lock is taken, the tab that held it stops playing
// and hands its newest state across. Storage itself never goes backwards
// (session.ErrStale): a tab that is behind cannot save over a newer game.

// tabLockWait bounds the wait for the browser's answer about a lock: a
// browser that does not answer leaves the tab playing.
const tabLockWait = 3 * time.Second

// tabs is the web shell's window.menagerieTabs; undefined where there is
// none (natively, in the tests of this package).
func tabs() app.Value {
	if !app.IsClient {
		return app.Undefined()
	}
	return app.Window().Get("menagerieTabs")
}

// holdGame holds the lock of the title id for this tab, taking it from
// another tab when take is set, and reports whether this tab holds it.
// It waits for the browser's answer (a few milliseconds; with take, up to
// a second for the other tab's newest state): it runs on the page's
// goroutine, never in a JavaScript callback.
func holdGame(id string, take bool) bool {
	t := tabs()
	if !t.Truthy() {
		return true
	}
	watchTabs(t)
	got := make(chan bool, 1)
	t.Call("hold", session.GameKey(id), take).Then(func(v app.Value) {
		defer crash.Recover()
		got <- v.Truthy()
	})
	select {
	case ok := <-got:
		if ok && device.Elsewhere == id {
			device.Elsewhere = ""
		}
		return ok
	case <-time.After(tabLockWait):
		app.Log("tabs: no answer about the lock of", id)
		return true
	}
}

// releaseGame lets another tab hold the title id.
func releaseGame(id string) {
	if t := tabs(); t.Truthy() {
		t.Call("release", session.GameKey(id))
	}
}

// watchTabs has the web shell tell this tab when another took one of its
// games over (once: the shell keeps the callback).
func watchTabs(t app.Value) {
	if t.Get("onlost").Truthy() {
		return
	}
	t.Set("onlost", app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		if len(args) == 0 {
			return nil
		}
		key := args[0].String()
		device.Later(func() { lostGame(key) })
		return nil
	}))
}

// lostGame stops playing the game under key, which another tab took over
// (or saved further on), and hands its newest state across.
func lostGame(key string) {
	h := hosted()
	if h == nil || session.GameKey(h.Game()) != key {
		return
	}
	if data, err := json.Marshal(h.Saved()); err == nil {
		if t := tabs(); t.Truthy() {
			t.Call("handover", key, string(data))
		}
	}
	device.Elsewhere = h.Game()
	device.Play(nil) // its links end here; the other tab hosts it again
}

// takeOver takes the title id from the tab that plays it, and makes the
// newest of its saved state and the state that tab handed across the
// game on this device.
func takeOver(id string) {
	if !holdGame(id, true) {
		return
	}
	device.Elsewhere = ""
	t := tabs()
	if !t.Truthy() {
		return
	}
	v := t.Call("handed", session.GameKey(id))
	if v.Type() != app.TypeString {
		return
	}
	var g session.Saved
	if json.Unmarshal([]byte(v.String()), &g) != nil || g.Setup.Game != id {
		return
	}
	if cur, ok := store().LoadSaved(id); ok && session.SameDeal(cur.Setup, g.Setup) && len(cur.Log) >= len(g.Log) {
		return // storage has it already: resumed from there
	}
	h, err := device.Restore(g)
	if err != nil {
		return
	}
	leaveJoined()
	device.Play(h)
	saveGame(h)
}

// stale stops this tab's game when storage refused its save as behind
// the stored one (session.ErrStale): another tab played it further on.
func stale() {
	if h := hosted(); h != nil {
		device.Elsewhere = h.Game()
		releaseGame(h.Game())
		device.Play(nil)
	}
}

// renderElsewhere is the play page of a game open in another tab.
func renderElsewhere(take func(ctx app.Context, e app.Event)) app.UI {
	g, _ := info(device.Elsewhere)
	return app.Div().Class("play elsewhere").ID("elsewhere").Body(
		app.H1().Text(tr("tabs.title")),
		app.P().Attr("role", "alert").Text(tr("tabs.elsewhere", g.name())),
		app.Div().Class("actions").Body(
			app.Button().ID("take-over").Class("primary").Text(tr("tabs.take")).OnClick(take),
			app.Button().Class("ghost").Text(tr("home")).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
		),
	)
}

// tabTexts are the texts of a game open in two tabs.
var tabTexts = map[string][2]string{
	"tabs.title": {"Partie ouverte ailleurs", "Game open elsewhere"},
	"tabs.elsewhere": {"La partie de %s est ouverte dans un autre onglet ou une autre fenêtre de ce navigateur : elle ne se joue qu’à un endroit à la fois, pour qu’aucun coup ne se perde. Continuez-la là-bas, ou reprenez-la ici : l’autre onglet s’arrêtera et vous la retrouverez où elle en est.",
		"The game of %s is open in another tab or window of this browser: it is played in one place at a time, so that no move is lost. Go on with it there, or take it over here: the other tab will stop, and you will find the game where it stands."},
	"tabs.take": {"Reprendre la partie ici", "Take the game over here"},
}

// playHere makes s the game on this device, holding its title's lock
// (taken from any tab that plays it: a new game here replaces the saved
// one there too), and lets go the lock of the game it replaces.
func playHere(s *session.Hosted) {
	if h := hosted(); h != nil && h.Game() != s.Game() {
		releaseGame(h.Game())
	}
	holdGame(s.Game(), true)
	device.Play(s)
}
