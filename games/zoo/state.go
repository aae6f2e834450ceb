package zoo

import (
	"fmt"
	"math/rand/v2"

	"menagerie/games"
)

// maxPlayers is the largest table.
const maxPlayers = 7

// phase is what the table is doing.
type phase uint8

const (
	// phaseExchange: partner rounds start with the two-card exchanges and
	// the lone player's set-aside, before any card is played.
	phaseExchange phase = iota + 1
	// phasePlay: tricks are played.
	phasePlay
	// phaseOver: the game has ended.
	phaseOver
)

// role is a player's part in a partner round.
type role uint8

const (
	roleNone role = iota
	roleSenior
	roleJunior
	roleAlone
)

// roleNames are the view names of the roles.
var roleNames = [...]string{roleNone: "", roleSenior: "senior", roleJunior: "junior", roleAlone: "alone"}

// State is a game of Du grabuge au zoo. Every field is a value (fixed
// arrays, no slices or pointers), so a plain copy is a deep copy.
type State struct {
	players  int
	partners bool     // the changing-partners variant
	goal     int      // the total that ends the game
	pcg      rand.PCG // deals; a value, so clones deal alike
	round    int      // 1-based
	phase    phase    //
	dealer   int8     // who dealt this round
	total    [maxPlayers]int
	rank     [maxPlayers]int8 // standing after the last round, 1 = first; 0 before the first round ends
	lastRank [maxPlayers]int8 // standing before the last round: the tie-break

	hand      [maxPlayers]Cards
	collected [maxPlayers]Cards // won in tricks (public: played face up)
	aside     [maxPlayers]Cards // the lone player's two face-down cards
	role      [maxPlayers]role
	partner   [maxPlayers]int8  // -1 without a partner
	ready     [maxPlayers]bool  // has given or set aside this round
	gave      [maxPlayers]Cards // what each seat gave its partner (giver and receiver know)
	place     [maxPlayers]int8  // finishing place this round, 0 while holding cards
	finished  int8              // how many seats have finished this round

	turn      int8   // whose turn it is (the junior while a help request waits)
	leader    int8   // who leads (led) the current trick
	top       Cards  // the set to beat; empty when the trick is to be led
	topAs     Animal // what the set to beat counts as
	topBy     int8   // who owns the set to beat (the junior for a completed request)
	topHelper int8   // the senior who completed it, or -1
	pile      Cards  // every card played in this trick
	passed    uint8  // seats that passed since the set to beat was played (bits)
	asking    bool   // a help request waits for the senior
	laid      Cards  // the junior's laid cards of the waiting request

	// knows[o] are cards o knows its partner holds (a lower bound): what o
	// gave, less what the partner has given or played since. Nobody else
	// can know anything private about a hand. shown[s] are cards everyone
	// knows s holds: a refused request's cards, the chameleon of a player
	// who passed a lead. While a request waits, both count the junior's
	// laid cards as still in hand.
	knows [maxPlayers]Cards
	shown [maxPlayers]Cards

	last      event   // the last public thing that happened
	lastRound summary // the last round's scoring
}

// holds reports whether seat still has cards in hand.
func (s *State) holds(seat int) bool { return s.hand[seat] != 0 }

// holders counts the seats with cards in hand.
func (s *State) holders() int {
	n := 0
	for i := range s.players {
		if s.holds(i) {
			n++
		}
	}
	return n
}

// nextHolder is the first seat after seat, clockwise, that holds cards.
func (s *State) nextHolder(seat int) int {
	for i := 1; i <= s.players; i++ {
		if x := (seat + i) % s.players; s.holds(x) {
			return x
		}
	}
	return seat
}

// partnerRound reports whether this round is played in teams.
func (s *State) partnerRound() bool { return s.partners && s.round >= 2 }

// scoresAnimals reports whether this round scores lions and hedgehogs:
// partner rounds, and with three players the first round only.
func (s *State) scoresAnimals() bool { return s.players == 3 && s.round == 1 || s.partnerRound() }

// canExchange reports whether seat has an exchange move to make now.
func (s *State) canExchange(seat int) bool {
	if s.phase != phaseExchange || s.ready[seat] {
		return false
	}
	switch s.role[seat] {
	case roleJunior, roleAlone:
		return true
	case roleSenior:
		return s.ready[s.partner[seat]]
	}
	return false
}

// actor is the one seat that acts in the play phase.
func (s *State) actor() int {
	if s.asking {
		return int(s.partner[s.turn])
	}
	return int(s.turn)
}

// ToAct lists who may move: in the exchange, every junior and lone player
// still to give, and every senior whose junior has given; in play, the
// player whose turn it is, or the senior answering a help request.
func (s *State) ToAct() []games.Seat {
	switch s.phase {
	case phaseExchange:
		var out []games.Seat
		for i := range s.players {
			if s.canExchange(i) {
				out = append(out, games.Seat(i))
			}
		}
		return out
	case phasePlay:
		return oneSeat(s.actor())
	}
	return nil
}

// oneSeats backs oneSeat: a search asks who acts at every step.
var oneSeats = [maxPlayers]games.Seat{0, 1, 2, 3, 4, 5, 6}

// oneSeat is the list of the one seat i, shared and capped so that an
// append copies it: the player to act in play, without an allocation.
func oneSeat(i int) []games.Seat { return oneSeats[i : i+1 : i+1] }

// mayAct reports whether seat is one of ToAct.
func (s *State) mayAct(seat int) bool {
	switch s.phase {
	case phaseExchange:
		return s.canExchange(seat)
	case phasePlay:
		return seat == s.actor()
	}
	return false
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phaseOver }

// Round is the round being played, 1, 2, … (games.Rounder).
func (s *State) Round() int { return s.round }

// Result gives each seat's total and the winner: the player in first place,
// ties broken as for every standing.
func (s *State) Result() games.Result {
	r := games.Result{Scores: make([]float64, s.players)}
	for i := range s.players {
		r.Scores[i] = float64(s.total[i])
		if s.rank[i] == 1 {
			r.Winners = append(r.Winners, games.Seat(i))
		}
	}
	return r
}

// Clone returns a deep copy.
func (s *State) Clone() games.State {
	c := *s
	return &c
}

// Legal lists every legal move of seat, or nil if seat may not act now.
func (s *State) Legal(seat games.Seat) []games.Move {
	if seat < 0 || int(seat) >= s.players || !s.mayAct(int(seat)) {
		return nil
	}
	var buf [64]Move
	ms := s.AppendLegal(seat, buf[:0])
	out := make([]games.Move, len(ms))
	for i, m := range ms {
		out[i] = m
	}
	return out
}

// AppendLegal appends to dst the moves Legal lists, as Move values: the
// fast path of a search, whose playouts would otherwise allocate every
// legal move as an interface value only to keep one.
func (s *State) AppendLegal(seat games.Seat, dst []Move) []Move {
	if seat < 0 || int(seat) >= s.players || !s.mayAct(int(seat)) {
		return dst
	}
	return s.legal(int(seat), dst)
}

// legal appends the legal moves of seat, which may act, to dst.
func (s *State) legal(seat int, dst []Move) []Move {
	h := s.hand[seat]
	if s.phase == phaseExchange {
		kind := KindGive
		if s.role[seat] == roleAlone {
			kind = KindSetAside
		}
		return appendPairs(dst, kind, h)
	}
	if s.asking {
		dst = append(dst, completions(h, s.laid, s.topAs, s.top.Total())...)
		return append(dst, Move{Kind: KindRefuse})
	}
	if s.top == 0 {
		dst = appendLeads(dst, h)
		if len(dst) == 0 {
			// Only the chameleon is left, and it is never played alone.
			dst = append(dst, Move{Kind: KindPass})
		}
		return dst
	}
	dst = append(dst, Move{Kind: KindPass})
	dst = appendBeats(dst, h, s.topAs, s.top.Total())
	if s.mayAsk(seat) {
		for _, c := range askSubsets(h, s.unseenBy(seat), s.topAs, s.top.Total()) {
			dst = append(dst, Move{Kind: KindAsk, Cards: c})
		}
	}
	return dst
}

// appendPairs appends a move of kind for every two cards of h.
func appendPairs(dst []Move, kind Kind, h Cards) []Move {
	for a := range Animal(numAnimals) {
		if h.Count(a) == 0 {
			continue
		}
		for b := a; b < numAnimals; b++ {
			if h.Count(b) == 0 || (a == b && h.Count(a) < 2) {
				continue
			}
			dst = append(dst, Move{Kind: kind, Cards: CardsOf(Animal(a), 1) + CardsOf(Animal(b), 1)})
		}
	}
	return dst
}

// mayAsk reports whether seat, whose turn it is with a set to beat, may ask
// for help: a junior of a partner round whose senior still holds cards.
func (s *State) mayAsk(seat int) bool {
	return s.partnerRound() && s.role[seat] == roleJunior && s.holds(int(s.partner[seat]))
}

// unseenBy is every card seat cannot place: the deck less seat's hand and
// the cards played face up this round. Help requests are checked against it,
// so that what a junior may ask depends only on what the junior knows.
func (s *State) unseenBy(seat int) Cards {
	c := deckFor(s.players) - s.hand[seat] - s.pile
	for i := range s.players {
		c -= s.collected[i]
	}
	return c
}

// Apply validates the move of seat and plays it; on error nothing changes.
func (s *State) Apply(seat games.Seat, gm games.Move) error {
	if gm == nil {
		return fmt.Errorf("zoo: no move")
	}
	m, ok := gm.(Move)
	if !ok {
		return fmt.Errorf("zoo: %T is not a zoo move", gm)
	}
	if s.phase == phaseOver {
		return fmt.Errorf("zoo: the game is over")
	}
	if seat < 0 || int(seat) >= s.players {
		return fmt.Errorf("zoo: no seat %d at a %d-player table", seat, s.players)
	}
	if !s.mayAct(int(seat)) {
		return fmt.Errorf("zoo: seat %d may not act now", seat)
	}
	if err := s.check(int(seat), m); err != nil {
		return fmt.Errorf("zoo: seat %d cannot %v: %w", seat, m, err)
	}
	s.apply(int(seat), m)
	return nil
}

// check says why seat, who may act, may not make move m, or nil.
func (s *State) check(seat int, m Move) error {
	h := s.hand[seat]
	if !m.Kind.hasAs() && m.As != 0 {
		return fmt.Errorf("a %v move counts as no animal", m.Kind)
	}
	if !m.Kind.hasCards() && m.Cards != 0 {
		return fmt.Errorf("a %v move lays no cards", m.Kind)
	}
	if m.Kind.hasCards() && !h.Contains(m.Cards) {
		return fmt.Errorf("those cards are not all in hand")
	}
	if s.phase == phaseExchange {
		want := KindGive
		if s.role[seat] == roleAlone {
			want = KindSetAside
		}
		switch {
		case m.Kind != want:
			return fmt.Errorf("the %v player must %v two cards first", roleNames[s.role[seat]], want)
		case m.Cards.Total() != 2:
			return fmt.Errorf("exactly two cards, not %d", m.Cards.Total())
		}
		return nil
	}
	if s.asking {
		switch m.Kind {
		case KindRefuse:
			return nil
		case KindComplete:
			if m.Cards == 0 {
				return fmt.Errorf("completing takes at least one card")
			}
			return s.checkSet(s.laid+m.Cards, m.As)
		}
		return fmt.Errorf("the senior must complete or refuse the help request")
	}
	lead := s.top == 0
	switch m.Kind {
	case KindPass:
		if lead && appendLeads(nil, h) != nil {
			return fmt.Errorf("the leader must play a set")
		}
		return nil
	case KindPlay:
		return s.checkSet(m.Cards, m.As)
	case KindAsk:
		switch {
		case lead:
			return fmt.Errorf("help is asked only to beat a set")
		case !s.mayAsk(seat):
			return fmt.Errorf("only a junior whose senior holds cards may ask for help")
		case !containsCards(askSubsets(h, s.unseenBy(seat), s.topAs, s.top.Total()), m.Cards):
			return fmt.Errorf("the cards are not part of a set that could beat %d %v", s.top.Total(), s.topAs)
		}
		return nil
	}
	return fmt.Errorf("a %v move is not possible now", m.Kind)
}

// checkSet says why cards, claimed to count as as, may not be laid now.
func (s *State) checkSet(cards Cards, as Animal) error {
	a, ok := setAnimal(cards)
	switch {
	case !ok:
		return fmt.Errorf("%v is not a set", cards)
	case a != as:
		return fmt.Errorf("%v counts as %v, not %v", cards, a, as)
	case s.top != 0 && !BeatsSet(a, cards.Total(), s.topAs, s.top.Total()):
		return fmt.Errorf("%d %v does not beat %d %v", cards.Total(), a, s.top.Total(), s.topAs)
	}
	return nil
}
