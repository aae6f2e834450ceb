package ui

import (
	"errors"
	"menagerie/app/session"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// lobbyPage is the host's waiting room (#lobby): per remote seat, the
// invitation link to pass on, a field for the guest's reply code, the
// seat's state, and the choice to hand it to a bot; then "start". A host
// who reloads lands here to invite everyone again.
type lobbyPage struct {
	app.Compo
	Lang Lang
	tick int
	// busy marks the seats whose invitation is being prepared.
	busy    map[games.Seat]bool
	replies map[games.Seat]string
	notes   map[games.Seat]string
	err     string
	// restored says the game came back from storage after a reload.
	restored bool
	// starting is true while the host waits for the guests' shares of the
	// deal before dealing (up to netplay.ShareWait), away from the page.
	starting bool
}

func (p *lobbyPage) OnMount(ctx app.Context) {
	p.busy = map[games.Seat]bool{}
	p.replies = map[games.Seat]string{}
	p.notes = map[games.Seat]string{}
	observeNet(ctx, &p.tick, func() { p.inviteMissing(ctx) })
	if hosted() == nil {
		keep := func(g session.Saved) bool { return g.Net != nil && !g.Over }
		if g, ok := store().LatestSaved(keep); ok && !holdGame(g.Setup.Game, false) {
			device.Elsewhere = g.Setup.Game
			navigate(ctx, "play/"+g.Setup.Game) // which says where it is open
			return
		}
		s, err := resumeSaved(keep)
		if err != nil {
			p.err = tr("play.damaged")
			app.Log("resume:", err.Error()) // a damaged save is said on the page: no console error
		}
		p.restored = s != nil && s.Net() != nil
	}
	if hosted() == nil || hosted().Net() == nil {
		return
	}
	p.inviteMissing(ctx)
}

// inviteMissing makes a new link at once for every remote seat without a
// live invitation or guest: after a reload that is everyone, and a guest
// whose connection died gets a fresh link as soon as it is noticed.
func (p *lobbyPage) inviteMissing(ctx app.Context) {
	p.inviteAll(ctx, netplay.Uninvited, netplay.Gone)
}

// renewWaiting makes new links for the seats whose invitation is out, so
// that they carry the network settings just saved.
func (p *lobbyPage) renewWaiting(ctx app.Context) {
	p.inviteAll(ctx, netplay.Waiting)
}

// inviteAll makes a new link for every remote seat in one of statuses.
func (p *lobbyPage) inviteAll(ctx app.Context, statuses ...netplay.Status) {
	if hosted() == nil || hosted().Net() == nil {
		return
	}
	for _, s := range hosted().Net().Seats() {
		if s.Kind == table.Remote && slices.Contains(statuses, s.Status) {
			p.invite(ctx, s.Seat)
		}
	}
}

// invite prepares a new invitation for seat in the background.
func (p *lobbyPage) invite(ctx app.Context, seat games.Seat) {
	if hosted() == nil || hosted().Net() == nil || p.busy[seat] {
		return
	}
	p.busy[seat] = true
	p.notes[seat] = ""
	h := hosted().Net()
	ctx.Async(func() {
		defer crash.Recover()
		_, err := h.Invite(seat)
		ctx.Dispatch(func(ctx app.Context) {
			p.busy[seat] = false
			if err != nil {
				p.notes[seat] = err.Error()
			}
		})
	})
}

// accept applies the reply code pasted or scanned for seat.
func (p *lobbyPage) accept(ctx app.Context, seat games.Seat) {
	reply := strings.TrimSpace(p.replies[seat])
	if reply == "" || hosted() == nil || hosted().Net() == nil {
		return
	}
	h := hosted().Net()
	name := hosted().Setup().Seats[seat].Name
	p.notes[seat] = tr("net.reply.accepted")
	ctx.Async(func() {
		defer crash.Recover()
		got, err := h.Accept(reply)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.notes[seat] = replyError(err, name)
				return
			}
			p.replies[seat], p.notes[got] = "", tr("net.reply.accepted")
			if got != seat {
				p.notes[seat] = ""
			}
		})
	})
}

// maxPaste bounds what the reply field takes, in characters: a reply code
// with the link around it and some white space. Its length is read before
// the text is, so a huge paste costs nothing.
const maxPaste = 4 * p2p.MaxCodeLen

// setReply keeps the text of the reply field of seat, the guest named
// name, unless it is far too long to be a reply code: then it is refused
// at once, and the host reads what to ask the guest.
func (p *lobbyPage) setReply(ctx app.Context, seat games.Seat, name string) {
	field := ctx.JSSrc()
	if n := field.Get("textLength").Int(); n > maxPaste {
		field.Set("value", "")
		p.replies[seat] = ""
		p.notes[seat] = tr("net.reply.toolong", n, name)
		return
	}
	p.replies[seat] = field.Get("value").String()
}

// replyError says to the host, in the player's words, why the reply code
// of the guest named name was refused, and what to ask the guest.
func replyError(err error, name string) string {
	switch {
	case errors.Is(err, p2p.ErrBadLink), errors.Is(err, p2p.ErrIncomplete):
		return tr("net.reply.damaged", name)
	case errors.Is(err, p2p.ErrTooLong):
		return tr("net.reply.toolong.code", name)
	case errors.Is(err, p2p.ErrOldVersion), errors.Is(err, p2p.ErrNewVersion):
		return tr("net.reply.version", name)
	case errors.Is(err, p2p.ErrNotReply):
		return tr("net.reply.invite", name)
	case errors.Is(err, p2p.ErrOldInvite):
		return tr("net.reply.older", name)
	case errors.Is(err, p2p.ErrWrongReply):
		return tr("net.reply.other", name)
	}
	return netError(err.Error())
}

// ready says whether every remote seat is connected or held by a bot.
func ready(seats []netplay.SeatState) bool {
	for _, s := range seats {
		if s.Kind == table.Remote && s.Status != netplay.Connected {
			return false
		}
	}
	return true
}

func (p *lobbyPage) Render() app.UI {
	if hosted() == nil || hosted().Net() == nil {
		return app.Div().Body(
			app.If(p.err != "", func() app.UI { return app.P().Class("error").Text(p.err) }),
			app.P().Text(tr("play.nogame")),
			app.Button().Class("primary").Text(tr("home")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }))
	}
	h := hosted().Net()
	seats := h.Seats()
	setup := hosted().Setup()
	g, _ := info(setup.Game)
	started := h.Started()
	return app.Div().Class("lobby").ID("lobby").Body(
		app.H1().Text(tr("net.lobby.title", g.name())),
		app.If(p.restored, func() app.UI {
			if _, on := h.Relays(); on {
				return app.P().Class("notice").ID("lobby-restored").Text(tr("net.restored.relays"))
			}
			return app.P().Class("notice").ID("lobby-restored").Text(tr("net.restored"))
		}),
		app.P().Class("muted").Text(tr("net.lobby.help")),
		app.If(relaysOn(h), func() app.UI { return app.P().Class("muted small").ID("lobby-relays").Text(tr("net.lobby.relays")) }),
		app.If(hosted().Learn.NetHints, func() app.UI { return app.P().Class("muted small").ID("lobby-hints").Text(tr("net.hints")) }),
		app.P().Class("muted small").ID("commitment").Text(tr("net.commit", shortCommit(h.Commitment()))),
		app.Ol().Class("lobby-seats").Body(
			app.Range(setup.Seats).Slice(func(i int) app.UI { return p.renderSeat(games.Seat(i), setup, seats) }),
		),
		app.If(p.err != "", func() app.UI { return app.P().Class("error").Text(p.err) }),
		app.Div().Class("actions").Body(
			app.If(started, func() app.UI {
				return app.Button().ID("lobby-resume").Class("primary").Text(tr("net.resume")).
					OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "play") })
			}).Else(func() app.UI {
				return app.Button().ID("lobby-start").Class("primary").Text(tr("net.start")).
					Disabled(!ready(seats) || p.starting).OnClick(p.start)
			}),
			app.Button().Class("ghost").Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
		),
		app.If(!started && !ready(seats), func() app.UI { return app.P().Class("muted small").Text(tr("net.waitall")) }),
		app.If(p.starting && !started, func() app.UI { return p.renderShareWait(h, setup) }),
		&iceSettings{Lang: p.Lang, OnSave: p.renewWaiting},
	)
}

// relaysOn says whether the host's invitations carry relays.
func relaysOn(h *netplay.Host) bool {
	_, on := h.Relays()
	return on
}

// shortCommit shows the start of a commitment in groups of four, enough
// for players to compare it by eye.
func shortCommit(c string) string {
	if len(c) < 16 {
		return c
	}
	return c[0:4] + " " + c[4:8] + " " + c[8:12] + " " + c[12:16]
}

func (p *lobbyPage) renderSeat(seat games.Seat, setup table.Setup, seats []netplay.SeatState) app.UI {
	info := setup.Seats[seat]
	var st *netplay.SeatState
	for i := range seats {
		if seats[i].Seat == seat {
			st = &seats[i]
		}
	}
	id := strconv.Itoa(int(seat))
	if st == nil {
		kind := tr("setup.human")
		if info.Kind == table.Bot {
			kind = tr("setup.bot")
		}
		return app.Li().Class("lobby-seat").ID("lobby-seat-"+id).Body(
			app.Strong().Text(info.Name), app.Span().Class("muted").Text(" — "+kind))
	}
	status := tr("net.status." + string(st.Status))
	if st.Kind == table.Bot {
		status = tr("net.status.bot")
	}
	link := ""
	if st.Code != "" {
		link = inviteLink(st.Code)
	}
	showInvite := st.Kind == table.Remote && st.Status != netplay.Connected
	return app.Li().Class("lobby-seat remote status-"+string(st.Status)).ID("lobby-seat-"+id).Body(
		app.Div().Class("lobby-seat-head").Body(
			app.Strong().Text(info.Name),
			app.Span().Class("seat-status").ID("status-"+id).DataSet("status", string(st.Status)).Text(status),
		),
		app.If(showInvite && link != "", func() app.UI {
			g, _ := infoOf(setup.Game)
			return app.Div().Body(
				&codeBox{ID: "invite-" + id, Label: tr("net.invite"), Text: link, URL: true, Lang: p.Lang,
					Title: "Ménagerie", Say: tr("net.share.text", g)},
				app.Div().Class("field").Body(
					app.Label().For("reply-"+id).Text(tr("net.reply", info.Name)),
					app.Textarea().ID("reply-"+id).Class("code").Rows(2).Text(p.replies[seat]).
						OnInput(func(ctx app.Context, e app.Event) { p.setReply(ctx, seat, info.Name) }),
					app.Div().Class("code-actions").Body(
						app.Button().ID("accept-"+id).Class("primary").Text(tr("net.reply.accept")).
							OnClick(func(ctx app.Context, e app.Event) { p.accept(ctx, seat) }),
						&scanButton{Target: "reply-" + id, Lang: p.Lang},
					),
				),
			)
		}),
		app.If(showInvite && link == "" && p.busy[seat], func() app.UI { return app.P().Class("muted").Text(tr("net.preparing")) }),
		app.If(p.notes[seat] != "", func() app.UI { return app.P().Class("small").ID("note-" + id).Text(p.notes[seat]) }),
		app.If(st.Kind == table.Remote && st.Status != netplay.Connected && errors.Is(st.ConnErr, netplay.ErrLateReply), func() app.UI {
			return app.P().Class("error small").ID("latereply-" + id).Text(tr("net.latereply", info.Name))
		}).ElseIf(st.Kind == table.Remote && st.Status != netplay.Connected && errors.Is(st.ConnErr, p2p.ErrNoRoute), func() app.UI {
			return app.P().Class("error small").ID("noroute-" + id).Text(tr("net.noroute.host", info.Name))
		}),
		app.If(st.Err != nil, func() app.UI {
			return app.P().Class("error small").ID("senderr-" + id).Text(tr("net.sendfailed", info.Name))
		}),
		app.Div().Class("code-actions").Body(
			app.If(st.Kind == table.Remote && !p.busy[seat] && (st.Status == netplay.Gone || st.Status == netplay.Uninvited || link == ""), func() app.UI {
				return app.Button().ID("reinvite-" + id).Text(tr("net.reinvite", info.Name)).
					OnClick(func(ctx app.Context, e app.Event) { p.invite(ctx, seat) })
			}),
			app.If(st.Kind == table.Remote, func() app.UI {
				return app.Button().ID("tobot-" + id).Class("ghost").Text(tr("net.tobot")).
					OnClick(func(ctx app.Context, e app.Event) { setRemoteKind(ctx, seat, table.Bot) })
			}).Else(func() app.UI {
				return app.Button().ID("giveback-" + id).Class("ghost").Text(tr("net.giveback")).
					OnClick(func(ctx app.Context, e app.Event) { setRemoteKind(ctx, seat, table.Remote) })
			}),
		),
	)
}

// infoOf is the game's name in the current language.
func infoOf(id string) (string, bool) {
	g, ok := info(id)
	return g.name(), ok
}

// setRemoteKind hands a remote seat to a bot or gives it back, and saves.
func setRemoteKind(ctx app.Context, seat games.Seat, kind table.Kind) {
	if hosted() == nil || hosted().Net() == nil {
		return
	}
	level := 0
	if kind == table.Bot {
		level = 1
	}
	_ = hosted().Net().SetKind(seat, kind, level) // saved by the host before any guest hears of it
}

// renderShareWait names the guests whose share of the deal the start
// waits for.
func (p *lobbyPage) renderShareWait(h *netplay.Host, setup table.Setup) app.UI {
	var names []string
	for _, s := range h.Awaited() {
		if int(s) < len(setup.Seats) {
			names = append(names, setup.Seats[s].Name)
		}
	}
	if len(names) == 0 {
		return app.P().Class("muted small").ID("lobby-sharewait")
	}
	return app.P().Class("muted small").ID("lobby-sharewait").Text(tr("net.sharewait", strings.Join(names, ", ")))
}

// start deals once the guests' shares are in or their wait ran out
// (netplay.ShareWait); meanwhile the page goes on and names whom it waits
// for.
func (p *lobbyPage) start(ctx app.Context, e app.Event) {
	if p.starting || hosted() == nil || hosted().Net() == nil || !ready(hosted().Net().Seats()) {
		return
	}
	h := hosted().Net()
	p.starting, p.err = true, ""
	ctx.Async(func() {
		defer crash.Recover()
		err := h.Start()
		ctx.Dispatch(func(ctx app.Context) {
			p.starting = false
			if err != nil {
				p.err = tr("play.error", netError(err.Error()))
				return
			}
			navigate(ctx, "play")
		})
	})
}

// inviteLink is the link that opens the app on the invitation.
func inviteLink(code string) string {
	loc := app.Window().Get("location")
	base := loc.Get("origin").String() + loc.Get("pathname").String()
	return netplay.InviteLink(base, code)
}
