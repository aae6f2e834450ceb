package zoo

import "math/rand/v2"

// summary is how the last round ended, kept for the views until the next
// round ends. The points are derived from it (see points), and the totals
// and standings after it are the state's, which change only at a round's end.
type summary struct {
	round     int  // 0: no round has ended yet
	animals   bool // lions and hedgehogs were scored
	role      [maxPlayers]role
	partner   [maxPlayers]int8
	place     [maxPlayers]int8 // finishing place, 1 = first out
	lions     [maxPlayers]int8 // lions collected (set-aside cards included)
	hedgehogs [maxPlayers]int8 // hedgehogs collected (set-aside cards included)
	leftSeat  int8             // who was left holding cards, or -1
	left      Cards            // the cards left in that hand, shown
	asideSeat int8             // the lone player, or -1
	aside     Cards            // the lone player's set-aside cards, turned up
	table     Cards            // the unfinished trick, collected by nobody
}

// score is one seat's points for a round, by reason.
type score struct {
	place, team, lionBonus, lionLoss, noHedgehog int
}

// points is what the round scored for the seat: its place points (in a
// partner round, both partners' place points, or its own + 4 alone), then,
// when the round scores them, +1 per lion collected for two or more, −1
// per lion left in hand and −1 without a hedgehog collected.
func (sm *summary) points(seat, players int) score {
	var sc score
	sc.place = placePoints(int(sm.place[seat]), players)
	switch sm.role[seat] {
	case roleSenior, roleJunior:
		sc.team = sc.place + placePoints(int(sm.place[sm.partner[seat]]), players)
	case roleAlone:
		sc.team = sc.place + 4
	default:
		sc.team = sc.place
	}
	if sm.animals {
		if sm.lions[seat] >= 2 {
			sc.lionBonus = int(sm.lions[seat])
		}
		if int(sm.leftSeat) == seat {
			sc.lionLoss = -sm.left.Count(Lion)
		}
		if sm.hedgehogs[seat] == 0 {
			sc.noHedgehog = -1
		}
	}
	return sc
}

// sum is the round's score.
func (sc score) sum() int { return sc.team + sc.lionBonus + sc.lionLoss + sc.noHedgehog }

// placePoints scores a finishing place: 1st scores one point per player,
// each next place one less, and the player left with cards none (five
// players: 5, 4, 3, 2, 0; three players: 3, 2, 0).
func placePoints(place, players int) int {
	if place >= players {
		return 0
	}
	return players + 1 - place
}

// startRound shuffles and deals the round and sets who starts. Round 1: a
// dealer drawn from the seed, and the player to the dealer's left leads.
// Later rounds: the player in first place deals and the player in last
// place leads, after the exchanges of a partner round.
func (s *State) startRound() {
	n := s.players
	rng := rand.New(&s.pcg)
	if s.round == 1 {
		s.dealer = int8(rng.IntN(n))
	} else {
		s.dealer = int8(s.seatRanked(1))
	}
	s.hand, s.collected, s.aside, s.gave = [maxPlayers]Cards{}, [maxPlayers]Cards{}, [maxPlayers]Cards{}, [maxPlayers]Cards{}
	s.role, s.ready, s.place, s.finished = [maxPlayers]role{}, [maxPlayers]bool{}, [maxPlayers]int8{}, 0
	s.knows, s.shown = [maxPlayers]Cards{}, [maxPlayers]Cards{}
	for i := range s.partner {
		s.partner[i] = -1
	}
	s.pile, s.top, s.topAs, s.topBy, s.topHelper, s.passed = 0, 0, 0, -1, -1, 0
	s.asking, s.laid = false, 0

	// Deal one card at a time from the dealer's left: with seven players
	// the first four get 9 cards and the others 8.
	var deck [60]Animal
	k := 0
	full := deckFor(n)
	for a := range Animal(numAnimals) {
		for range full.Count(a) {
			deck[k] = a
			k++
		}
	}
	rng.Shuffle(k, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for i, a := range deck[:k] {
		s.hand[(int(s.dealer)+1+i)%n] += CardsOf(a, 1)
	}

	if s.partnerRound() {
		s.formTeams()
		s.phase = phaseExchange
		s.leader, s.turn = -1, -1
		return
	}
	s.phase = phasePlay
	if s.round == 1 {
		s.leader = int8((int(s.dealer) + 1) % n)
	} else {
		s.leader = s.lastPlaced()
	}
	s.turn = s.leader
}

// formTeams pairs the players by standing: 4: 1+3, 2+4 · 5: 1+4, 2+5, 3
// alone · 6: 1+4, 2+5, 3+6 · 7: 1+5, 2+6, 3+7, 4 alone. That is, rank r
// pairs with rank r+⌈n/2⌉. The higher-ranked partner is the senior.
func (s *State) formTeams() {
	half := (s.players + 1) / 2
	for r := 1; r <= half; r++ {
		a := s.seatRanked(r)
		if r+half > s.players {
			s.role[a] = roleAlone
			continue
		}
		b := s.seatRanked(r + half)
		s.role[a], s.role[b] = roleSenior, roleJunior
		s.partner[a], s.partner[b] = int8(b), int8(a)
	}
}

// seatRanked is the seat standing at rank r.
func (s *State) seatRanked(r int) int {
	for i := range s.players {
		if int(s.rank[i]) == r {
			return i
		}
	}
	return 0
}

// lastPlaced is the seat in last place, who leads rounds after the first.
func (s *State) lastPlaced() int8 { return int8(s.seatRanked(s.players)) }

// endRound scores the round, as soon as at most one player holds cards:
// place points (in teams in a partner round), then, when the round scores
// them, lions and hedgehogs. The cards of an unfinished trick go to nobody.
// Then the game ends or the next round is dealt.
func (s *State) endRound() {
	n := s.players
	sm := summary{round: s.round, animals: s.scoresAnimals(), leftSeat: -1, asideSeat: -1, table: s.pile}
	for i := range n {
		if s.holds(i) {
			s.finished++
			s.place[i] = s.finished
			sm.leftSeat, sm.left = int8(i), s.hand[i]
		}
		if s.role[i] == roleAlone {
			sm.asideSeat, sm.aside = int8(i), s.aside[i]
		}
		got := s.collected[i] + s.aside[i]
		sm.lions[i], sm.hedgehogs[i] = int8(got.Count(Lion)), int8(got.Count(Hedgehog))
	}
	sm.role, sm.partner, sm.place = s.role, s.partner, s.place
	for i := range n {
		s.total[i] += sm.points(i, n).sum()
	}
	s.lastRank = s.rank
	s.rank = standings(n, s.total, s.lastRank, s.place)
	s.lastRound = sm
	s.last.round = true
	s.pile, s.top, s.topBy, s.topHelper, s.passed = 0, 0, -1, -1, 0

	reached := 0
	for i := range n {
		if s.total[i] >= s.goal {
			reached++
		}
	}
	if reached >= 2 || (n == 3 && reached >= 1) {
		s.phase = phaseOver
		s.turn, s.leader = -1, -1
		return
	}
	s.round++
	s.startRound()
}

// standings ranks the seats by total, highest first. On equal totals the
// player who stood lower before the round ranks higher; after the first
// round, when nobody stood anywhere yet, the better finishing place of the
// round ranks higher.
func standings(n int, total [maxPlayers]int, before, place [maxPlayers]int8) [maxPlayers]int8 {
	ahead := func(a, b int) bool {
		switch {
		case total[a] != total[b]:
			return total[a] > total[b]
		case before[a] != before[b]:
			return before[a] > before[b]
		}
		return place[a] < place[b]
	}
	var order [maxPlayers]int
	for i := range n {
		j := i
		for ; j > 0 && ahead(i, order[j-1]); j-- {
			order[j] = order[j-1]
		}
		order[j] = i
	}
	var rank [maxPlayers]int8
	for r, seat := range order[:n] {
		rank[seat] = int8(r + 1)
	}
	return rank
}
