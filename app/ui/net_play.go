package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
)

// onNet follows a network event on the host's play page: a guest's move
// may hand the turn to a bot or to the next human.
func (p *playPage) onNet(ctx app.Context) {
	if joined == nil && current != nil {
		current.settle()
		p.schedule(ctx)
	}
}

// renderGuest is the play page of a guest: the host's updates for its
// seat, drawn by the same boards as a local game.
func (p *playPage) renderGuest() app.UI {
	gs := joined
	st, _ := gs.state()
	lost := st.Conn == p2p.StateClosed || st.Conn == p2p.StateFailed
	u, ok := gs.screen()
	leave := app.Button().ID("leave").Class("ghost").Text(tr("play.quit")).OnClick(func(ctx app.Context, e app.Event) {
		gs.leave()
		joined = nil
		navigate(ctx, "")
	})
	if !ok {
		return app.Div().Class("play guest").Body(
			app.If(lost, func() app.UI { return app.P().Class("error").ID("net-lost").Text(tr("net.lost")) }).
				Else(func() app.UI { return app.P().Class("muted").Text(tr("net.join.waiting")) }),
			leave,
		)
	}
	p.collectLog(u)
	g, _ := info(u.Game)
	var main app.UI
	if u.Over {
		main = p.renderEnd(u)
	} else {
		main = p.renderBoard(u)
	}
	refusal := ""
	if st.Err != "" {
		refusal = tr("play.error", netError(st.Err))
	}
	return app.Div().Class("play guest play-"+u.Game).Body(
		app.Div().Class("play-head").Body(
			app.H1().Text(g.name()),
			app.Div().Class("play-tools").Body(
				app.Button().Class("ghost").Text(tr("home.rules")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "rules/"+u.Game) }),
				leave,
			),
		),
		app.P().Class("status").ID("status").Aria("live", "polite").Text(p.status(u)),
		app.If(lost, func() app.UI { return app.P().Class("error").ID("net-lost").Text(tr("net.lost")) }),
		app.If(p.err != "", func() app.UI { return app.P().Class("error").Aria("live", "assertive").Text(p.err) }),
		app.If(refusal != "", func() app.UI { return app.P().Class("error").ID("refusal").Aria("live", "assertive").Text(refusal) }),
		main,
		p.renderLog(),
	)
}

// renderVerdict shows a guest the fair-deal check at the end.
func (p *playPage) renderVerdict() app.UI {
	if joined == nil || joined.g == nil {
		return app.Text("")
	}
	v := joined.checkDeal()
	if v == "" {
		return app.Text("")
	}
	cls := "verdict ok"
	if v != tr("net.verified") {
		cls = "verdict error"
	}
	return app.P().Class(cls).ID("verdict").Aria("live", "polite").Text(v)
}

// renderNetBar tells the host which guests are gone, with the one tap that
// re-invites them, and leads to the lobby.
func (p *playPage) renderNetBar() app.UI {
	if current == nil || current.net == nil {
		return app.Text("")
	}
	var gone []netplay.SeatState
	for _, s := range current.net.Seats() {
		if s.Kind == table.Remote && s.Status != netplay.Connected {
			gone = append(gone, s)
		}
	}
	return app.Div().Class("netbar").ID("netbar").Body(
		app.Range(gone).Slice(func(i int) app.UI {
			s := gone[i]
			return app.Div().Class("notice").Body(
				app.Span().Text(tr("net.gone", s.Name)),
				app.Button().ID("bar-reinvite-"+strconv.Itoa(int(s.Seat))).Class("primary").Text(tr("net.reinvite", s.Name)).
					OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "lobby") }),
			)
		}),
		app.Button().ID("to-lobby").Class("ghost small").Text(tr("net.players")).
			OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "lobby") }),
	)
}
