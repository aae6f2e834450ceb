package ui

import (
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/session"
	"menagerie/app/table"
)

// joinPage is what an invitation link opens (#join=CODE): the game and the
// seat offered, the reply code to send back, then who is at the table
// until the host starts. A broken or outdated link says what to do.
type joinPage struct {
	app.Compo
	Code string
	Lang Lang
	tick int
	bad  string // why the link cannot be used
	game string
	seat int
	// again says this device already played at this seat: this link must
	// be the host's newest for it.
	again bool
}

func (p *joinPage) OnMount(ctx app.Context) {
	observeNet(ctx, &p.tick, func() { p.follow(ctx) })
	p.open(ctx)
	// Redraw when the reply code may have to show (see fallback).
	ctx.After(session.NoRelayAfter+100*time.Millisecond, func(ctx app.Context) {})
	ctx.After(session.NoConnectionAfter+100*time.Millisecond, func(ctx app.Context) {})
}

// OnUpdate follows a new link opened while the page is shown.
func (p *joinPage) OnUpdate(ctx app.Context) {
	if joined() == nil || joined().Code() != p.Code {
		p.open(ctx)
	}
}

// open reads the link and starts answering it.
func (p *joinPage) open(ctx app.Context) {
	p.bad = ""
	o, err := p2p.DecodeOffer(p.Code)
	if err != nil {
		p.bad = netError(err.Error())
		return
	}
	if _, ok := playable(o.Game); !ok {
		p.bad = tr("net.join.unknown")
		return
	}
	p.game, p.seat = o.Game, o.Seat
	j := loadJoined()
	p.again = j != nil && !j.Over && j.Record.Token == p2p.TokenText(o.Token) && j.Record.Last > 0
	if joined() != nil && joined().Code() == p.Code {
		return
	}
	startJoin(p.Code)
}

// follow goes to the table once the host's first update is in.
func (p *joinPage) follow(ctx app.Context) {
	if joined() == nil || joined().Code() != p.Code {
		return
	}
	if _, ok := joined().Screen(); ok {
		navigate(ctx, "play")
	}
}

func (p *joinPage) Render() app.UI {
	if p.bad != "" {
		return app.Div().Class("join").ID("join").Body(
			app.P().Class("error").ID("join-error").Text(tr("net.join.bad", p.bad)),
			app.Button().Class("primary").Text(tr("home")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
		)
	}
	name, _ := infoOf(p.game)
	gs := joined()
	var body app.UI
	switch {
	case gs == nil:
		body = app.P().Text(tr("net.join.preparing"))
	case gs.Err() != nil:
		body = app.P().Class("error").ID("join-error").Text(tr("net.join.bad", netError(gs.Err().Error())))
	case gs.Guest() == nil:
		body = app.P().Class("muted").Text(tr("net.join.preparing"))
	default:
		body = p.renderLink(gs)
	}
	return app.Div().Class("join").ID("join").Body(
		app.H1().Text(tr("net.join.title", name)),
		app.P().Text(tr("net.join.seat", p.seat+1)),
		app.If(p.again, func() app.UI { return app.P().Class("notice").ID("join-again").Text(tr("net.join.again")) }),
		app.Div().Class("field").Body(
			app.Label().For("guest-name").Text(tr("net.join.name")),
			app.Input().ID("guest-name").Type("text").MaxLength(24).Value(guestName()).Attr("autocomplete", "nickname").
				OnChange(p.setName),
		),
		body,
		&iceSettings{Lang: p.Lang, OnSave: p.rejoin},
	)
}

// setName keeps the name the guest typed; it goes to the host with the
// hello, so it counts until the connection opens.
func (p *joinPage) setName(ctx app.Context, e app.Event) {
	name := strings.TrimSpace(ctx.JSSrc().Get("value").String())
	setLocalString(storageName, name)
	if joined() != nil && joined().Guest() != nil {
		joined().Guest().SetName(name)
	}
}

// rejoin makes a new reply code with the network settings just saved, as
// long as the host has not connected yet.
func (p *joinPage) rejoin(ctx app.Context) {
	if joined() == nil || joined().Code() != p.Code {
		return
	}
	if st, ok := joined().State(); ok && st.Conn == p2p.StateOpen {
		return
	}
	startJoin(p.Code)
}

// renderLink says "connecting…" while the relays carry the reply, shows
// the reply code when they do not (or are off), then the table.
func (p *joinPage) renderLink(gs *session.Joined) app.UI {
	st, _ := gs.State()
	connecting := tr("net.connecting")
	if p.again {
		connecting = tr("net.reconnecting")
	}
	switch {
	case (st.Conn == p2p.StateFailed || st.Conn == p2p.StateClosed) && !st.Rejoining:
		if errors.Is(st.ConnErr, p2p.ErrNoRoute) {
			return app.P().Class("error").ID("join-error").Text(tr("net.noroute.guest"))
		}
		return app.P().Class("error").ID("join-error").Text(tr("net.join.failed"))
	case st.Conn != p2p.StateOpen:
		name, _ := infoOf(p.game)
		reply := gs.ReplyCode()
		return app.Div().Body(
			app.If(st.Rejoining, func() app.UI {
				return app.P().Class("notice").ID("join-connecting").Aria("live", "polite").Text(connecting)
			}),
			app.If(gs.Fallback(st) && reply != "", func() app.UI {
				label := tr("net.join.reply")
				if st.Rejoining {
					label = tr("net.join.norelay")
				}
				return &codeBox{ID: "reply", Label: label, Text: reply, Lang: p.Lang, Title: "Ménagerie", Say: name}
			}),
			app.P().Class("muted").ID("join-waiting").Text(tr("net.join.waiting")),
		)
	}
	if st.Lobby == nil {
		return app.P().Class("muted").Text(tr("net.join.waiting"))
	}
	return renderGuestLobby(*st.Lobby)
}

// renderGuestLobby lists who is at the table, as the host's lobby says.
func renderGuestLobby(l netplay.Lobby) app.UI {
	return app.Div().ID("guest-lobby").Body(
		app.P().Text(tr("net.join.table")),
		app.Ul().Class("lobby-seats").Body(
			app.Range(l.Seats).Slice(func(i int) app.UI {
				s := l.Seats[i]
				what := tr("setup.human")
				switch {
				case s.Kind == table.Bot:
					what = tr("setup.bot")
				case s.Status != "":
					what = tr("net.status." + string(s.Status))
				}
				if i == int(l.Seat) {
					what = tr("net.join.you")
				}
				return app.Li().Body(app.Strong().Text(s.Name), app.Span().Class("muted").Text(" — "+what))
			}),
		),
		app.P().Class("muted").Text(tr("net.join.waitstart")),
		app.If(l.Hints, func() app.UI { return app.P().Class("muted small").ID("guest-hints").Text(tr("net.hints")) }),
		app.If(l.Commit != "", func() app.UI {
			return app.P().Class("muted small").ID("guest-commitment").Text(tr("net.commit", shortCommit(l.Commit)))
		}),
	)
}
