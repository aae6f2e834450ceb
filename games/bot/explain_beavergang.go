package bot

import (
	"math/rand/v2"

	"menagerie/games"
	bg "menagerie/games/beavergang"
)

// The reasons of Beaver Gang, each true of the move it comes with, from
// the cards the seat remembers of its own row (every card it has seen and
// followed since: bg.State.Knows) and the cards on show. An unknown card
// is worth bgMean (5) on average, the mean number card.
const (
	// ReasonBGLower: the card taken or kept is lower than the one it
	// replaces, which the seat remembers.
	ReasonBGLower = "beavergang.lower"
	// ReasonBGUnknown: the card taken or kept is lower than an unknown
	// card on average, and replaces one the seat does not know.
	ReasonBGUnknown = "beavergang.unknown"
	// ReasonBGKnow: the card replaces one the seat does not know: it will
	// know this slot.
	ReasonBGKnow = "beavergang.know"
	// ReasonBGPlace: the card replaces one; the replaced card goes to the
	// discard.
	ReasonBGPlace = "beavergang.place"
	// ReasonBGDraw: draw, the discard is a number no lower than any card
	// of the row it could replace (known, or 5 for an unknown one).
	ReasonBGDraw = "beavergang.draw"
	// ReasonBGDrawSee: draw; only the seat sees the card drawn.
	ReasonBGDrawSee = "beavergang.drawsee"
	// ReasonBGSecond: discard the first card of a Piocher to draw a second.
	ReasonBGSecond = "beavergang.second"
	// ReasonBGNoUse: discard, the drawn card is no lower than any card of
	// the row it could replace.
	ReasonBGNoUse = "beavergang.nouse"
	// ReasonBGDiscard: discard; the card does not enter the row.
	ReasonBGDiscard = "beavergang.discard"
	// ReasonBGPeek: play a Regarder while a card of the row is unknown.
	ReasonBGPeek = "beavergang.peek"
	// ReasonBGSwapGive: play an Échange while the row holds a known card
	// above the mean.
	ReasonBGSwapGive = "beavergang.swapgive"
	// ReasonBGPlay: play the action card; it goes to the discard.
	ReasonBGPlay = "beavergang.play"
	// ReasonBGSwapHigh: swap a card the seat knows is higher than the one
	// it gets (known, or 5 for an unknown one).
	ReasonBGSwapHigh = "beavergang.swaphigh"
	// ReasonBGSwap: swap; nobody looks at the cards swapped.
	ReasonBGSwap = "beavergang.swap"
	// ReasonBGLook: look at a card the seat does not know.
	ReasonBGLook = "beavergang.look"
	// ReasonBGLookAgain: look at a card again; the row does not change.
	ReasonBGLookAgain = "beavergang.lookagain"
	// ReasonBGKnockLow: knock, the row is worth bgKnockAt (10) or less,
	// unknown cards counted 5.
	ReasonBGKnockLow = "beavergang.knocklow"
	// ReasonBGKnock: knock; the others have one turn each left.
	ReasonBGKnock = "beavergang.knock"
	// ReasonBGWait: do not knock, the row is worth more than bgKnockAt.
	ReasonBGWait = "beavergang.wait"
	// ReasonBGPass: do not knock; the row may get lower still.
	ReasonBGPass = "beavergang.pass"
	// ReasonBGPeekFirst: look at the two outer cards at the start.
	ReasonBGPeekFirst = "beavergang.peekfirst"
	// ReasonBGReady: ready to play.
	ReasonBGReady = "beavergang.ready"
)

// bgRemembered is what seat remembers of its own row: each slot's card
// code, bgNone where it does not know it. The cards are read from a
// determinization for seat, which deals again only what seat has not seen.
func bgRemembered(s games.State, seat games.Seat) (row [4]int8, ok bool) {
	st, isBG := s.(*bg.State)
	if !isBG {
		return row, false
	}
	rows, ok := bgProbe(st.Determinize(seat, rand.New(rand.NewPCG(0, 0))), seat)
	if !ok {
		return row, false
	}
	for i := range 4 {
		row[i] = bgNone
		if st.Knows(seat, seat, i) {
			row[i] = rows[seat][i]
		}
	}
	return row, true
}

// explain: what the move does to the seat's row, as far as it remembers it.
func (beavergangGame) explain(s games.State, seat games.Seat, legal []games.Move, m games.Move) string {
	v := s.View(seat).(bg.View)
	mv := m.(bg.Move)
	switch mv.Kind {
	case bg.KindPeek:
		return ReasonBGPeekFirst
	case bg.KindReady:
		return ReasonBGReady
	}
	row, ok := bgRemembered(s, seat)
	if !ok {
		return ""
	}
	// better says whether card c would lower the row in slot i.
	better := func(c int8, i int) bool {
		if row[i] == bgNone {
			return float64(c) < bgMean
		}
		return float64(c) < bgValue(row[i])
	}
	useless := func(c int8) bool {
		if c < 0 || c > 9 {
			return true
		}
		for i := range 4 {
			if better(c, i) {
				return false
			}
		}
		return true
	}
	place := func(c int8, i int) string {
		switch {
		case row[i] != bgNone && better(c, i):
			return ReasonBGLower
		case row[i] == bgNone && better(c, i):
			return ReasonBGUnknown
		case row[i] == bgNone:
			return ReasonBGKnow
		}
		return ReasonBGPlace
	}
	total := 0.0
	for _, c := range row {
		total += bgValue(c)
	}
	drawn := bgCard(v.Drawn)
	switch mv.Kind {
	case bg.KindTake:
		return place(bgCard(v.Top), mv.Slot)
	case bg.KindReplace:
		return place(drawn, mv.Slot)
	case bg.KindDraw:
		if top := bgCard(v.Top); top >= 0 && top <= 9 && useless(top) {
			return ReasonBGDraw
		}
		return ReasonBGDrawSee
	case bg.KindDiscard:
		switch {
		case v.Second:
			return ReasonBGSecond
		case drawn >= 0 && drawn <= 9 && useless(drawn):
			return ReasonBGNoUse
		}
		return ReasonBGDiscard
	case bg.KindPlay:
		for _, c := range row {
			if drawn == int8(bg.Regarder) && c == bgNone {
				return ReasonBGPeek
			}
			if drawn == int8(bg.Echange) && c != bgNone && bgValue(c) > bgMean {
				return ReasonBGSwapGive
			}
		}
		return ReasonBGPlay
	case bg.KindSwap:
		theirs := bgMean
		if st := s.(*bg.State); st.Knows(seat, games.Seat(mv.Seat), mv.TheirSlot) {
			if rows, ok := bgProbe(st.Determinize(seat, rand.New(rand.NewPCG(0, 0))), seat); ok {
				theirs = bgValue(rows[mv.Seat][mv.TheirSlot])
			}
		}
		if row[mv.Slot] != bgNone && bgValue(row[mv.Slot]) > theirs {
			return ReasonBGSwapHigh
		}
		return ReasonBGSwap
	case bg.KindLook:
		if row[mv.Slot] == bgNone {
			return ReasonBGLook
		}
		return ReasonBGLookAgain
	case bg.KindKnock:
		if total <= bgKnockAt {
			return ReasonBGKnockLow
		}
		return ReasonBGKnock
	case bg.KindPass:
		if total > bgKnockAt {
			return ReasonBGWait
		}
		return ReasonBGPass
	}
	return ""
}
