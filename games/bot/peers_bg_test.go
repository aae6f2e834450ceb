package bot

import (
	"math/rand/v2"

	"menagerie/games"
	bg "menagerie/games/beavergang"
)

// bgPeer (Beaver Gang) is a Cabo-style memory bot: it remembers everything
// its seat has seen (its opening look, its Regarder looks, the cards it
// put in its row, the discard pile, the cards others took from it, where
// the swaps moved them) and never looks at anything else. It takes a low
// discard or keeps a low drawn card in place of its worst card, looks at
// its unknown cards, swaps its worst card for the lowest card it knows in
// another row, and knocks by a Monte Carlo estimate from its own view:
// its chance that its row is the lowest, sampling every card it does not
// know from the cards it has not seen.
type bgPeer struct {
	n       int
	row     [bgMaxSeats][4]int8 // what it knows of each slot, bgNone if nothing
	discard []int8              // the discard pile, top last
	drawn   int8                // the card it drew and holds
	started bool
}

// bgDeckCounts is how many cards of each code the deck holds.
var bgDeckCounts = [13]int{4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 9, 7, 5}

// reset starts a round: nothing known, the discard pile its top card.
func (p *bgPeer) reset(v bg.View) {
	p.n = v.Players
	for q := range p.row {
		p.row[q] = [4]int8{bgNone, bgNone, bgNone, bgNone}
	}
	p.discard = append(p.discard[:0], bgCard(v.Top))
	p.started = true
}

// see notes the cards of its own row on show in its view.
func (p *bgPeer) see(v bg.View, seat games.Seat) {
	for i, name := range v.Seats[seat].Row {
		if name != "" {
			p.row[seat][i] = bgCard(name)
		}
	}
	if v.Drawn != "" {
		p.drawn = bgCard(v.Drawn)
	}
}

func (p *bgPeer) watch(s games.State, seat games.Seat) {
	v := s.View(seat).(bg.View)
	e := v.Last
	if !p.started || e.RoundOver || e.Kind == "deal" {
		p.reset(v)
		p.see(v, seat)
		return
	}
	switch e.Kind {
	case bg.KindTake:
		p.row[e.Seat][e.Slot] = bgCard(e.Card)
		if len(p.discard) > 0 {
			p.discard[len(p.discard)-1] = bgCard(e.Out)
		}
	case bg.KindReplace:
		if games.Seat(e.Seat) == seat {
			p.row[e.Seat][e.Slot] = p.drawn
		} else {
			p.row[e.Seat][e.Slot] = bgNone
		}
		p.discard = append(p.discard, bgCard(e.Out))
	case bg.KindDiscard, bg.KindPlay:
		p.discard = append(p.discard, bgCard(e.Card))
	case bg.KindSwap:
		a, b := &p.row[e.Seat][e.Slot], &p.row[e.Target][e.TargetSlot]
		*a, *b = *b, *a
	}
	if e.Rebuilt {
		p.discard = append(p.discard[:0], bgCard(v.Top))
	}
	p.see(v, seat)
}

// unseen returns how many cards of each code it has not located, and the
// mean of the number cards among them.
func (p *bgPeer) unseen() (counts [13]int, mean float64) {
	counts = bgDeckCounts
	for q := range p.n {
		for _, c := range p.row[q] {
			if c >= 0 {
				counts[c]--
			}
		}
	}
	for _, c := range p.discard {
		if c >= 0 {
			counts[c]--
		}
	}
	n, sum := 0, 0
	for c := range 10 {
		counts[c] = max(0, counts[c])
		n += counts[c]
		sum += c * counts[c]
	}
	if n == 0 {
		return counts, bgMean
	}
	return counts, float64(sum) / float64(n)
}

// worth is what a slot's card is expected to score.
func bgPeerWorth(c int8, mean float64) float64 {
	if c < 0 || c > 9 {
		return mean
	}
	return float64(c)
}

func (p *bgPeer) choose(s games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	v := s.View(seat).(bg.View)
	if !p.started {
		p.reset(v)
	}
	p.see(v, seat)
	counts, mean := p.unseen()
	mine := p.row[seat]
	worst, worstV, unknown := 0, -1.0, -1
	for i, c := range mine {
		if w := bgPeerWorth(c, mean); w > worstV || w == worstV && c < 0 {
			worst, worstV = i, w
		}
		if c < 0 && unknown < 0 {
			unknown = i
		}
	}
	switch legal[0].(bg.Move).Kind {
	case bg.KindPeek, bg.KindReady:
		return legal[0] // peek first, then ready
	case bg.KindTake, bg.KindDraw:
		if t := bgCard(v.Top); t >= 0 && t <= 9 && (float64(t) < worstV-1.5 || t <= 1 && float64(t) < worstV) {
			return bg.Move{Kind: bg.KindTake, Slot: worst}
		}
		return bg.Move{Kind: bg.KindDraw}
	case bg.KindReplace, bg.KindDiscard, bg.KindPlay:
		switch c := p.drawn; {
		case c >= 0 && c <= 9:
			if float64(c) < worstV-1 {
				return bg.Move{Kind: bg.KindReplace, Slot: worst}
			}
		case c == int8(bg.Piocher),
			c == int8(bg.Regarder) && unknown >= 0,
			c == int8(bg.Echange) && worstV >= 6:
			return bg.Move{Kind: bg.KindPlay}
		}
		return bg.Move{Kind: bg.KindDiscard}
	case bg.KindLook:
		if unknown >= 0 {
			return bg.Move{Kind: bg.KindLook, Slot: unknown}
		}
		return bg.Move{Kind: bg.KindLook, Slot: worst}
	case bg.KindSwap:
		o, j, low := -1, 0, worstV-1
		for q := range p.n {
			for i, c := range p.row[q] {
				if games.Seat(q) != seat && c >= 0 && c <= 9 && float64(c) < low {
					o, j, low = q, i, float64(c)
				}
			}
		}
		if o < 0 {
			o = (int(seat) + 1 + rng.IntN(p.n-1)) % p.n
			j = rng.IntN(4)
		}
		return bg.Move{Kind: bg.KindSwap, Slot: worst, Seat: o, TheirSlot: j}
	case bg.KindKnock, bg.KindPass:
		if p.knockChance(seat, counts, rng) >= 0.7 {
			return bg.Move{Kind: bg.KindKnock}
		}
		return bg.Move{Kind: bg.KindPass}
	}
	return legal[0]
}

// knockChance is the share of samples in which its row scores the lowest
// (a tie counting), every card it does not know drawn from the number
// cards it has not seen.
func (p *bgPeer) knockChance(seat games.Seat, counts [13]int, rng *rand.Rand) float64 {
	var pool []int
	for c := range 10 {
		for range counts[c] {
			pool = append(pool, c)
		}
	}
	if len(pool) == 0 {
		pool = []int{5}
	}
	const samples = 200
	wins := 0
	for range samples {
		var totals [bgMaxSeats]int
		for q := range p.n {
			for _, c := range p.row[q] {
				if c >= 0 && c <= 9 {
					totals[q] += int(c)
				} else {
					totals[q] += pool[rng.IntN(len(pool))]
				}
			}
		}
		lowest := true
		for q := range p.n {
			if games.Seat(q) != seat && totals[q] < totals[seat] {
				lowest = false
			}
		}
		if lowest {
			wins++
		}
	}
	return float64(wins) / samples
}
