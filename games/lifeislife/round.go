package lifeislife

import (
	"math/rand/v2"

	"menagerie/games"
)

// actionKind says what the last move was, for the view.
type actionKind uint8

const (
	actNone actionKind = iota
	actExchange
	actKnock // the knock that announces the last turn
	actPass  // a knock during the last turn
)

// outcome says how the last move ended the round, if it did.
type outcome uint8

const (
	outNone        outcome = iota
	outSuddenDeath         // the mover showed a set
	outScored              // the last of the last turns: the round was scored
)

// action is the last move, all of it public.
type action struct {
	round      int
	seat       games.Seat
	kind       actionKind
	row        int
	laid, took Cards
	outcome    outcome
}

// roundSummary is how a round ended, all of it public.
type roundSummary struct {
	round       int
	suddenDeath bool
	trigger     games.Seat        // the set's holder; noSeat after scoring
	sets        uint16            // the sets shown, a bit per species
	played      [maxPlayers]bool  // who played the round
	revealed    [maxPlayers]bool  // whose hand was shown
	hands       [maxPlayers]Cards // the revealed hands
	totals      [maxPlayers]int   // points scored (scoring only)
	lives       [maxPlayers]int   // lives change: -2 … +1
	eliminated  [maxPlayers]bool  // lost their last life this round
}

// sortedDeck is the 60 cards in species order, ready to shuffle.
var sortedDeck = [DeckSize]Species(fullDeck.List())

// newRound reshuffles all 60 cards and deals: 10 to every player still in,
// then rows of 1, 2, 3 and 4 cards; the rest is set aside unseen.
func (s *State) newRound() {
	s.round++
	deck := sortedDeck
	rand.New(&s.rng).Shuffle(DeckSize, func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
	i := 0
	deal := func(n int) Cards {
		var c Cards
		for _, sp := range deck[i : i+n] {
			c = c.add(sp, 1)
		}
		i += n
		return c
	}
	for p := range s.players {
		s.hands[p], s.known[p], s.exchanged[p], s.forbid[p] = 0, 0, false, [len(setSpecies)]uint16{}
		if s.lives[p] > 0 {
			s.hands[p] = deal(handSize)
		}
	}
	for r := 1; r <= numRows; r++ {
		s.rows[r-1] = deal(r)
	}
	s.aside = deal(DeckSize - i)
	s.knocker = noSeat
	s.turn = s.starter
}

// majority returns who wins the majority of sp among counts, and why:
// the one player with strictly more cards than every other, with at least
// need cards (2 when only two players are left, else 1).
func majority(counts *[maxPlayers]int, played *[maxPlayers]bool, need int) (games.Seat, string) {
	best, winner, tie := 0, noSeat, false
	for p, k := range counts {
		if !played[p] {
			continue
		}
		switch {
		case k > best:
			best, winner, tie = k, games.Seat(p), false
		case k == best && k > 0:
			tie = true
		}
	}
	switch {
	case best == 0:
		return noSeat, "none"
	case tie:
		return noSeat, "tie"
	case best < need:
		return noSeat, "one_card"
	}
	return winner, "won"
}

// needFor is the fewest cards that make a majority when n players are in.
func needFor(n int) int {
	if n == 2 {
		return 2
	}
	return 1
}

// scoreRound ends a round normally: every hand is shown, majorities are
// scored per species and lives are lost by totals.
func (s *State) scoreRound() {
	sum := roundSummary{round: s.round, trigger: noSeat}
	n := 0
	for p := range s.players {
		if s.lives[p] > 0 {
			sum.played[p], sum.revealed[p], sum.hands[p] = true, true, s.hands[p]
			n++
		}
	}
	need := needFor(n)
	for sp := range NumSpecies {
		var counts [maxPlayers]int
		for p := range s.players {
			counts[p] = s.hands[p].Count(Species(sp))
		}
		if w, _ := majority(&counts, &sum.played, need); w != noSeat {
			sum.totals[w] += speciesValue[sp]
		}
	}
	sum.lives = livesLost(&sum.totals, &sum.played)
	s.endRound(sum)
}

// livesLost returns the lives change of each player of a scored round:
// the highest total(s) lose no life, the lowest two, the others one; when
// all totals are equal nobody loses.
func livesLost(totals *[maxPlayers]int, played *[maxPlayers]bool) (lives [maxPlayers]int) {
	hi, lo := -1, 1<<30
	for p, in := range played {
		if in {
			hi, lo = max(hi, totals[p]), min(lo, totals[p])
		}
	}
	for p, in := range played {
		switch {
		case !in || hi == lo || totals[p] == hi:
		case totals[p] == lo:
			lives[p] = -2
		default:
			lives[p] = -1
		}
	}
	return lives
}

// suddenDeath ends the round at once because p shows a set: everybody else
// loses a life; in the advanced variant p gains one.
func (s *State) suddenDeath(p games.Seat, sets uint16) {
	sum := roundSummary{round: s.round, suddenDeath: true, trigger: p, sets: sets}
	sum.revealed[p], sum.hands[p] = true, s.hands[p]
	for q := range s.players {
		if s.lives[q] == 0 {
			continue
		}
		sum.played[q] = true
		if games.Seat(q) != p {
			sum.lives[q] = -1
		} else if s.advanced {
			sum.lives[q] = 1
		}
	}
	s.endRound(sum)
}

// endRound applies the lives changes (never below 0; a player at 0 is out
// at once), then ends the game or deals the next round to the left of the
// previous start player.
func (s *State) endRound(sum roundSummary) {
	for p := range s.players {
		if !sum.played[p] {
			continue
		}
		s.lives[p] = max(0, s.lives[p]+sum.lives[p])
		if s.lives[p] == 0 {
			sum.eliminated[p] = true
			s.outRound[p] = s.round
		}
	}
	s.lastRound = sum
	if s.countIn() <= 1 {
		// The game is over: nothing is dealt any more, and the hands that
		// were not shown are put away unseen.
		s.turn, s.knocker = noSeat, noSeat
		s.hands, s.known, s.aside = [maxPlayers]Cards{}, [maxPlayers]Cards{}, fullDeck
		for _, row := range s.rows {
			s.aside -= row
		}
		return
	}
	s.starter = s.nextIn(s.starter)
	s.newRound()
}
