package bot

import (
	"math/rand/v2"
	"sync"

	"menagerie/games"
	bg "menagerie/games/beavergang"
)

// Beaver Gang is a memory game, and the levels differ by memory:
//
//   - Easy forgets: it plays from its current view alone, which shows a
//     card of its own only while it looks (its opening peek, a Regarder
//     until it puts the card back).
//   - Medium remembers some: two thirds of its determinizations keep what
//     it has seen, the others forget it.
//   - Hard remembers everything it has seen: its determinizations are the
//     engine's, with perfect recall, weighed by what the other seats did
//     with the cards they saw (bgbelief.go); it considers knocking only
//     when its row is expected lowest by a margin, and takes or keeps a
//     card only in place of a worse one.
//
// The forgetful determinizations are the engine's Forget, called on the
// bot's own determinization, so the real state is read only through
// Determinize for the bot's seat.
//
// The search reads the cards of a determinization by playing a copy of it
// to the end of the round without touching any row (bgProbe). From a few
// determinizations it learns which cards the bot knows (those most of them
// agree on); the playouts then let every seat play by what it
// remembers of its own row: take a low discard or keep a low drawn card in
// place of its worst card, look at an unknown card, swap its worst card
// blindly, and knock when its row seems low enough (bgKnockAt). A playout
// ends with the round, and the reward compares the round's scores.

// beavergangGame is the bots' knowledge of Beaver Gang.
type beavergangGame struct{}

func init() { know(beavergangGame{}) }

func (beavergangGame) fits(d games.State) bool { _, ok := d.(*bg.State); return ok }

func (beavergangGame) budget(level Level) int {
	if level == Hard {
		return 1000
	}
	return 150
}

func (beavergangGame) opponentTree() bool { return true }

func (beavergangGame) determinize(s games.State, seat games.Seat, level Level, rng *rand.Rand) games.State {
	d := s.Determinize(seat, rng)
	if level == Hard || level == Medium && rng.IntN(3) != 0 {
		return d
	}
	return d.(*bg.State).Forget(seat, rng)
}

// The card codes of the search: 0 … 9, bg.Echange, bg.Regarder, bg.Piocher;
// bgNone for a card not known.
const bgNone int8 = -1

// bgCode is the code of card c; -1, no card, is bgNone.
func bgCode(c bg.Card) int8 { return int8(c) }

// bgCard is the code of a card name of the views.
func bgCard(name string) int8 {
	switch name {
	case "":
		return bgNone
	case "swap":
		return int8(bg.Echange)
	case "peek":
		return int8(bg.Regarder)
	case "draw":
		return int8(bg.Piocher)
	}
	return int8(name[0] - '0')
}

// bgMean is the mean number card: what an unknown card, or an action card
// in a row (replaced by a number card at the end), is expected to score.
const bgMean = 5.0

// bgValue is what card c is expected to score.
func bgValue(c int8) float64 {
	if c < 0 || c > 9 {
		return bgMean
	}
	return float64(c)
}

// bgKnockAt is the expected row total at or under which the playouts
// knock: well under the 20 of four unknown cards.
const bgKnockAt = 10

// bgHopeless is the expected row total above which the Hard level does not
// even consider knocking.
const bgHopeless = 16

// bgStep tells what a list of legal moves decides, by its first move.
func bgStep(legal []bg.Move) string { return legal[0].Kind }

// bgMaxSeats is the largest table.
const bgMaxSeats = 6

// bgTable is what a search iteration knows of the table: the cards of the
// determinization (read by bgProbe, then followed move by move), what each
// seat remembers of its own row, and what everybody knows of each slot.
type bgTable struct {
	n     int
	rows  [bgMaxSeats][4]int8
	mem   [bgMaxSeats][4]int8
	pub   [bgMaxSeats][4]int8
	top   int8 // the top discard at the last decision
	drawn int8 // the drawn card at the last decision
}

// read notes the top discard and the drawn card before actor decides, as
// actor's view shows them.
func (t *bgTable) read(d *bg.State, actor games.Seat, legal []bg.Move) {
	switch bgStep(legal) {
	case bg.KindTake, bg.KindDraw, bg.KindReplace, bg.KindDiscard, bg.KindPlay:
		t.top, t.drawn = bgCode(d.Top()), bgCode(d.Drawn(actor))
	}
}

// observe follows a move of seat p.
func (t *bgTable) observe(p games.Seat, m games.Move) {
	mv := m.(bg.Move)
	switch mv.Kind {
	case bg.KindTake:
		t.rows[p][mv.Slot], t.mem[p][mv.Slot], t.pub[p][mv.Slot] = t.top, t.top, t.top
	case bg.KindReplace:
		t.rows[p][mv.Slot], t.mem[p][mv.Slot], t.pub[p][mv.Slot] = t.drawn, t.drawn, bgNone
	case bg.KindLook:
		t.mem[p][mv.Slot] = t.rows[p][mv.Slot]
	case bg.KindSwap:
		o, i, j := mv.Seat, mv.Slot, mv.TheirSlot
		t.rows[p][i], t.rows[o][j] = t.rows[o][j], t.rows[p][i]
		t.pub[p][i], t.pub[o][j] = t.pub[o][j], t.pub[p][i]
		// Nobody looks: each learns only what everybody knew of the card.
		t.mem[p][i], t.mem[o][j] = t.pub[p][i], t.pub[o][j]
	}
}

// estimate is p's expected row total, by what p remembers.
func (t *bgTable) estimate(p games.Seat) float64 {
	sum := 0.0
	for _, c := range t.mem[p] {
		sum += bgValue(c)
	}
	return sum
}

// worst is p's slot of the highest expected card, ties broken at random
// (or towards the left without rng), and that card's expected value.
func (t *bgTable) worst(p games.Seat, rng *rand.Rand) (int, float64) {
	start := 0
	if rng != nil {
		start = rng.IntN(4)
	}
	best, bestV := start, bgValue(t.mem[p][start])
	for k := 1; k < 4; k++ {
		i := (start + k) % 4
		if v := bgValue(t.mem[p][i]); v > bestV {
			best, bestV = i, v
		}
	}
	return best, bestV
}

// policy is the playouts' move for p: see the package notes.
func (t *bgTable) policy(p games.Seat, legal []bg.Move, rng *rand.Rand) bg.Move {
	worst, worstV := t.worst(p, rng)
	switch bgStep(legal) {
	case bg.KindPeek:
		return bg.Move{Kind: bg.KindPeek} // a free look is always worth it
	case bg.KindTake, bg.KindDraw:
		if t.top >= 0 && t.top <= 9 && (t.top <= 2 || float64(t.top) < worstV-2) {
			return bg.Move{Kind: bg.KindTake, Slot: worst}
		}
		return bg.Move{Kind: bg.KindDraw}
	case bg.KindReplace, bg.KindDiscard, bg.KindPlay:
		switch c := t.drawn; {
		case c >= 0 && c <= 9:
			if float64(c) < worstV-1 {
				return bg.Move{Kind: bg.KindReplace, Slot: worst}
			}
		case c == int8(bg.Piocher),
			c == int8(bg.Echange) && worstV > bgMean,
			c == int8(bg.Regarder) && t.unknown(p) >= 0:
			return bg.Move{Kind: bg.KindPlay}
		}
		return bg.Move{Kind: bg.KindDiscard}
	case bg.KindLook:
		if i := t.unknown(p); i >= 0 {
			return bg.Move{Kind: bg.KindLook, Slot: i}
		}
		return legal[rng.IntN(len(legal))]
	case bg.KindSwap:
		// The lowest card everybody knows in an opponent's row, if it
		// beats the worst of p's; a blind swap otherwise.
		o, j, low := -1, 0, worstV
		for q := range t.n {
			for i, c := range t.pub[q] {
				if games.Seat(q) != p && c >= 0 && bgValue(c) < low {
					o, j, low = q, i, bgValue(c)
				}
			}
		}
		if o < 0 {
			o = (int(p) + 1 + rng.IntN(t.n-1)) % t.n
			j = rng.IntN(4)
		}
		return bg.Move{Kind: bg.KindSwap, Slot: worst, Seat: o, TheirSlot: j}
	case bg.KindKnock, bg.KindPass:
		if t.estimate(p) <= bgKnockAt {
			return bg.Move{Kind: bg.KindKnock}
		}
		return bg.Move{Kind: bg.KindPass}
	}
	return legal[rng.IntN(len(legal))]
}

// unknown is a slot of p's row that p does not remember, or -1.
func (t *bgTable) unknown(p games.Seat) int {
	for i, c := range t.mem[p] {
		if c == bgNone {
			return i
		}
	}
	return -1
}

// bgProbe reads every row of the determinization d: it plays a copy to the
// end of the round without changing any row (drawing and discarding,
// knocking at once) and reads the rows the round's end reveals. If the copy
// must first finish an Échange, the swap is undone in the result. ok is
// false if the round did not end.
func bgProbe(d games.State, seat games.Seat) (rows [bgMaxSeats][4]int8, ok bool) {
	scratch := bgProbes.Get().(*bg.State)
	defer bgProbes.Put(scratch)
	p := d.(*bg.State).CloneInto(scratch)
	var undo bg.Move
	var who games.Seat
	var buf [16 * (bgMaxSeats - 1)]bg.Move
	for range 1000 {
		acts := p.ToAct()
		if len(acts) != 1 {
			break
		}
		a := acts[0]
		legal := p.AppendLegal(a, buf[:0])
		m := legal[0]
		for _, l := range legal {
			switch l.Kind {
			case bg.KindDraw, bg.KindDiscard, bg.KindKnock, bg.KindLook:
				m = l
			}
		}
		if m.Kind == bg.KindSwap {
			undo, who = m, a
		}
		if p.Apply(a, m.Boxed()) != nil {
			return rows, false
		}
	}
	last := p.LastRound() // public: every view shows it
	if last == nil {
		return rows, false
	}
	for i, r := range last.Rows {
		for j, name := range r.Revealed {
			rows[i][j] = bgCard(name)
		}
	}
	if undo.Kind == bg.KindSwap {
		a, b := &rows[who][undo.Slot], &rows[undo.Seat][undo.TheirSlot]
		*a, *b = *b, *a
	}
	return rows, true
}

// bgProbes holds the states bgProbe plays its copies in
// (bg.State.CloneInto), reused from one probe to the next.
var bgProbes = sync.Pool{New: func() any { return new(bg.State) }}

// bgBeliefSamples is how many determinizations tell what the bot knows.
const bgBeliefSamples = 12

func (beavergangGame) simulator(d games.State, seat games.Seat, level Level, det func() games.State) simulator {
	s := &bgSim{seat: seat, hard: level == Hard}
	s.n = d.(*bg.State).Players()
	if s.hard {
		s.believe(d, det)
		return s
	}
	// A card is known when most determinizations agree on it: all of them
	// with perfect recall, and at least half for a Medium bot, which
	// forgets in some (an unknown card agrees so often only by a fluke).
	var samples [bgBeliefSamples][bgMaxSeats][4]int8
	n := 0
	for k := range bgBeliefSamples {
		rows, ok := bgProbe(d, seat)
		if k > 0 {
			dk := det()
			if dk == nil {
				break // a search in time: the samples drawn so far
			}
			rows, ok = bgProbe(dk, seat)
		}
		if ok {
			samples[n] = rows
			n++
		}
	}
	for p := range s.n {
		for i := range 4 {
			s.known[p][i] = bgNone
			for a := range n {
				agree := 0
				for b := range n {
					if samples[b][p][i] == samples[a][p][i] {
						agree++
					}
				}
				if 2*agree >= bgBeliefSamples {
					s.known[p][i] = samples[a][p][i]
					break
				}
			}
		}
	}
	return s
}

// bgSim is the search's knowledge of Beaver Gang.
type bgSim struct {
	seat  games.Seat
	hard  bool
	n     int
	known [bgMaxSeats][4]int8 // what the bot knows of every slot
	t     bgTable
	ok    bool         // the iteration's rows were read
	buf   []games.Move // the candidates, reused
	all   []games.Move // the legal moves boxed, when every one is a candidate
	vals  []bg.Move    // the legal moves as values, reused

	// The Hard level's belief (bgbelief.go): determinizations weighed by
	// what the other seats did, drawn by weight for each iteration.
	belief  *bgBelief
	next    int       // the pool's determinization the next reset plays, or -1
	scratch *bg.State // the copy draw hands out, reused
}

// reset reads the rows of d and sets the memories: the bot remembers what
// it knows, the others their two outer cards (seen at the deal), and what
// everybody knows is what the bot knows of the others' rows.
func (s *bgSim) reset(d games.State) {
	t := &s.t
	t.n = s.n
	if s.belief != nil && s.next >= 0 {
		t.rows, s.ok = s.belief.rows[s.next], true
		s.next = -1
	} else {
		t.rows, s.ok = bgProbe(d, s.seat)
	}
	for p := range s.n {
		for i := range 4 {
			t.mem[p][i], t.pub[p][i] = bgNone, bgNone
			switch {
			case games.Seat(p) == s.seat:
				t.mem[p][i] = s.known[p][i]
			case i == 0 || i == 3:
				t.mem[p][i], t.pub[p][i] = t.rows[p][i], s.known[p][i]
			default:
				t.pub[p][i] = s.known[p][i]
			}
		}
	}
}

// candidates: every legal move, but always the opening peek, an Échange
// only from the actor's two worst cards, a Regarder only at a card it does
// not remember, and for the Hard level no knock with a hopeless row.
func (s *bgSim) candidates(d games.State, actor games.Seat) []games.Move {
	st := d.(*bg.State)
	legal := st.AppendLegal(actor, s.vals[:0])
	s.vals = legal
	s.t.read(st, actor, legal)
	out := s.buf[:0]
	switch bgStep(legal) {
	case bg.KindPeek:
		out = append(out, bg.Move{Kind: bg.KindPeek}.Boxed())
	case bg.KindSwap:
		first, _ := s.t.worst(actor, nil)
		second, secondV := -1, -1.0
		for i, c := range s.t.mem[actor] {
			if i != first && bgValue(c) > secondV {
				second, secondV = i, bgValue(c)
			}
		}
		for _, m := range legal {
			if i := m.Slot; i == first || i == second {
				out = append(out, m.Boxed())
			}
		}
	case bg.KindLook:
		for _, m := range legal {
			if s.t.mem[actor][m.Slot] == bgNone {
				out = append(out, m.Boxed())
			}
		}
	case bg.KindKnock:
		if s.hard && actor == s.seat && (s.t.estimate(actor) > bgHopeless || s.belief != nil && !s.knockWorth()) {
			out = append(out, bg.Move{Kind: bg.KindPass}.Boxed())
		}
	case bg.KindTake, bg.KindDraw, bg.KindReplace, bg.KindDiscard:
		if s.hard && actor == s.seat {
			out = s.improving(actor, legal, out)
		}
	}
	s.buf = out
	if len(out) == 0 {
		all := s.all[:0]
		for _, m := range legal {
			all = append(all, m.Boxed())
		}
		s.all = all
		return all
	}
	return out
}

// improving keeps, of the bot's takes and replacements, those that put a
// card in place of a worse one (a card it does not know counts as
// bgMean), and every other move (draw, discard, play).
func (s *bgSim) improving(actor games.Seat, legal []bg.Move, out []games.Move) []games.Move {
	for _, mv := range legal {
		in := s.t.top
		switch mv.Kind {
		case bg.KindReplace:
			in = s.t.drawn
		case bg.KindTake:
		default:
			out = append(out, mv.Boxed())
			continue
		}
		if bgValue(in) < bgValue(s.t.mem[actor][mv.Slot]) {
			out = append(out, mv.Boxed())
		}
	}
	return out
}

func (s *bgSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	st := d.(*bg.State)
	legal := st.AppendLegal(actor, s.vals[:0])
	s.vals = legal
	s.t.read(st, actor, legal)
	return legalOr(s.t.policy(actor, legal, rng), legal).Boxed()
}

func (s *bgSim) observe(_ games.State, actor games.Seat, m games.Move) { s.t.observe(actor, m) }

// done: the round is over when the next one's peek begins (every seat
// acts) or the game is.
func (s *bgSim) done(d games.State) bool { return len(d.ToAct()) != 1 }

// reward: half for the rank of the round's score, half for its distance
// to the others' mean (lower is better in both); once the game is over,
// half of that for the win.
func (s *bgSim) reward(d games.State, out []float64) {
	st := d.(*bg.State)
	last := st.LastRound() // public: every view shows it
	if last == nil || len(d.ToAct()) == 1 {
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	rows := last.Rows
	total := 0
	for _, r := range rows {
		total += r.Score
	}
	rankReward(out, len(rows), func(i int) float64 { return -float64(rows[i].Score) })
	for i, r := range rows {
		others := float64(total-r.Score) / float64(len(rows)-1)
		out[i] = out[i]/2 + max(0, min(1, 0.5+(others-float64(r.Score))/20))/2
	}
	if st.Over() {
		// The standings' winners: the lowest totals, public.
		best, winners := st.Total(0), 0
		for p := range rows {
			best = min(best, st.Total(games.Seat(p)))
		}
		for p := range rows {
			if st.Total(games.Seat(p)) == best {
				winners++
			}
		}
		for i := range rows {
			out[i] /= 2
		}
		for p := range rows {
			if st.Total(games.Seat(p)) == best {
				out[p] += 0.5 / float64(winners)
			}
		}
	}
}

func (beavergangGame) easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	st := d.(*bg.State)
	// Only what is on the screen now: the card looked at, if any.
	var t bgTable
	t.n = st.Players()
	for i, c := range st.Row(seat, seat) {
		t.mem[seat][i] = bgCode(c)
	}
	t.top, t.drawn = bgCode(st.Top()), bgCode(st.Drawn(seat))
	vals := make([]bg.Move, len(legal))
	for i, m := range legal {
		vals[i] = m.(bg.Move)
	}
	switch bgStep(vals) {
	case bg.KindKnock:
		if rng.IntN(5) == 0 {
			return bg.Move{Kind: bg.KindKnock}
		}
		return bg.Move{Kind: bg.KindPass}
	case bg.KindSwap:
		return legal[rng.IntN(len(legal))]
	}
	return t.policy(seat, vals, rng).Boxed()
}
