package ui

import (
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/session"
	"menagerie/app/table"
)

// onNet follows a network event on the host's play page: a guest's move
// may hand the turn to a bot or to the next human.
func (p *playPage) onNet(ctx app.Context) {
	if joined() == nil && hosted() != nil {
		hosted().Settle()
		p.schedule(ctx)
	}
}

// renderGuest is the play page of a guest: the host's updates for its
// seat, drawn by the same boards as a local game.
func (p *playPage) renderGuest() app.UI {
	gs := joined()
	st, _ := gs.State()
	lost := (st.Conn == p2p.StateClosed || st.Conn == p2p.StateFailed) && !st.Rejoining || gs.Err() != nil
	lostText := tr("net.lost")
	if st.ConnErr != nil && errors.Is(st.ConnErr, p2p.ErrNoRoute) {
		lostText = tr("net.noroute.guest")
	}
	if err := gs.Err(); err != nil {
		lostText = netError(err.Error())
	}
	rejoining := st.Rejoining
	if rejoining && st.Relays == 0 && gs.Waited() > session.NoConnectionAfter {
		lost = true // no relay: the host's new link is the way back
	}
	u, ok := gs.Screen()
	onLeave := func(ctx app.Context, e app.Event) {
		leaveJoined()
		navigate(ctx, "")
	}
	leave := app.Button().ID("leave").Class("ghost").Text(tr("play.quit")).OnClick(onLeave)
	if !ok {
		return app.Div().Class("play guest").Body(
			app.If(rejoining, func() app.UI {
				return app.P().Class("notice").ID("net-reconnecting").Aria("live", "polite").Text(tr("net.reconnecting"))
			}),
			app.If(lost, func() app.UI { return app.P().Class("error").ID("net-lost").Text(lostText) }).
				ElseIf(!rejoining, func() app.UI { return app.P().Class("muted").Text(tr("net.join.waiting")) }),
			leave,
		)
	}
	p.restoreGuestLog(u)
	p.collect(u)
	p.keepGuestLog(u)
	refusal := ""
	if st.Err != "" {
		refusal = tr("play.error", netError(st.Err))
	}
	kg, ok := tableFor(u.Game)
	if !ok {
		return app.Div().Class("play guest").Body(app.P().Class("error").Text(tr("play.error", u.Game)), leave)
	}
	return p.renderTable(kg, u, nil, onLeave,
		app.If(rejoining, func() app.UI {
			return app.P().Class("notice").ID("net-reconnecting").Aria("live", "polite").Text(tr("net.reconnecting"))
		}),
		app.If(lost, func() app.UI { return app.P().Class("error").ID("net-lost").Aria("live", "assertive").Text(lostText) }),
		renderGuestWarnings(st),
		app.If(p.err != "", func() app.UI { return app.P().Class("error").Aria("live", "assertive").Text(p.err) }),
		app.If(refusal != "", func() app.UI { return app.P().Class("error").ID("refusal").Aria("live", "assertive").Text(refusal) }),
	)
}

// dealVerdict is the fair-deal check's verdict of the joined game j, nil
// while there is none. The check (a replay of the whole game: several
// hundred milliseconds on a phone for a long one) runs beside the page,
// started by the drawing that finds no verdict; the page is drawn again
// when it gives one. That the reveal is late is no verdict j keeps, so
// that a reveal that comes after all is checked: the page keeps it for j.
func (p *playPage) dealVerdict(j *session.Joined) *netplay.Verdict {
	if v := j.Verdict(); v != nil || p.page.Src() == nil {
		return v
	}
	page := p.page
	page.Async(func() {
		defer crash.Recover()
		v := checkDeal(j)
		if v == nil {
			return // not over, or no reveal yet, or a check under way
		}
		page.Dispatch(func(ctx app.Context) {
			if errors.Is(v.Err, netplay.ErrUnchecked) {
				if p.unchecked == j {
					ctx.PreventUpdate() // said already
					return
				}
				p.unchecked = j
			}
		})
	})
	if p.unchecked == j {
		return &netplay.Verdict{Err: netplay.ErrUnchecked}
	}
	return nil
}

// renderVerdict shows a guest the fair-deal check at the end: what was
// verified, or exactly what failed.
func (p *playPage) renderVerdict() app.UI {
	if joined() == nil || joined().Guest() == nil {
		return app.Text("")
	}
	v := p.dealVerdict(joined())
	if v == nil {
		return app.P().Class("verdict muted").ID("verdict").Aria("live", "polite").Text(tr("net.verifying"))
	}
	if v.Err != nil {
		return app.P().Class("verdict error").ID("verdict").DataSet("ok", "no").Aria("live", "assertive").
			Text(tr("net.unverified", dealError(v.Err)))
	}
	detail := tr("net.verified.detail", v.Positions, v.Moves)
	if v.Away > 0 {
		detail += " " + tr("net.verified.away", v.Away)
	}
	if v.Rewound > 0 {
		detail += " " + tr("net.verified.rewound", v.Rewound)
	}
	if v.Late {
		// Joined after the deal: the moves are checked, the deal is not.
		return app.Div().Class("verdict muted").ID("verdict").DataSet("ok", "late").Aria("live", "polite").Body(
			app.P().Body(app.Strong().Text(tr("net.verified.late"))),
			app.P().Class("small").Text(tr("net.verified.noshare")+" "+detail),
		)
	}
	return app.Div().Class("verdict ok").ID("verdict").DataSet("ok", "yes").Aria("live", "polite").Body(
		app.P().Body(app.Strong().Text(tr("net.verified"))),
		app.P().Class("small").Text(tr("net.verified.share")+" "+detail),
	)
}

// dealError says in the player's language what the deal check found.
func dealError(err error) string {
	for _, k := range []struct {
		err error
		key string
	}{
		{netplay.ErrUnchecked, "net.deal.unchecked"},
		{netplay.ErrCommitChanged, "net.deal.changed"},
		{netplay.ErrCommitMismatch, "net.deal.commit"},
		{netplay.ErrShareMissing, "net.deal.share"},
		{netplay.ErrSeedMismatch, "net.deal.seed"},
		{netplay.ErrReplay, "net.deal.replay"},
		{netplay.ErrForgedMove, "net.deal.forged"},
		{netplay.ErrShownMismatch, "net.deal.shown"},
	} {
		if !errors.Is(err, k.err) {
			continue
		}
		// The move the check stopped at, by its number; the move itself
		// and the replay's words are for the logs (see checkDeal).
		var d *netplay.DealError
		if errors.As(err, &d) && d.Move > 0 {
			return tr(k.key) + tr("net.deal.move", d.Move)
		}
		return tr(k.key)
	}
	return err.Error()
}

// renderGuestWarnings tells a guest what the host's device did that it
// should know of: a commitment that changed, moves it lost.
func renderGuestWarnings(st netplay.GuestState) app.UI {
	return app.Div().Body(
		app.If(st.CommitChanged, func() app.UI {
			return app.P().Class("error").ID("warn-commit").Aria("live", "assertive").Text(tr("net.warn.commit"))
		}),
		app.If(st.Rewound > 0, func() app.UI {
			return app.P().Class("notice").ID("warn-rewound").Aria("live", "assertive").Text(tr("net.warn.rewound", st.Rewound))
		}),
	)
}

// renderNetBar tells the host which guests are gone, with the one tap that
// re-invites them, and leads to the lobby.
func (p *playPage) renderNetBar() app.UI {
	if hosted() == nil || hosted().Net() == nil {
		return app.Text("")
	}
	var gone, failing []netplay.SeatState
	for _, s := range hosted().Net().Seats() {
		if s.Kind == table.Remote && s.Status != netplay.Connected {
			gone = append(gone, s)
		} else if s.Err != nil {
			failing = append(failing, s)
		}
	}
	lost := hosted().Net().Lost()
	return app.Div().Class("netbar").ID("netbar").Body(
		app.If(lost > 0, func() app.UI {
			return app.P().Class("notice").ID("host-lost").Aria("live", "assertive").Text(tr("net.host.lost", lost))
		}),
		app.Range(gone).Slice(func(i int) app.UI {
			s := gone[i]
			return app.Div().Class("notice").Body(
				app.Span().Text(tr("net.gone", s.Name)),
				app.Button().ID("bar-reinvite-"+strconv.Itoa(int(s.Seat))).Class("primary").Text(tr("net.reinvite", s.Name)).
					OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "lobby") }),
			)
		}),
		app.Range(failing).Slice(func(i int) app.UI {
			return app.P().Class("error small").Text(tr("net.sendfailed", failing[i].Name))
		}),
		app.Button().ID("to-lobby").Class("ghost small").Text(tr("net.players")).
			OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "lobby") }),
	)
}
