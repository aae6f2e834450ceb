package bot

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"menagerie/games"
	lil "menagerie/games/lifeislife"
)

// botGameMoves bounds a game between bots: far more moves than any such
// game takes (the longest, Du grabuge au zoo to 30 points, about 1,100).
const botGameMoves = 5000

// TestBotGamesEnd plays two games of every table between bots only — the
// three levels (short searches) and the game's outside opponent, seats
// rotated — and fails if it has not ended within botGameMoves moves: a
// round that only a player can end (Life is Life's knock) must not go on
// for ever between players who each wait for the other.
func TestBotGamesEnd(t *testing.T) {
	for _, tb := range tables() {
		for seed := uint64(7); seed <= 8; seed++ {
			botGameEnds(t, tb, seed)
		}
	}
}

// botGameEnds plays game seed of tb between bots, as TestBotGamesEnd says.
func botGameEnds(t *testing.T, tb table, seed uint64) {
	{
		s := newGame(t, tb, seed)
		p, hasPeer := peerOf(tb.game.ID())
		players := make([]outsider, tb.players)
		rngs := make([]*rand.Rand, tb.players)
		for i := range players {
			rngs[i] = rand.New(rand.NewPCG(seed, uint64(i)))
			if hasPeer && i%4 == 3 {
				players[i] = p.make()
			}
		}
		start := time.Now()
		moves := 0
		for ; !s.Over() && moves < botGameMoves; moves++ {
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			var m games.Move
			switch {
			case len(legal) == 1:
				m = legal[0]
			case players[seat] != nil:
				m = players[seat].choose(s, seat, legal, rngs[seat])
			default:
				m = choose(context.Background(), s, seat, Level((int(seat)+int(seed))%3), rngs[seat], testIterations)
			}
			if err := s.Apply(seat, m); err != nil {
				t.Fatalf("%v move %d: %v", tb, moves, err)
			}
			for i, o := range players {
				if w, ok := o.(watcher); ok {
					w.watch(s, games.Seat(i))
				}
			}
		}
		t.Logf("%v: %d moves, %v", tb, moves, time.Since(start).Round(time.Millisecond))
		if !s.Over() {
			t.Errorf("%v seed %d: no end after %d moves", tb, seed, moves)
		}
	}
}

// stubborn is a Life is Life player that never ends a round: it plays the
// majority rule's best exchange, even one that does not help, and never
// knocks, nor passes in the last turn.
type stubborn struct{}

func (stubborn) choose(s games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	if m, _, _, _, _ := lilPeerExchange(s, seat, legal, rng); m != nil {
		return m
	}
	return legal[0]
}

// TestLilBotsKnock: against players who never knock, a round of Life is
// Life ends only when the bot knocks (or shows a set). The game of the
// tournament that once never ended (seed 4294967322, two players, Medium
// in seat 1 against the majority rule, which then never knocked either:
// each player, sure of its result, found every exchange as good as the
// knock) ends, and so do games of Medium and Hard against stubborn
// players at two and four seats (while the bot is in).
func TestLilBotsKnock(t *testing.T) {
	var c clock
	if _, err := playMatchGame(table{lil.Game{}, 2, ""}, match{Medium, outside}, 25, 4294967322, &c); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		players int
		level   Level
		seed    uint64
	}{
		{2, Medium, 4294967322}, {2, Hard, 4294967322}, {4, Medium, 5}, {4, Hard, 6},
	} {
		s := newGame(t, table{lil.Game{}, tc.players, ""}, tc.seed)
		rngs := make([]*rand.Rand, tc.players)
		for i := range rngs {
			rngs[i] = rand.New(rand.NewPCG(tc.seed, uint64(i)))
		}
		bot := games.Seat(1)
		knocks, moves := 0, 0
		// Once the bot is out, nobody is left to knock.
		in := func() bool { return !s.View(bot).(*lil.View).Players[bot].Out }
		for ; !s.Over() && in() && moves < botGameMoves; moves++ {
			seat := s.ToAct()[0]
			legal := s.Legal(seat)
			var m games.Move
			switch {
			case len(legal) == 1:
				m = legal[0]
			case seat != bot:
				m = stubborn{}.choose(s, seat, legal, rngs[seat])
			default:
				m = choose(context.Background(), s, seat, tc.level, rngs[seat], lilTestIterations[tc.level])
				if m.(lil.Move).Kind == lil.Knock {
					knocks++
				}
			}
			if err := s.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d players, %v: %d moves, %d knocks", tc.players, tc.level, moves, knocks)
		if !s.Over() && in() {
			t.Errorf("%d players, %v against stubborn players, seed %d: no end after %d moves", tc.players, tc.level, tc.seed, moves)
		}
	}
}

// lilTestIterations: Medium's own budget, a shorter search for Hard.
var lilTestIterations = [...]int{Medium: 0, Hard: 300}
