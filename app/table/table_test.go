package table

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"menagerie/games"
	"menagerie/games/catalog"
	"menagerie/games/gamestest"
)

// race is a tiny game for testing the table: players in turn add 1 or 2 to
// a total, or pass a secret note to the next player; whoever reaches 10
// wins. Each seat has a secret number only it sees.
type race struct{}

type raceMove struct {
	Add  int  `json:"add,omitempty"`
	Note bool `json:"note,omitempty"`
}

func (m raceMove) String() string { return fmt.Sprintf("add %d", m.Add) }
func (m raceMove) Private() bool  { return m.Note }

type raceState struct {
	total, turn, players int
	secret               []int
}

type raceView struct {
	Total  int `json:"total"`
	Secret int `json:"secret,omitempty"`
}

func (race) ID() string          { return "race" }
func (race) Players() (int, int) { return 2, 3 }
func (race) New(cfg games.Config) (games.State, error) {
	if cfg.Players < 2 || cfg.Players > 3 {
		return nil, errors.New("bad players")
	}
	s := &raceState{players: cfg.Players}
	for i := range cfg.Players {
		s.secret = append(s.secret, int(cfg.Seed)+i)
	}
	return s, nil
}
func (race) DecodeMove(data []byte) (games.Move, error) {
	var m raceMove
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return nil, err
	}
	return m, nil
}

func (s *raceState) ToAct() []games.Seat {
	if s.Over() {
		return nil
	}
	return []games.Seat{games.Seat(s.turn)}
}
func (s *raceState) Legal(seat games.Seat) []games.Move {
	if s.Over() || int(seat) != s.turn {
		return nil
	}
	return []games.Move{raceMove{Add: 1}, raceMove{Add: 2}, raceMove{Note: true}}
}
func (s *raceState) Apply(seat games.Seat, m games.Move) error {
	rm, ok := m.(raceMove)
	if !ok || s.Over() || int(seat) != s.turn || (!rm.Note && (rm.Add < 1 || rm.Add > 2)) || (rm.Note && rm.Add != 0) {
		return errors.New("illegal")
	}
	s.total += rm.Add
	if !s.Over() {
		s.turn = (s.turn + 1) % s.players
	}
	return nil
}
func (s *raceState) View(seat games.Seat) any {
	v := raceView{Total: s.total}
	if seat >= 0 {
		v.Secret = s.secret[seat]
	}
	return v
}
func (s *raceState) Over() bool { return s.total >= 10 }
func (s *raceState) Result() games.Result {
	return games.Result{Scores: make([]float64, s.players), Winners: []games.Seat{games.Seat(s.turn)}}
}
func (s *raceState) Clone() games.State {
	c := *s
	c.secret = append([]int(nil), s.secret...)
	return &c
}
func (s *raceState) Determinize(games.Seat, *rand.Rand) games.State { return s.Clone() }

var _ games.Private = raceMove{}

func newRace(t *testing.T) *Table {
	t.Helper()
	tb, err := New(race{}, Setup{Game: "race", Config: games.Config{Players: 2, Seed: 40},
		Seats: []SeatInfo{{Name: "Léa", Kind: Human}, {Name: "Bot", Kind: Bot}}})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestNewRefusesBadSetups(t *testing.T) {
	for _, c := range []struct {
		g games.Game
		s Setup
	}{
		{race{}, Setup{Game: "nope", Config: games.Config{Players: 2}, Seats: make([]SeatInfo, 2)}},
		{race{}, Setup{Game: "", Config: games.Config{Players: 2}, Seats: make([]SeatInfo, 2)}},
		{nil, Setup{Game: "race", Config: games.Config{Players: 2}, Seats: make([]SeatInfo, 2)}},
		{race{}, Setup{Game: "race", Config: games.Config{Players: 2}, Seats: make([]SeatInfo, 3)}},
		{race{}, Setup{Game: "race", Config: games.Config{Players: 4}, Seats: make([]SeatInfo, 4)}},
	} {
		if _, err := New(c.g, c.s); err == nil {
			t.Errorf("New(%v, %+v) accepted", c.g, c.s)
		}
	}
}

func TestActRefusesWithoutChange(t *testing.T) {
	tb := newRace(t)
	for _, c := range []struct {
		seat games.Seat
		move string
		want error
	}{
		{-1, `{"add":1}`, ErrNoSuchSeat},
		{2, `{"add":1}`, ErrNoSuchSeat},
		{1, `{"add":1}`, ErrNotYourTurn},
		{0, `{"add":3}`, nil},
		{0, `{"bad":1}`, nil},
		{0, `not json`, nil},
	} {
		err := tb.Act(c.seat, json.RawMessage(c.move))
		if err == nil || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("Act(%d, %s) = %v, want %v", c.seat, c.move, err, c.want)
		}
		if tb.Seq() != 0 || len(tb.Log()) != 0 {
			t.Fatalf("a refused move changed the table")
		}
	}
	if err := tb.ActAt(0, 5, json.RawMessage(`{"add":1}`)); !errors.Is(err, ErrStale) {
		t.Errorf("stale move: %v", err)
	}
	if err := tb.ActAt(0, 0, json.RawMessage(`{"add": 1}`)); err != nil {
		t.Fatal(err)
	}
	if got := string(tb.Log()[0].Move); got != `{"add":1}` {
		t.Errorf("log holds %s, want the canonical encoding", got)
	}
}

func TestUpdateShowsOnlyTheSeatsOwn(t *testing.T) {
	tb := newRace(t)
	u0, u1, spec := tb.Update(0), tb.Update(1), tb.Update(games.Spectator)
	if !strings.Contains(string(u0.View), `"secret":40`) || !strings.Contains(string(u1.View), `"secret":41`) {
		t.Errorf("views: %s %s", u0.View, u1.View)
	}
	if strings.Contains(string(spec.View), "secret") {
		t.Errorf("spectator sees a secret: %s", spec.View)
	}
	if len(u0.Legal) != 3 || len(u1.Legal) != 0 || len(spec.Legal) != 0 {
		t.Errorf("legal: %d %d %d", len(u0.Legal), len(u1.Legal), len(spec.Legal))
	}
	if u0.Seed != nil || u0.Commit != Commitment(40) {
		t.Errorf("seed must stay hidden until the end, behind its commitment")
	}
	// A note passed face down reaches only its author.
	if err := tb.Act(0, json.RawMessage(`{"note":true}`)); err != nil {
		t.Fatal(err)
	}
	if ev := tb.Update(0).Events; len(ev) != 1 || ev[0].Move == nil {
		t.Errorf("author's events: %+v", ev)
	}
	if ev := tb.Update(1).Events; len(ev) != 1 || ev[0].Move != nil {
		t.Errorf("other seat sees a private move: %+v", ev)
	}
}

func TestBotJobOnAStalePositionIsRefused(t *testing.T) {
	tb := newRace(t)
	job, err := tb.BotJob(0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.BotJob(1); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("a job for a seat not to act: %v", err)
	}
	m, err := job.Run(context.Background(), RandomBot, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	// The game moves on before the bot answers.
	if err := tb.Act(0, json.RawMessage(`{"add":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := tb.ActAt(0, job.Seq, m); !errors.Is(err, ErrStale) {
		t.Errorf("a stale bot move: %v", err)
	}
}

func TestPlayToTheEndAndRestore(t *testing.T) {
	tb := newRace(t)
	rng := rand.New(rand.NewPCG(1, 2))
	for !tb.Over() {
		seat := tb.ToAct()[0]
		job, err := tb.BotJob(seat)
		if err != nil {
			t.Fatal(err)
		}
		m, err := job.Run(context.Background(), RandomBot, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.ActAt(seat, job.Seq, m); err != nil {
			t.Fatal(err)
		}
	}
	u := tb.Update(0)
	if !u.Over || u.Result == nil || u.Seed == nil || *u.Seed != 40 {
		t.Fatalf("final update: %+v", u)
	}
	if err := tb.Act(0, json.RawMessage(`{"add":1}`)); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
	back, err := Restore(race{}, tb.Setup(), tb.Log())
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(tb.Update(1))
	b, _ := json.Marshal(back.Update(1))
	if !bytes.Equal(a, b) {
		t.Errorf("restored table differs:\n%s\n%s", a, b)
	}
	if _, err := Restore(race{}, tb.Setup(), append(tb.Log(), Step{Seat: 0, Move: json.RawMessage(`{"add":1}`)})); err == nil {
		t.Errorf("a log with a move after the end restored")
	}
}

// TestBotToAct: the bot whose move comes next, or none while a person is
// to move or the game is over.
func TestBotToAct(t *testing.T) {
	tb := newRace(t) // Léa (human) moves first, then the bot, in turn
	if seat, ok := tb.BotToAct(); ok {
		t.Fatalf("Léa to move, yet the bot at %d is next", seat)
	}
	if err := tb.Act(0, json.RawMessage(`{"add":2}`)); err != nil {
		t.Fatal(err)
	}
	if seat, ok := tb.BotToAct(); !ok || seat != 1 {
		t.Fatalf("the bot to move: BotToAct = %d, %v", seat, ok)
	}
	for !tb.Over() {
		if err := tb.Act(tb.ToAct()[0], json.RawMessage(`{"add":2}`)); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := tb.BotToAct(); ok {
		t.Error("a bot to move in a game that is over")
	}
}

// TestUpdateFollowsEveryChange plays a seeded random game of every engine
// and checks, after each move, that every seat's Update (kept until the
// position changes) is the one a fresh copy of the table makes; that a
// seat handed to someone else shows at once; and that changing what an
// Update holds changes nothing the next one says.
func TestUpdateFollowsEveryChange(t *testing.T) {
	for _, g := range catalog.All() {
		cfg := gamestest.Usual(g).Config(3)
		t.Run(g.ID(), func(t *testing.T) {
			tb := gameTable(t, g, cfg)
			rng := rand.New(rand.NewPCG(3, 7))
			same := func(when string) {
				t.Helper()
				for seat := games.Spectator; int(seat) < cfg.Players; seat++ {
					tb.Update(seat) // kept
					got, _ := json.Marshal(tb.Update(seat))
					want, _ := json.Marshal(tb.Clone().Update(seat))
					if !bytes.Equal(got, want) {
						t.Fatalf("%s, seat %d: the kept update differs from a fresh one:\n%s\n%s", when, seat, got, want)
					}
				}
			}
			for moves := 0; !tb.Over() && moves < 300; moves++ {
				same(fmt.Sprintf("after %d moves", moves))
				seat := tb.ToAct()[rng.IntN(len(tb.ToAct()))]
				legal := tb.Legal(seat)
				if err := tb.Act(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			u := tb.Update(1)
			u.Seats[1].Name = "changed"
			if got := tb.Update(1).Seats[1].Name; got == "changed" {
				t.Fatal("a change to an update reached the table's next one")
			}
			if err := tb.SetSeat(1, SeatInfo{Name: "Zoé", Kind: Human}); err != nil {
				t.Fatal(err)
			}
			if got := tb.Update(1).Seats[1].Name; got != "Zoé" {
				t.Fatalf("after SetSeat the seat is %q", got)
			}
			same("after SetSeat")
		})
	}
}
