package ui

import (
	"menagerie/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
)

// The end of each round, and the game's end, wait for the player: the
// game's summary of the round shows over the table (kit.Moment), the bots
// hold their next move, and "Continuer" lets play go on. Only a game on
// this device alone pauses so: a network table does not wait for one of
// its players, and there the summary shows over the player's table while
// the others play on, until they tap "Continuer" (renderNetMoment).

// storageMoments holds "off" when the player has turned the pauses off
// (the table's menu).
const storageMoments = "menagerie.moments"

// momentsOn says whether a round's end waits for the player.
func momentsOn() bool { return setting(storageMoments) != "off" }

// roundMark is what the play page knows of the rounds of the game on
// screen: the last round whose end the player has seen, and whether the
// game's end was seen.
type roundMark struct {
	s    *session.Hosted
	seen int
	end  bool
}

// dueMoment says whether a round's end (or the game's) is waiting for the
// player, and which round is in progress.
func (p *playPage) dueMoment() (int, bool) {
	s := hosted()
	if s == nil || s.Net() != nil || !momentsOn() {
		return 0, false
	}
	kg, ok := tableFor(s.Setup().Game)
	if !ok || kg.RoundEnd == nil {
		return 0, false
	}
	r, ok := s.Round()
	if !ok {
		return 0, false
	}
	if p.rounds.s != s {
		// A game come on screen: what happened before is no moment.
		p.rounds = roundMark{s: s, seen: r, end: s.Over()}
	}
	if s.Over() {
		return r, !p.rounds.end
	}
	return r, r > p.rounds.seen
}

// renderMoment is the summary due over the table for u, if any.
func (p *playPage) renderMoment(kg kit.Game, u table.Update) app.UI {
	if networked() {
		return p.renderNetMoment(kg, u)
	}
	r, due := p.dueMoment()
	if !due {
		return nil
	}
	body := kit.Scoped("moment-", func() app.UI { return kit.Static(kg.RoundEnd(u)) })
	if body == nil {
		p.seeMoment(r)
		return nil
	}
	return kit.Moment(body, func(ctx app.Context, e app.Event) {
		p.seeMoment(r)
		p.schedule(ctx)
		p.coach(ctx)
	})
}

// networked says whether the game on screen is played across devices.
func networked() bool {
	s := hosted()
	return joined() != nil || s != nil && s.Net() != nil
}

// renderNetMoment is, at a table played across devices, the summary of the
// round just ended over the table until the player taps "Continuer": the
// others play on meanwhile (a network table waits for none of its
// players), and the player then finds the table where it is. The summary
// is drawn from the first update of the next round (or the game's last),
// kept until then.
func (p *playPage) renderNetMoment(kg kit.Game, u table.Update) app.UI {
	if kg.RoundEnd == nil || !momentsOn() {
		return nil
	}
	if u.Commit != p.netMomentGame {
		// Another game: its rounds count from the start.
		p.netMomentGame, p.netMomentMark, p.netMoment = u.Commit, 0, nil
	}
	// A new summary comes with a new round, or with the game's end.
	mark := u.Round * 2
	if u.Over {
		mark++
	}
	if mark > p.netMomentMark {
		p.netMomentMark = mark
		if p.netMomentArmed {
			ended := u
			p.netMoment = &ended
		}
	}
	// A summary on the page's first look at the table is an old one (a
	// page come to a game in progress).
	p.netMomentArmed = true
	if p.netMoment == nil {
		return nil
	}
	ended := *p.netMoment
	body := kit.Scoped("moment-", func() app.UI { return kit.Static(kg.RoundEnd(ended)) })
	if body == nil {
		// Nothing to sum up at this round's end (the game says so).
		p.netMoment = nil
		return nil
	}
	return kit.Moment(body, func(ctx app.Context, e app.Event) { p.netMoment = nil })
}

// seeMoment notes that the player has seen the end of the rounds before r
// (and the game's end, if it is over).
func (p *playPage) seeMoment(r int) {
	p.rounds.seen = max(p.rounds.seen, r)
	if hosted() != nil && hosted().Over() {
		p.rounds.end = true
	}
}

// toggleMoments turns the pauses at rounds' ends on or off.
func toggleMoments(ctx app.Context, e app.Event) {
	if momentsOn() {
		setLocalString(storageMoments, "off")
	} else {
		setLocalString(storageMoments, "on")
	}
}
