package bot

import (
	"math/rand/v2"
	"slices"

	"menagerie/games"
	"menagerie/games/zoo"
)

// Du grabuge au zoo. Hands are hidden; the determinizations deal the
// unseen cards again, keeping what the bot knows of its partner's hand.
// The knowledge:
//
//   - A playout stops at the end of the round and scores the round's
//     points: place points, lions and hedgehogs, and in a partner round
//     both partners' place points, so the reward is the team's.
//   - Team play: a bot does not beat its partner's set, which is winning
//     the trick for the team, unless that play empties its hand (going out
//     early is worth more). The tree of the Hard level and every playout
//     follow this rule.
//   - Playouts lead whole groups of one animal (splitting a group only
//     makes it harder to get rid of) and keep the chameleon for the end.
//   - The two cards given or set aside in a partner round: the tree tries
//     the pairs that cost least, the cards of animals held alone first.

// zooGame is the bots' knowledge of Du grabuge au zoo.
type zooGame struct{}

func init() { know(zooGame{}) }

func (zooGame) fits(d games.State) bool { _, ok := d.(*zoo.State); return ok }

func (zooGame) budget(level Level) int {
	if level == Hard {
		return 1000
	}
	return 100
}

func (zooGame) opponentTree() bool { return true }

func (zooGame) determinize(s games.State, seat games.Seat, _ Level, rng *rand.Rand) games.State {
	return plainDeterminize(s, seat, rng)
}

// zooPairs is how many pairs of cards the tree tries to give or set aside.
const zooPairs = 10

func (zooGame) easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	var t zooTrack
	t.sync(d.View(seat).(zoo.View))
	return t.policy(legal, seat, 0.35, rng)
}

func (zooGame) simulator(d games.State, seat games.Seat, level Level, _ func() games.State) simulator {
	s := &zooSim{seat: seat, team: level == Hard}
	s.root.sync(d.View(seat).(zoo.View))
	return s
}

// zooCards is the multiset of the named cards (see zoo.ParseCards).
func zooCards(names []string) zoo.Cards {
	c, _ := zoo.ParseCards(names...)
	return c
}

// zooTrack follows the public facts the playouts need through the moves of
// a search iteration: how many cards each seat holds, the partners, and who
// owns the set to beat.
type zooTrack struct {
	players int
	count   [8]int
	partner [8]int
	topBy   int       // owner of the set to beat, -1 if none
	asker   int       // the junior of a pending help request
	laid    zoo.Cards // the cards it laid
	over    bool      // the round has ended: at most one seat holds cards
}

// sync reads the public facts of a view.
func (t *zooTrack) sync(v zoo.View) {
	t.players = v.Players
	for i, sv := range v.Seats {
		t.count[i], t.partner[i] = sv.Cards, sv.Partner
	}
	t.topBy, t.laid, t.asker = -1, 0, -1
	if v.Trick.Top != nil {
		t.topBy = v.Trick.Top.By
	}
	if v.Ask != nil {
		// The laid cards have left the junior's hand until the answer.
		t.asker, t.laid = v.Ask.Junior, zooCards(v.Ask.Cards)
		t.count[t.asker] += t.laid.Total()
	}
	t.over = false
}

// observe follows a move of seat.
func (t *zooTrack) observe(seat games.Seat, m games.Move) {
	mv := m.(zoo.Move)
	s := int(seat)
	switch mv.Kind {
	case zoo.KindPlay:
		t.count[s] -= mv.Cards.Total()
		t.topBy = s
	case zoo.KindAsk:
		t.asker, t.laid = s, mv.Cards
	case zoo.KindComplete:
		t.count[s] -= mv.Cards.Total()
		t.count[t.asker] -= t.laid.Total()
		t.topBy, t.laid = t.asker, 0
	case zoo.KindRefuse:
		t.laid = 0
	case zoo.KindGive:
		t.count[s] -= 2
		t.count[t.partner[s]] += 2
	case zoo.KindSetAside:
		t.count[s] -= 2
	}
	holders := 0
	for i := range t.players {
		if t.count[i] > 0 {
			holders++
		}
	}
	t.over = holders <= 1
}

// partnerOnTop reports whether seat, facing a set to beat, faces its
// partner's.
func (t *zooTrack) partnerOnTop(seat games.Seat) bool {
	p := t.partner[seat]
	return p >= 0 && p == t.topBy
}

// policy is the playouts' move (and the easy level's): pass with
// probability lazy when a set can be beaten, never beat the partner unless
// going out, lead a whole group, keep the chameleon.
func (t *zooTrack) policy(legal []games.Move, seat games.Seat, lazy float64, rng *rand.Rand) games.Move {
	var buf [64]zoo.Move
	moves := buf[:0]
	for _, m := range legal {
		moves = append(moves, m.(zoo.Move))
	}
	return legal[t.pick(moves, seat, lazy, rng)]
}

// pick is policy on the moves themselves (see zoo.State.AppendLegal): the
// index of the move chosen.
func (t *zooTrack) pick(legal []zoo.Move, seat games.Seat, lazy float64, rng *rand.Rand) int {
	first := legal[0]
	switch first.Kind {
	case zoo.KindGive, zoo.KindSetAside:
		return rng.IntN(len(legal))
	case zoo.KindComplete, zoo.KindRefuse:
		// Help the partner, with the smallest completion.
		if len(legal) == 1 || rng.Float64() < 0.3 {
			return len(legal) - 1
		}
		best := 0
		for i, m := range legal[:len(legal)-1] {
			if m.Cards.Total() < legal[best].Cards.Total() {
				best = i
			}
		}
		return best
	}
	beating := first.Kind == zoo.KindPass
	var pick [64]int
	picks := pick[:0]
	for i, mv := range legal {
		if mv.Kind != zoo.KindPlay {
			continue
		}
		if mv.Cards.Total() == t.count[seat] {
			return i // out of cards: the best place still free
		}
		if mv.Cards.Count(zoo.Chameleon) > 0 {
			continue
		}
		picks = append(picks, i)
	}
	if beating {
		if len(picks) == 0 || t.partnerOnTop(seat) || rng.Float64() < lazy {
			return 0
		}
		return picks[rng.IntN(len(picks))]
	}
	// Lead: a whole group, the largest play of its animal.
	var whole [64]int
	wholes := whole[:0]
	for _, i := range picks {
		mv := legal[i]
		keep := true
		for _, j := range picks {
			if ov := legal[j]; ov.As == mv.As && ov.Cards.Total() > mv.Cards.Total() {
				keep = false
				break
			}
		}
		if keep {
			wholes = append(wholes, i)
		}
	}
	if len(wholes) == 0 {
		return rng.IntN(len(legal))
	}
	return wholes[rng.IntN(len(wholes))]
}

// zooSim is the search's knowledge of Du grabuge au zoo.
type zooSim struct {
	seat games.Seat
	team bool // prune beating the partner's set from the tree
	root zooTrack
	t    zooTrack
	buf  []games.Move
	// moves holds a playout's legal moves (see move).
	moves []zoo.Move
}

func (s *zooSim) reset(games.State) { s.t = s.root }

func (s *zooSim) candidates(d games.State, actor games.Seat) []games.Move {
	legal := d.Legal(actor)
	switch first := legal[0].(zoo.Move); {
	case first.Kind == zoo.KindGive || first.Kind == zoo.KindSetAside:
		return zooCheapPairs(legal, zooCards(d.View(actor).(zoo.View).Hand))
	case s.team && first.Kind == zoo.KindPass && s.t.partnerOnTop(actor):
		out := append(s.buf[:0], legal[0])
		for _, m := range legal[1:] {
			if mv := m.(zoo.Move); mv.Kind == zoo.KindPlay && mv.Cards.Total() == s.t.count[actor] {
				out = append(out, m)
			}
		}
		s.buf = out
		return out
	}
	return legal
}

// zooCheapPairs keeps the zooPairs pairs of cards that cost least to give
// away: cards of animals held alone first, the whale and the chameleon last.
func zooCheapPairs(legal []games.Move, hand zoo.Cards) []games.Move {
	cost := func(m games.Move) int {
		c, total := m.(zoo.Move).Cards, 0
		for a := zoo.Whale; a <= zoo.Chameleon; a++ {
			k := c.Count(a)
			if k == 0 {
				continue
			}
			v := 10 * hand.Count(a)
			switch a {
			case zoo.Chameleon:
				v += 40
			case zoo.Whale:
				v += 30
			case zoo.Elephant, zoo.Mouse:
				v += 10
			}
			total += k * v
		}
		return total
	}
	out := slices.Clone(legal)
	slices.SortStableFunc(out, func(a, b games.Move) int { return cost(a) - cost(b) })
	return out[:min(len(out), zooPairs)]
}

func (s *zooSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	s.moves = d.(*zoo.State).AppendLegal(actor, s.moves[:0])
	return s.moves[s.t.pick(s.moves, actor, 0.2, rng)]
}

func (s *zooSim) observe(_ games.State, actor games.Seat, m games.Move) { s.t.observe(actor, m) }

func (s *zooSim) done(games.State) bool { return s.t.over }

// reward: the round's points, from the lowest (0) to the highest (1) at
// the table; once the game is over, half of it for the win.
func (s *zooSim) reward(d games.State, out []float64) {
	z := d.(*zoo.State)
	var buf [8]float64
	pts := z.RoundPoints(buf[:0])
	if len(pts) == 0 || !s.t.over && !z.Over() {
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	spreadReward(out, pts)
	if w, over := z.Winner(); over {
		for i := range pts {
			out[i] /= 2
		}
		out[w] += 0.5
	}
}
