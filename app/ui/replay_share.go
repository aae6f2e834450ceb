package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/replay"
	"menagerie/games"
)

// renderReplayShare is the end screen's replay section: watch the game
// again, or share it as a link. A guest has it once the host revealed the
// game and the deal checked out; until then it says so.
func (p *playPage) renderReplayShare(seat games.Seat) app.UI {
	var r replay.Replay
	switch {
	case joined() != nil:
		gr, ok := guestReplay(joined())
		if !ok {
			if joined().Guest() == nil || joined().Verdict() != nil {
				return app.Text("") // no link, or a deal that did not check out
			}
			return app.P().Class("muted small").ID("replay-wait").Text(tr("replay.wait"))
		}
		r = gr
		seat = joined().Guest().Seat()
	case hosted() != nil:
		r = hosted().Replay()
	default:
		return app.Text("")
	}
	// The code replays the whole game: on a phone that is a long task,
	// done in the background, and the page is drawn again once it is in.
	code, ok, err := device.Stats.Soon(r, netRedraw)
	switch {
	case err != nil:
		return app.Text("") // a game that does not replay has no link
	case !ok:
		return app.P().Class("muted small").ID("replay-wait").Text(tr("replay.preparing"))
	}
	return &replayLinks{Code: code, Seat: int(seat), Lang: lang}
}

// replayLinks offers a finished game's replay: watch it here, or share
// its link (the system's share sheet where there is one, else the
// clipboard), with the link itself on show to copy by hand.
type replayLinks struct {
	app.Compo
	Code string
	Seat int // the seat on screen: the replay opens as it saw the game
	Lang Lang
	// said is what the last share did, for the player ("" before any).
	said string
}

// replayLink is the address of a replay: this page's, with the replay's
// fragment.
func replayLink(code string) string {
	u := *app.Window().URL()
	u.Fragment, u.RawFragment = replay.FragmentPrefix+code, ""
	return u.String()
}

func (c *replayLinks) Render() app.UI {
	link := replayLink(c.Code)
	return app.Section().Class("replay-share").ID("replay-share").Body(
		app.H3().Text(tr("replay.section")),
		app.Div().Class("actions").Body(
			app.Button().ID("replay-watch").Class("primary").Text(tr("replay.watch")).OnClick(c.watch),
			app.Button().ID("replay-send").Text(tr("replay.share")).OnClick(c.share),
		),
		app.If(c.said != "", func() app.UI {
			return app.P().Class("replay-said small").ID("replay-said").Aria("live", "polite").Text(c.said)
		}),
		app.Label().For("replay-link").Class("small muted").Text(tr("replay.link")),
		app.Input().Type("text").ID("replay-link").Class("replay-link").ReadOnly(true).Value(link).
			OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
	)
}

func (c *replayLinks) watch(ctx app.Context, e app.Event) {
	watchReplay(ctx, c.Code, games.Seat(c.Seat))
}

// share opens the share sheet, or copies the link where there is none.
func (c *replayLinks) share(ctx app.Context, e app.Event) {
	link := replayLink(c.Code)
	if canShare() {
		shareText(tr("replay.share.title"), tr("replay.share.say"), link)
		return
	}
	copyLink(ctx, link, func(ok bool) {
		if ok {
			c.said = tr("replay.copied")
		} else {
			c.said = tr("replay.copy.failed")
		}
	})
}

// copyLink puts text on the clipboard, or, where the browser will not,
// selects the link's field for the player to copy; done says which, on
// the UI goroutine.
func copyLink(ctx app.Context, text string, done func(ok bool)) {
	fail := func() {
		if f := app.Window().GetElementByID("replay-link"); f.Truthy() {
			f.Call("focus")
			f.Call("select")
		}
		done(false)
	}
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		fail()
		return
	}
	var ok, bad app.Func
	// Released after the call that runs them returns: a Func must not be
	// released while it runs.
	release := func() { crash.Go(func() { ok.Release(); bad.Release() }) }
	ok = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		ctx.Dispatch(func(ctx app.Context) { done(true) })
		release()
		return nil
	})
	bad = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		ctx.Dispatch(func(ctx app.Context) { fail() })
		release()
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, bad)
}
