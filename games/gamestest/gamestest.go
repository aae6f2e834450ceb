// Package gamestest holds the checks every game engine must pass over the
// games contract: seeded random playouts that end, refuse bad moves without
// changing anything, encode their views, round-trip their moves and
// determinize honestly. Each engine's tests call Check with its own configs.
package gamestest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"menagerie/games"
)

var update = flag.Bool("update", false, "rewrite golden files")

// Options says how hard Check works a game.
type Options struct {
	// Configs are played Seeds times each, with Seed = 1, 2, … .
	Configs []games.Config
	// Seeds is the number of playouts per config (default 20).
	Seeds int
	// MaxMoves bounds a game: one that has not ended by then fails (default 200000).
	MaxMoves int
	// HiddenInfo says the game hides something from some seat at some point,
	// so Determinize must, somewhere in the playouts, change what another
	// seat sees.
	HiddenInfo bool
	// NoWinnerAllowed accepts an ended game with no winner (a ruling of
	// Animalement Vôtre); otherwise a finished game names at least one.
	NoWinnerAllowed bool
	// DeterminizeEvery checks Determinize at one step in this many (default 3).
	DeterminizeEvery int
	// Determinized, if set, is the game's own check of every determinization
	// d that Check makes of s for observer: what observer knows beyond its
	// view (a hand that cannot hold some cards, since a rule would have
	// shown them) must hold in d too. It returns what d contradicts.
	Determinized func(s, d games.State, observer games.Seat) error
}

// Check plays seeded random games of g and fails t on any broken promise of
// the contract.
func Check(t *testing.T, g games.Game, opt Options) {
	t.Helper()
	if opt.Seeds == 0 {
		opt.Seeds = 20
	}
	if opt.MaxMoves == 0 {
		opt.MaxMoves = 200000
	}
	if opt.DeterminizeEvery == 0 {
		opt.DeterminizeEvery = 3
	}
	checkBadConfigs(t, g)
	resampled := 0
	for _, cfg := range opt.Configs {
		for seed := 1; seed <= opt.Seeds; seed++ {
			cfg := cfg
			cfg.Seed = uint64(seed)
			name := fmt.Sprintf("%dp/%s/seed%d", cfg.Players, cfg.Variant, seed)
			resampled += playout(t, g, cfg, opt, name)
			if t.Failed() {
				return
			}
		}
	}
	if opt.HiddenInfo && resampled == 0 {
		t.Errorf("%s: Determinize never changed what another seat sees: hidden cards are not resampled", g.ID())
	}
}

func checkBadConfigs(t *testing.T, g games.Game) {
	t.Helper()
	lo, hi := g.Players()
	for _, cfg := range []games.Config{
		{Players: lo - 1, Seed: 1},
		{Players: hi + 1, Seed: 1},
		{Players: lo, Seed: 1, Variant: "no-such-variant"},
	} {
		if s, err := g.New(cfg); err == nil || s != nil {
			t.Errorf("%s: New(%+v) = %v, %v; want nil and an error", g.ID(), cfg, s, err)
		}
	}
}

// step is one applied move, kept to replay the game.
type step struct {
	seat games.Seat
	move games.Move
}

func playout(t *testing.T, g games.Game, cfg games.Config, opt Options, name string) (resampled int) {
	t.Helper()
	s, err := g.New(cfg)
	if err != nil {
		t.Fatalf("%s: New: %v", name, err)
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 7))
	var pool []games.Move // moves seen legal at some point, to try where they are not
	var steps []step
	round := 0
	for n := 0; !s.Over(); n++ {
		if n >= opt.MaxMoves {
			t.Errorf("%s: no end after %d moves", name, n)
			return
		}
		var ok bool
		if round, ok = checkRound(t, s, name, n, round); !ok {
			return
		}
		if !checkStep(t, g, s, cfg, name, n) {
			return
		}
		if n%opt.DeterminizeEvery == 0 {
			if !checkDeterminize(t, s, cfg, opt, rng, name, n, &resampled) {
				return
			}
		}
		toAct := s.ToAct()
		seat := toAct[rng.IntN(len(toAct))]
		legal := s.Legal(seat)
		if len(pool) < 4000 {
			pool = append(pool, legal...)
		}
		if !checkRefusals(t, s, cfg, seat, legal, pool, rng, name, n) {
			return
		}
		m := legal[rng.IntN(len(legal))]
		if err := s.Apply(seat, m); err != nil {
			t.Errorf("%s: move %d: legal move %v of seat %d refused: %v", name, n, m, seat, err)
			return
		}
		steps = append(steps, step{seat, m})
	}
	checkRound(t, s, name, -1, round)
	checkOver(t, s, cfg, opt, name)
	checkReplay(t, g, cfg, steps, s, name)
	return resampled
}

func checkStep(t *testing.T, g games.Game, s games.State, cfg games.Config, name string, n int) bool {
	t.Helper()
	toAct := s.ToAct()
	if len(toAct) == 0 {
		t.Errorf("%s: move %d: nobody to act in a game that is not over", name, n)
		return false
	}
	for seat := games.Seat(0); int(seat) < cfg.Players; seat++ {
		legal := s.Legal(seat)
		acting := slices.Contains(toAct, seat)
		if acting && len(legal) == 0 {
			t.Errorf("%s: move %d: seat %d is to act but has no legal move", name, n, seat)
			return false
		}
		if !acting && legal != nil {
			t.Errorf("%s: move %d: seat %d is not to act but has legal moves %v", name, n, seat, legal)
			return false
		}
		// Long lists (every bid of a hand) are sampled evenly: each move
		// kind still round-trips, at a fraction of the cost.
		stride := max(1, len(legal)/32)
		for i := 0; i < len(legal); i += stride {
			m := legal[i]
			data, err := json.Marshal(m)
			if err != nil {
				t.Errorf("%s: move %d: %v does not encode: %v", name, n, m, err)
				return false
			}
			back, err := g.DecodeMove(data)
			if err != nil {
				t.Errorf("%s: move %d: DecodeMove(%s): %v", name, n, data, err)
				return false
			}
			again, _ := json.Marshal(back)
			if !bytes.Equal(data, again) || back.String() != m.String() {
				t.Errorf("%s: move %d: %s decodes to %s (%v vs %v)", name, n, data, again, back, m)
				return false
			}
		}
	}
	for seat := games.Spectator; int(seat) < cfg.Players; seat++ {
		if _, err := json.Marshal(s.View(seat)); err != nil {
			t.Errorf("%s: move %d: view of seat %d does not encode: %v", name, n, seat, err)
			return false
		}
	}
	if c := s.Clone(); !reflect.DeepEqual(c, s) {
		t.Errorf("%s: move %d: Clone differs from the original", name, n)
		return false
	}
	return true
}

// checkRefusals tries moves that are not legal now and expects each to be
// refused with the state left exactly as it was.
func checkRefusals(t *testing.T, s games.State, cfg games.Config, seat games.Seat, legal, pool []games.Move, rng *rand.Rand, name string, n int) bool {
	t.Helper()
	before := s.Clone()
	refuse := func(who games.Seat, m games.Move, why string) bool {
		if err := s.Apply(who, m); err == nil {
			t.Errorf("%s: move %d: %s: seat %d's %v was accepted", name, n, why, who, m)
			return false
		}
		if !reflect.DeepEqual(before, s) {
			t.Errorf("%s: move %d: %s: refused %v changed the state", name, n, why, m)
			return false
		}
		return true
	}
	toAct := s.ToAct()
	for who := games.Seat(0); int(who) < cfg.Players; who++ {
		if !slices.Contains(toAct, who) && !refuse(who, legal[0], "out of turn") {
			return false
		}
	}
	for _, who := range []games.Seat{games.Spectator, games.Seat(cfg.Players), 99} {
		if !refuse(who, legal[0], "no such seat") {
			return false
		}
	}
	if !refuse(seat, nil, "nil move") {
		return false
	}
	tried := 0
	var legalKeys map[moveKey]bool // made at the first try
	for range 40 {
		if tried == 3 || len(pool) == 0 {
			break
		}
		m := pool[rng.IntN(len(pool))]
		if legalKeys == nil {
			legalKeys = make(map[moveKey]bool, len(legal))
			for _, x := range legal {
				legalKeys[keyOf(x)] = true
			}
		}
		if legalKeys[keyOf(m)] {
			continue
		}
		tried++
		if !refuse(seat, m, "not legal now") {
			return false
		}
	}
	return true
}

// moveKey tells moves apart: by their JSON and their type.
type moveKey struct {
	json string
	typ  reflect.Type
}

func keyOf(m games.Move) moveKey {
	data, _ := json.Marshal(m)
	return moveKey{string(data), reflect.TypeOf(m)}
}

func containsMove(ms []games.Move, m games.Move) bool {
	key := keyOf(m)
	for _, x := range ms {
		if keyOf(x) == key {
			return true
		}
	}
	return false
}

// views returns the JSON of every seat's view, the spectator's first.
func views(s games.State, players int) []string {
	out := make([]string, 0, players+1)
	for seat := games.Spectator; int(seat) < players; seat++ {
		data, _ := json.Marshal(s.View(seat))
		out = append(out, string(data))
	}
	return out
}

func checkDeterminize(t *testing.T, s games.State, cfg games.Config, opt Options, rng *rand.Rand, name string, n int, resampled *int) bool {
	t.Helper()
	before := s.Clone()
	real := views(s, cfg.Players)
	for o := games.Seat(0); int(o) < cfg.Players; o++ {
		a, b := rng.Uint64(), rng.Uint64()
		d := s.Determinize(o, rand.New(rand.NewPCG(a, 1)))
		if !reflect.DeepEqual(before, s) {
			t.Errorf("%s: move %d: Determinize(%d) changed the real state", name, n, o)
			return false
		}
		if opt.Determinized != nil {
			if err := opt.Determinized(s, d, o); err != nil {
				t.Errorf("%s: move %d: Determinize(%d) contradicts what the seat knows: %v", name, n, o, err)
				return false
			}
		}
		dv := views(d, cfg.Players)
		if dv[o+1] != real[o+1] {
			t.Errorf("%s: move %d: Determinize(%d) changed the observer's view\nreal: %s\ndet:  %s", name, n, o, real[o+1], dv[o+1])
			return false
		}
		if dv[0] != real[0] {
			t.Errorf("%s: move %d: Determinize(%d) changed the public view\nreal: %s\ndet:  %s", name, n, o, real[0], dv[0])
			return false
		}
		if !slices.Equal(d.ToAct(), s.ToAct()) || d.Over() != s.Over() {
			t.Errorf("%s: move %d: Determinize(%d) changed who acts", name, n, o)
			return false
		}
		if fmt.Sprint(d.Legal(o)) != fmt.Sprint(s.Legal(o)) {
			t.Errorf("%s: move %d: Determinize(%d) changed the observer's legal moves", name, n, o)
			return false
		}
		if !slices.Equal(dv, real) {
			*resampled++
		}
		// The same knowledge and the same rng make the same game, whatever
		// the hidden cards really were.
		e := s.Determinize(o, rand.New(rand.NewPCG(b, 1))).Determinize(o, rand.New(rand.NewPCG(a, 1)))
		if ev := views(e, cfg.Players); !slices.Equal(ev, dv) {
			t.Errorf("%s: move %d: Determinize(%d) depends on more than the observer knows:\n%v\n%v", name, n, o, ev, dv)
			return false
		}
		// A determinization is a game in its own right: it plays to the end.
		if n%(7*cfg.Players+1) == 0 {
			if _, err := Playout(d, rng, 200000); err != nil {
				t.Errorf("%s: move %d: determinization of seat %d does not play out: %v", name, n, o, err)
				return false
			}
		}
	}
	return true
}

func checkOver(t *testing.T, s games.State, cfg games.Config, opt Options, name string) {
	t.Helper()
	if len(s.ToAct()) != 0 {
		t.Errorf("%s: over but ToAct = %v", name, s.ToAct())
	}
	for seat := games.Seat(0); int(seat) < cfg.Players; seat++ {
		if s.Legal(seat) != nil {
			t.Errorf("%s: over but seat %d has legal moves", name, seat)
		}
	}
	r := s.Result()
	if len(r.Scores) != cfg.Players {
		t.Errorf("%s: %d scores for %d players", name, len(r.Scores), cfg.Players)
	}
	if len(r.Winners) == 0 && !opt.NoWinnerAllowed {
		t.Errorf("%s: no winner", name)
	}
	seen := map[games.Seat]bool{}
	for _, w := range r.Winners {
		if w < 0 || int(w) >= cfg.Players || seen[w] {
			t.Errorf("%s: bad winners %v", name, r.Winners)
		}
		seen[w] = true
	}
	for seat := games.Spectator; int(seat) < cfg.Players; seat++ {
		if _, err := json.Marshal(s.View(seat)); err != nil {
			t.Errorf("%s: final view of seat %d does not encode: %v", name, seat, err)
		}
	}
}

func checkReplay(t *testing.T, g games.Game, cfg games.Config, steps []step, final games.State, name string) {
	t.Helper()
	s, err := g.New(cfg)
	if err != nil {
		t.Fatalf("%s: New: %v", name, err)
	}
	for i, st := range steps {
		if err := s.Apply(st.seat, st.move); err != nil {
			t.Errorf("%s: replay: move %d refused: %v", name, i, err)
			return
		}
	}
	if !reflect.DeepEqual(s, final) {
		t.Errorf("%s: the same seed and moves made a different game", name)
	}
}

// Playout plays random legal moves from s until the game ends, and returns
// how many moves it took.
func Playout(s games.State, rng *rand.Rand, maxMoves int) (int, error) {
	n := 0
	for ; !s.Over(); n++ {
		if n >= maxMoves {
			return n, fmt.Errorf("no end after %d moves", n)
		}
		toAct := s.ToAct()
		if len(toAct) == 0 {
			return n, fmt.Errorf("nobody to act after %d moves", n)
		}
		seat := toAct[rng.IntN(len(toAct))]
		legal := s.Legal(seat)
		if len(legal) == 0 {
			return n, fmt.Errorf("seat %d to act without a legal move", seat)
		}
		if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			return n, err
		}
	}
	return n, nil
}

// BenchPlayouts measures random playouts of g with cfg and reports moves and
// games per second.
func BenchPlayouts(b *testing.B, g games.Game, cfg games.Config) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	moves := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cfg.Seed = uint64(i + 1)
		s, err := g.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		n, err := Playout(s, rng, 1000000)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	secs := b.Elapsed().Seconds()
	if secs > 0 {
		b.ReportMetric(float64(moves)/secs, "moves/s")
		b.ReportMetric(float64(b.N)/secs, "games/s")
	}
}

// Transcript plays a seeded random game and records it as OpenSpiel's
// playthroughs do: at the start and after every move, the spectator's view
// and every seat's view and legal moves, one line each (the move's line
// first), then the result. A golden record of the rules, and of what each
// seat is shown: a card that leaks into one seat's view shows in a diff.
func Transcript(g games.Game, cfg games.Config, rngSeed uint64) ([]byte, error) {
	s, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(rngSeed, 3))
	var buf bytes.Buffer
	record := func() error {
		for seat := games.Spectator; int(seat) < cfg.Players; seat++ {
			view, err := json.Marshal(s.View(seat))
			if err != nil {
				return fmt.Errorf("view of seat %d: %v", seat, err)
			}
			if seat == games.Spectator {
				fmt.Fprintf(&buf, "  spectator view %s\n", view)
				continue
			}
			fmt.Fprintf(&buf, "  seat %d view %s\n", seat, view)
			if legal := s.Legal(seat); len(legal) > 0 {
				moves, err := json.Marshal(legal)
				if err != nil {
					return fmt.Errorf("legal moves of seat %d: %v", seat, err)
				}
				fmt.Fprintf(&buf, "  seat %d legal %s\n", seat, moves)
			}
		}
		return nil
	}
	fmt.Fprintf(&buf, "start\n")
	if err := record(); err != nil {
		return nil, err
	}
	for n := 1; !s.Over(); n++ {
		if n > 200000 {
			return nil, fmt.Errorf("no end")
		}
		toAct := s.ToAct()
		seat := toAct[rng.IntN(len(toAct))]
		legal := s.Legal(seat)
		m := legal[rng.IntN(len(legal))]
		if err := s.Apply(seat, m); err != nil {
			return nil, err
		}
		data, _ := json.Marshal(m)
		fmt.Fprintf(&buf, "move %d: seat %d %s %s\n", n, seat, m, data)
		if err := record(); err != nil {
			return nil, err
		}
	}
	r, _ := json.Marshal(s.Result())
	fmt.Fprintf(&buf, "result %s\n", r)
	return buf.Bytes(), nil
}

// Golden compares got with the file at path (under testdata/), or rewrites
// the file when the tests run with -update.
func Golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update after checking the change)", path)
	}
}
