package table

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"menagerie/games"
)

// Kind says who holds a seat.
type Kind string

// The kinds of seat holder.
const (
	Human  Kind = "human"  // a person on this device
	Bot    Kind = "bot"    // a bot on the host
	Remote Kind = "remote" // a guest on another device
)

// SeatInfo is who sits at a seat.
type SeatInfo struct {
	Name  string `json:"name"`
	Kind  Kind   `json:"kind"`
	Level int    `json:"level,omitempty"` // bot level: 0 easy, 1 medium, 2 hard
}

// Step is one applied move, as recorded in the game's log.
type Step struct {
	Seat games.Seat      `json:"seat"`
	Move json.RawMessage `json:"move"`
}

// Setup is everything a table is made from: with the log of steps it
// rebuilds the game exactly (the games are functions of seed and moves).
type Setup struct {
	Game   string       `json:"game"`
	Config games.Config `json:"config"`
	Seats  []SeatInfo   `json:"seats"`
}

// Event is a public record of an applied move.
type Event struct {
	Seq  int             `json:"seq"`
	Seat games.Seat      `json:"seat"`
	Move json.RawMessage `json:"move"`
}

// Update is what one seat receives after each change: all it needs to draw
// its screen, and nothing it may not see.
type Update struct {
	Game   string            `json:"game"`
	Seq    int               `json:"seq"`
	Seat   games.Seat        `json:"seat"`
	Seats  []SeatInfo        `json:"seats"`
	ToAct  []games.Seat      `json:"toAct"`
	View   json.RawMessage   `json:"view"`
	Legal  []json.RawMessage `json:"legal,omitempty"`
	Events []Event           `json:"events,omitempty"`
	Over   bool              `json:"over"`
	Result *games.Result     `json:"result,omitempty"`
	Commit string            `json:"commit,omitempty"` // SHA-256 of the seed, sent from the start
	Seed   *uint64           `json:"seed,omitempty"`   // revealed once the game is over
	Clock  *Clock            `json:"clock,omitempty"`  // a timed game's clock (see clock.go)
	// Round is the round in progress of a game played in rounds (see
	// games.Rounder), 0 for a game without rounds: a page that follows
	// the updates (a guest's) knows from it when a round has ended.
	Round int `json:"round,omitempty"`
}

// recentEvents is how many past moves an Update carries.
const recentEvents = 12

// Errors returned by Act.
var (
	ErrNoSuchSeat  = errors.New("no such seat")
	ErrNotYourTurn = errors.New("this seat may not act now")
	ErrGameOver    = errors.New("the game is over")
	ErrStale       = errors.New("the move was made on an old position")
)

// Table runs one game.
type Table struct {
	setup Setup
	game  games.Game
	state games.State
	log   []Step
	seq   int
	// deadline and timeUp are a timed game's clock (see clock.go).
	deadline int64
	timeUp   bool
	// memo keeps each seat's Update until the position changes: a page
	// draws the same position several times (a bot starting to think,
	// a timer, an animation), and the view's and the legal moves' JSON
	// are most of what drawing it asks of the table.
	memo map[games.Seat]Update
	// secret says, for each step of the log, whether its move is
	// games.Private, known when it was applied rather than decoded again
	// for every Update.
	secret []bool
	// commit is the seed's Commitment, made once: every Update carries it.
	commit string
}

// New starts a table of game g for setup, whose Game must be g's ID.
func New(g games.Game, setup Setup) (*Table, error) {
	if g == nil {
		return nil, fmt.Errorf("no game for the setup of %q", setup.Game)
	}
	if setup.Game != g.ID() {
		return nil, fmt.Errorf("a setup for the game %q given to %q", setup.Game, g.ID())
	}
	if len(setup.Seats) != setup.Config.Players {
		return nil, fmt.Errorf("%d seats for %d players", len(setup.Seats), setup.Config.Players)
	}
	s, err := g.New(setup.Config)
	if err != nil {
		return nil, err
	}
	setup.Seats = slices.Clone(setup.Seats)
	return &Table{setup: setup, game: g, state: s, commit: Commitment(setup.Config.Seed)}, nil
}

// Restore rebuilds a table of game g from its setup and log, replaying
// every move.
func Restore(g games.Game, setup Setup, log []Step) (*Table, error) {
	t, err := New(g, setup)
	if err != nil {
		return nil, err
	}
	for i, st := range log {
		if err := t.Act(st.Seat, st.Move); err != nil {
			return nil, fmt.Errorf("replaying move %d: %w", i+1, err)
		}
	}
	return t, nil
}

// Reseed deals the game again from seed, before any move: a network game's
// seed is known only when the host starts it (see package netplay).
func (t *Table) Reseed(seed uint64) error {
	if t.seq != 0 {
		return errors.New("the game has started: its deal cannot change")
	}
	cfg := t.setup.Config
	cfg.Seed = seed
	s, err := t.game.New(cfg)
	if err != nil {
		return err
	}
	t.setup.Config, t.state = cfg, s
	t.memo = nil
	return nil
}

// Setup returns what the table was made from.
func (t *Table) Setup() Setup {
	s := t.setup
	s.Seats = slices.Clone(s.Seats)
	return s
}

// Log returns every move applied so far.
func (t *Table) Log() []Step { return slices.Clone(t.log) }

// Seq is the number of moves applied so far.
func (t *Table) Seq() int { return t.seq }

// Over says whether the game has ended.
func (t *Table) Over() bool { return t.state.Over() }

// ToAct lists the seats that may move now.
func (t *Table) ToAct() []games.Seat { return t.state.ToAct() }

// SetSeat changes who holds seat (a guest's seat handed to a bot, say).
func (t *Table) SetSeat(seat games.Seat, info SeatInfo) error {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return ErrNoSuchSeat
	}
	t.setup.Seats[seat] = info
	t.memo = nil
	return nil
}

// Act applies seat's move, given as JSON. On any error nothing changes.
// The seat games.Spectator makes the table's own steps (TimeUp).
func (t *Table) Act(seat games.Seat, move json.RawMessage) error {
	if seat == games.Spectator {
		return t.actTable(move)
	}
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return ErrNoSuchSeat
	}
	if t.state.Over() {
		return ErrGameOver
	}
	if !slices.Contains(t.state.ToAct(), seat) {
		return ErrNotYourTurn
	}
	m, err := t.game.DecodeMove(move)
	if err != nil {
		return fmt.Errorf("bad move: %w", err)
	}
	if err := t.state.Apply(seat, m); err != nil {
		return err
	}
	// Store the canonical encoding, so logs compare byte for byte.
	canon, err := json.Marshal(m)
	if err != nil {
		return err
	}
	t.log = append(t.log, Step{Seat: seat, Move: canon})
	p, ok := m.(games.Private)
	t.secret = append(t.secret, ok && p.Private())
	t.seq++
	t.memo = nil
	return nil
}

// ActAt is Act for a move decided on the position numbered seen: a move
// made on an older position is refused with ErrStale.
func (t *Table) ActAt(seat games.Seat, seen int, move json.RawMessage) error {
	if seen != t.seq {
		return ErrStale
	}
	return t.Act(seat, move)
}

// Update makes seat's update: its view, its legal moves, the recent events.
func (t *Table) Update(seat games.Seat) Update {
	if u, ok := t.memo[seat]; ok {
		u.Seats = slices.Clone(u.Seats)
		u.Clock = t.clock()
		return u
	}
	u := Update{
		Game:   t.setup.Game,
		Seq:    t.seq,
		Seat:   seat,
		Seats:  slices.Clone(t.setup.Seats),
		ToAct:  t.state.ToAct(),
		Over:   t.state.Over(),
		Commit: t.commit,
	}
	u.View, _ = json.Marshal(t.state.View(seat))
	if seat >= 0 {
		for _, m := range t.state.Legal(seat) {
			data, _ := json.Marshal(m)
			u.Legal = append(u.Legal, data)
		}
	}
	u.Clock = t.clock()
	u.Round, _ = t.Round()
	from := max(0, len(t.log)-recentEvents)
	for i := from; i < len(t.log); i++ {
		if t.log[i].Seat < 0 {
			continue // the table's own steps: the views tell their effect
		}
		ev := Event{Seq: i + 1, Seat: t.log[i].Seat}
		if t.log[i].Seat == seat || !t.private(i) {
			ev.Move = t.log[i].Move
		}
		u.Events = append(u.Events, ev)
	}
	if u.Over {
		r := t.state.Result()
		u.Result = &r
		seed := t.setup.Config.Seed
		u.Seed = &seed
	}
	u.Legal, u.Events = slices.Clip(u.Legal), slices.Clip(u.Events)
	if t.memo == nil {
		t.memo = make(map[games.Seat]Update)
	}
	t.memo[seat] = u
	u.Seats = slices.Clone(u.Seats)
	return u
}

// private says whether the i-th step is a games.Private move, which only
// its author may see in the events.
func (t *Table) private(i int) bool { return t.secret[i] }

// Commitment is the SHA-256, in hex, of the seed's 8 bytes (big-endian): the
// host shows it at the start and reveals the seed at the end.
func Commitment(seed uint64) string {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], seed)
	sum := sha256.Sum256(b[:])
	return hex.EncodeToString(sum[:])
}

// BotToAct returns the first seat held by a bot among those that may act
// now: the one whose move comes next (a bot moves as soon as it may, while
// the people read).
func (t *Table) BotToAct() (games.Seat, bool) {
	for _, seat := range t.state.ToAct() {
		if t.setup.Seats[seat].Kind == Bot {
			return seat, true
		}
	}
	return 0, false
}

// Chooser picks a move for a bot seat. It may read the state only through
// Legal and Determinize.
type Chooser func(ctx context.Context, s games.State, seat games.Seat, level int, rng *rand.Rand) games.Move

// BotJob is a bot's decision, to be made on a snapshot of the game away
// from the table (in the browser, while the page goes on), then offered
// back with ActAt: if the game moved on meanwhile, the move is refused as
// stale and the bot decides again.
type BotJob struct {
	Seat  games.Seat
	Seq   int // the position the decision is made on
	Level int
	state games.State
	game  games.Game
}

// BotJob prepares the decision of the bot at seat on the current position.
func (t *Table) BotJob(seat games.Seat) (*BotJob, error) {
	if seat < 0 || int(seat) >= len(t.setup.Seats) {
		return nil, ErrNoSuchSeat
	}
	if !slices.Contains(t.state.ToAct(), seat) {
		return nil, ErrNotYourTurn
	}
	return &BotJob{Seat: seat, Seq: t.seq, Level: t.setup.Seats[seat].Level, state: t.state.Clone(), game: t.game}, nil
}

// Run makes the decision with choose and returns the move as JSON.
func (j *BotJob) Run(ctx context.Context, choose Chooser, rng *rand.Rand) (json.RawMessage, error) {
	m := choose(ctx, j.state, j.Seat, j.Level, rng)
	if m == nil {
		return nil, errors.New("the bot found no move")
	}
	return json.Marshal(m)
}

// RandomBot picks a uniformly random legal move.
func RandomBot(_ context.Context, s games.State, seat games.Seat, _ int, rng *rand.Rand) games.Move {
	legal := s.Legal(seat)
	if len(legal) == 0 {
		return nil
	}
	return legal[rng.IntN(len(legal))]
}
