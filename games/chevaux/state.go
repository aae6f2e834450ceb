package chevaux

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"menagerie/games"
)

// pcgStream is the second PCG word of the deal; the first is Config.Seed.
const pcgStream = 0x63686576617578 // "chevaux"

// phase is the step a battle is at.
type phase uint8

const (
	phaseChoosing   phase = iota // the leader chooses the characteristic
	phaseAnnouncing              // a player who may switch decides
	phaseResult                  // the battle is decided; its winner takes the cards
	phaseOver                    // the game has ended
)

var phaseIDs = [...]string{"choosing", "announcing", "result", "over"}

// decision is what decided a battle.
type decision uint8

const (
	byValue     decision = iota // one best value
	byRarity                    // tie on value, one rarest card among the tied
	byTieBreak                  // tie on value and rarity, decided by turning up cards
	byExhausted                 // every tied player ran out of cards: nearest the setter won
)

var decisionIDs = [...]string{"value", "rarity", "tiebreak", "exhausted"}

// endReason is why the game ended.
type endReason uint8

const (
	endNone     endReason = iota
	endAllCards           // one player holds every card in play
	endLimit              // the battle limit was reached
	endSafety             // a game without a battle limit reached SafetyBattles
	endTime               // a timed game: the players stopped when the time was up
)

var endIDs = [...]string{"", "all-cards", "limit", "safety", "time"}

// tieCard is a card turned up to break a tie.
type tieCard struct {
	seat  int8
	round uint8 // 1, 2, …
	card  uint8
}

// battle is one battle: the cards on the table and how it went.
type battle struct {
	number   int  // 1, 2, …
	leader   int8 // who chose the first characteristic
	setter   int8 // who set the current characteristic; -1 while choosing
	turn     int8 // whose announcement is awaited; -1 when none
	winner   int8 // -1 until decided
	char     Characteristic
	switches uint8
	by       decision
	card     [MaxPlayers]uint8 // each seat's battle card, face down; 0 = not in the battle
	setBy    [MaxPlayers]bool  // has set a characteristic (chose or switched): the card's rarity is told
	said     [MaxPlayers]bool  // announced with the current characteristic
	tied     [MaxPlayers]bool  // had the best value (once decided)
	tb       [NumCards]tieCard // tie-break cards, in the order turned up
	ntb      uint8
}

// event is one public happening of the current battle. An announcement
// names no card: its value is the value of the seat's battle card.
type event struct {
	seat  int8
	kind  eventKind
	card  uint8 // the card turned up (tiebreak only)
	char  Characteristic
	count uint8 // cards won (win, collect)
	by    decision
}

// eventKind says what an event is.
type eventKind uint8

const (
	evChoose   eventKind = iota // the leader chose and announced
	evAnnounce                  // an automatic announcement
	evKeep                      // a player who might switch kept and announced
	evSwitch                    // a player switched and announced
	evTieBreak                  // a tied player turned up a card
	evWin                       // the battle was decided
	evCollect                   // the winner took the cards
)

var eventIDs = [...]string{"choose", "announce", "keep", "switch", "tiebreak", "win", "collect"}

// State is a game of Chevaux in progress. It implements games.State.
type State struct {
	players int
	limit   int  // battle limit; 0 = none
	minutes int  // the agreed length of a timed game; 0 = not timed
	stop    bool // a timed game's time is up: it ends after the battle in progress
	inPlay  int  // cards dealt (36 less the set-aside ones)
	rng     rand.PCG
	aside   []uint8 // set-aside cards, out of play; nil when none
	piles   [MaxPlayers]pile
	out     [MaxPlayers]bool
	known   uint64 // bit id set: card id has been face up (shown once its battle was decided), so its place is public
	phase   phase
	end     endReason
	battles int // battles finished (cards collected)
	cur     battle
	prev    battle // the last finished battle, when battles > 0
	log     []event
	last    event // the last collect, shown when the log is empty
}

func newState(players int, seed uint64, e Ending) *State {
	s := &State{players: players, limit: e.Battles, minutes: e.Minutes, rng: *rand.NewPCG(seed, pcgStream)}
	var deck [NumCards]uint8
	for i := range deck {
		deck[i] = uint8(i + 1)
	}
	rand.New(&s.rng).Shuffle(NumCards, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s.inPlay = NumCards / players * players
	for i := 0; i < s.inPlay; i++ {
		s.piles[i%players].push(deck[i])
	}
	if s.inPlay < NumCards {
		s.aside = slices.Clone(deck[s.inPlay:])
	}
	s.startBattle(0)
	return s
}

// startBattle puts every player's top card on the table, face down, and
// gives the lead to leader.
func (s *State) startBattle(leader int) {
	s.cur = battle{number: s.battles + 1, leader: int8(leader), setter: -1, turn: -1, winner: -1}
	for p := 0; p < s.players; p++ {
		if !s.out[p] {
			s.cur.card[p] = s.piles[p].pop()
		}
	}
	s.phase = phaseChoosing
	s.log = s.log[:0]
}

// faceDown reports whether the battle cards lie face down: the battle is
// being announced.
func (s *State) faceDown() bool { return s.phase == phaseChoosing || s.phase == phaseAnnouncing }

// actor returns the one seat to act, or -1 when the game is over.
func (s *State) actor() int {
	switch s.phase {
	case phaseChoosing:
		return int(s.cur.leader)
	case phaseAnnouncing:
		return int(s.cur.turn)
	case phaseResult:
		return int(s.cur.winner)
	}
	return -1
}

// ToAct returns the one seat to act, or nothing once the game is over.
func (s *State) ToAct() []games.Seat {
	if a := s.actor(); a >= 0 {
		return []games.Seat{games.Seat(a)}
	}
	return nil
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phaseOver }

// Round is the battle being fought, 1, 2, …, the last one once the game
// is over (games.Rounder).
func (s *State) Round() int { return s.cur.number }

// Legal returns every legal move of seat, or nil when seat may not act.
func (s *State) Legal(seat games.Seat) []games.Move {
	if int(seat) != s.actor() || seat < 0 {
		return nil
	}
	return s.appendLegal(make([]games.Move, 0, 4))
}

// appendLegal appends the actor's legal moves to dst: the allocation-free
// path of playouts.
func (s *State) appendLegal(dst []games.Move) []games.Move {
	switch s.phase {
	case phaseChoosing:
		for _, c := range Characteristics {
			dst = append(dst, Choose(c))
		}
	case phaseAnnouncing:
		dst = append(dst, Keep())
		for _, c := range Characteristics {
			if c != s.cur.char {
				dst = append(dst, Switch(c))
			}
		}
	case phaseResult:
		dst = append(dst, Collect())
	}
	return dst
}

// Apply plays move m for seat after checking that it is legal; on error
// nothing changes.
func (s *State) Apply(seat games.Seat, m games.Move) error {
	mv, ok := m.(Move)
	if !ok {
		return fmt.Errorf("chevaux: %v (%T) is not a chevaux move", m, m)
	}
	c, err := mv.parse()
	if err != nil {
		return err
	}
	if s.phase == phaseOver {
		return fmt.Errorf("chevaux: the game is over")
	}
	if seat < 0 || int(seat) >= s.players {
		return fmt.Errorf("chevaux: no seat %d at this %d-player table", seat, s.players)
	}
	if a := s.actor(); int(seat) != a {
		return fmt.Errorf("chevaux: seat %d may not act now: seat %d is to %s", seat, a, s.actorTask())
	}
	switch s.phase {
	case phaseChoosing:
		if mv.Kind != KindChoose {
			return fmt.Errorf("chevaux: seat %d must choose the characteristic, not %q", seat, mv)
		}
		s.choose(c)
	case phaseAnnouncing:
		switch mv.Kind {
		case KindKeep:
			s.keep()
		case KindSwitch:
			if c == s.cur.char {
				return fmt.Errorf("chevaux: the battle is already on %s; switch to another characteristic", c)
			}
			s.switchTo(c)
		default:
			return fmt.Errorf("chevaux: seat %d must keep %s or switch, not %q", seat, s.cur.char, mv)
		}
	case phaseResult:
		if mv.Kind != KindCollect {
			return fmt.Errorf("chevaux: seat %d won the battle and must collect the cards, not %q", seat, mv)
		}
		s.collect()
	}
	return nil
}

// actorTask says what the actor has to do, for error messages.
func (s *State) actorTask() string {
	switch s.phase {
	case phaseChoosing:
		return "choose the characteristic"
	case phaseAnnouncing:
		return "keep " + s.cur.char.String() + " or switch"
	}
	return "collect the cards"
}

// choose is the leader's choice of characteristic c.
func (s *State) choose(c Characteristic) {
	b := &s.cur
	b.char = c
	b.setter = b.leader
	b.setBy[b.leader] = true
	s.announce(int(b.leader), evChoose)
	b.turn = s.next(int(b.leader))
	s.advance()
}

// keep is the awaited player's announcement with the current characteristic.
func (s *State) keep() {
	b := &s.cur
	p := int(b.turn)
	s.announce(p, evKeep)
	b.turn = s.next(p)
	s.advance()
}

// switchTo makes the awaited player the reference with characteristic c:
// everyone announces again, clockwise from them.
func (s *State) switchTo(c Characteristic) {
	b := &s.cur
	p := int(b.turn)
	b.char = c
	b.setter = int8(p)
	b.setBy[p] = true
	b.switches++
	b.said = [MaxPlayers]bool{}
	s.announce(p, evSwitch)
	b.turn = s.next(p)
	s.advance()
}

// announce is p's announcement of its card's value on the current
// characteristic: the card stays face down, its value is told (and its
// rarity, by the setter: see battle.setBy).
func (s *State) announce(p int, kind eventKind) {
	b := &s.cur
	b.said[p] = true
	s.log = append(s.log, event{seat: int8(p), kind: kind, char: b.char})
}

// next returns the next seat clockwise from p that has a card in the battle.
func (s *State) next(p int) int8 {
	for i := 1; i < s.players; i++ {
		q := (p + i) % s.players
		if s.cur.card[q] != 0 {
			return int8(q)
		}
	}
	return int8(p)
}

// advance makes the automatic announcements, clockwise, until a player who
// may switch has to decide or the round is back at the setter; then the
// battle is decided.
func (s *State) advance() {
	b := &s.cur
	ref := rarity(b.card[b.setter])
	for b.turn != b.setter {
		p := int(b.turn)
		if rarity(b.card[p]) > ref {
			s.phase = phaseAnnouncing
			return
		}
		s.announce(p, evAnnounce)
		b.turn = s.next(p)
	}
	b.turn = -1
	s.resolve()
}

// resolve decides the battle: best value, then rarity, then tie-break cards.
// Every battle card is then shown to all.
func (s *State) resolve() {
	b := &s.cur
	for p := 0; p < s.players; p++ {
		if c := b.card[p]; c != 0 {
			s.known |= 1 << c
		}
	}
	best, found := 0, false
	for p := 0; p < s.players; p++ {
		if b.card[p] == 0 {
			continue
		}
		if v := value(b.card[p], b.char); !found || b.char.Better(v, best) {
			best, found = v, true
		}
	}
	var cand uint8 // seats still in contention, one bit each
	top := Green
	n := 0
	for p := 0; p < s.players; p++ {
		if b.card[p] != 0 && value(b.card[p], b.char) == best {
			b.tied[p] = true
			cand |= 1 << p
			n++
			if r := rarity(b.card[p]); r > top {
				top = r
			}
		}
	}
	b.by = byValue
	if n > 1 {
		b.by = byRarity
		cand, n = 0, 0
		for p := 0; p < s.players; p++ {
			if b.tied[p] && rarity(b.card[p]) == top {
				cand |= 1 << p
				n++
			}
		}
		if n > 1 {
			cand = s.tieBreak(cand)
		}
	}
	for p := 0; p < s.players; p++ {
		if cand&(1<<p) != 0 {
			b.winner = int8(p)
			break
		}
	}
	s.phase = phaseResult
	s.log = append(s.log, event{seat: b.winner, kind: evWin, char: b.char, count: uint8(s.wonCount()), by: b.by})
}

// tieBreak breaks a tie between the players in cand (same best value, same
// rarity): they turn up their next card and compare rarity only, until one
// is rarest. A player with no card left loses the tie; if all of them run
// out, the one nearest the setter clockwise (the setter first) wins. It
// returns the winner's bit.
func (s *State) tieBreak(cand uint8) uint8 {
	b := &s.cur
	b.by = byTieBreak
	for round := uint8(1); ; round++ {
		var alive uint8
		n := 0
		for p := 0; p < s.players; p++ {
			if cand&(1<<p) != 0 && s.piles[p].n > 0 {
				alive |= 1 << p
				n++
			}
		}
		switch n {
		case 0:
			b.by = byExhausted
			for i := 0; i < s.players; i++ {
				if q := (int(b.setter) + i) % s.players; cand&(1<<q) != 0 {
					return 1 << q
				}
			}
		case 1:
			return alive
		}
		top := Green
		for p := 0; p < s.players; p++ {
			if alive&(1<<p) != 0 {
				c := s.piles[p].pop()
				s.known |= 1 << c
				b.tb[b.ntb] = tieCard{seat: int8(p), round: round, card: c}
				b.ntb++
				s.log = append(s.log, event{seat: int8(p), kind: evTieBreak, card: c})
				if r := rarity(c); r > top {
					top = r
				}
			}
		}
		cand, n = 0, 0
		for i := int(b.ntb) - 1; i >= 0 && b.tb[i].round == round; i-- {
			if rarity(b.tb[i].card) == top {
				cand |= 1 << b.tb[i].seat
				n++
			}
		}
		if n == 1 {
			return cand
		}
	}
}

// wonCount is the number of cards the battle's winner takes.
func (s *State) wonCount() int {
	n := int(s.cur.ntb)
	for p := 0; p < s.players; p++ {
		if s.cur.card[p] != 0 {
			n++
		}
	}
	return n
}

// wonOrder appends to dst the cards of battle b in the order they go under
// the winner's pile: the winner's card, the other battle cards clockwise from
// the winner, then the tie-break cards round by round, each round clockwise
// from the winner.
func (s *State) wonOrder(dst []uint8, b *battle) []uint8 {
	w := int(b.winner)
	for i := 0; i < s.players; i++ {
		if c := b.card[(w+i)%s.players]; c != 0 {
			dst = append(dst, c)
		}
	}
	if b.ntb == 0 {
		return dst
	}
	for round := uint8(1); round <= b.tb[b.ntb-1].round; round++ {
		for i := 0; i < s.players; i++ {
			q := int8((w + i) % s.players)
			for _, t := range b.tb[:b.ntb] {
				if t.round == round && t.seat == q {
					dst = append(dst, t.card)
				}
			}
		}
	}
	return dst
}

// collect puts the battle's cards under the winner's pile, puts out the
// players left without cards, and ends the game or starts the next battle.
func (s *State) collect() {
	b := &s.cur
	w := int(b.winner)
	var buf [NumCards]uint8
	won := s.wonOrder(buf[:0], b)
	for _, c := range won {
		s.piles[w].push(c)
	}
	s.last = event{seat: int8(w), kind: evCollect, count: uint8(len(won))}
	s.battles++
	s.prev = s.cur
	for p := 0; p < s.players; p++ {
		if s.piles[p].n == 0 {
			s.out[p] = true
		}
	}
	switch {
	case int(s.piles[w].n) == s.inPlay:
		s.end = endAllCards
	case s.stop:
		s.end = endTime
	case s.limit > 0 && s.battles >= s.limit:
		s.end = endLimit
	case s.limit == 0 && s.battles >= SafetyBattles:
		s.end = endSafety
	default:
		s.startBattle(w)
		return
	}
	s.finish()
}

// finish ends the game: no battle on the table any more.
func (s *State) finish() {
	s.phase = phaseOver
	s.stop = false
	s.cur = battle{number: s.battles, leader: -1, setter: -1, turn: -1, winner: -1}
	s.log = s.log[:0]
}

// TimeLimit is the agreed length of a timed game ("time=N"), zero for the
// other variants. It implements games.Timed: the table keeps the clock.
func (s *State) TimeLimit() time.Duration { return time.Duration(s.minutes) * time.Minute }

// End is the players' agreement to stop a timed game when its time is up,
// as the sheet allows after 15 minutes; it implements games.Ender. The
// battle in progress is played to its end: the game ends when its winner
// collects the cards, and the most cards wins. While the leader has not yet
// chosen the characteristic no battle is in progress: the cards laid go
// back on top of their piles and the game ends at once. End refuses, with
// nothing changed, a game that is not timed, is over, or is already ending.
func (s *State) End() error {
	switch {
	case s.minutes == 0:
		return fmt.Errorf("chevaux: only a timed game ends when its time is up")
	case s.phase == phaseOver:
		return fmt.Errorf("chevaux: the game is over")
	case s.stop:
		return fmt.Errorf("chevaux: the game already ends after this battle")
	}
	s.stop = true
	if s.phase == phaseChoosing {
		for p := 0; p < s.players; p++ {
			if c := s.cur.card[p]; c != 0 {
				s.piles[p].unpop(c)
			}
		}
		s.end = endTime
		s.finish()
	}
	return nil
}

// Result returns each seat's cards held and the seats holding the most.
func (s *State) Result() games.Result {
	r := games.Result{Scores: make([]float64, s.players)}
	best := -1
	for p := 0; p < s.players; p++ {
		n := s.held(p)
		r.Scores[p] = float64(n)
		if n > best {
			best = n
		}
	}
	for p := 0; p < s.players; p++ {
		if s.held(p) == best {
			r.Winners = append(r.Winners, games.Seat(p))
		}
	}
	return r
}

// held is the number of cards seat p holds: its pile and, during a battle,
// its cards on the table.
func (s *State) held(p int) int {
	n := int(s.piles[p].n)
	if s.cur.card[p] != 0 {
		n++
	}
	for _, t := range s.cur.tb[:s.cur.ntb] {
		if int(t.seat) == p {
			n++
		}
	}
	return n
}

// Clone returns a deep copy.
func (s *State) Clone() games.State {
	c := *s
	c.aside = slices.Clone(s.aside)
	c.log = slices.Clone(s.log)
	return &c
}
