package kittest

import (
	"context"
	"math/rand/v2"
	"strconv"
	"testing"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/bot"
)

// BotStream is the second word of the generator the bots of a game on a
// fixed deal draw from (the first is the seed): the app's (see its setup
// page), and PlayGuided's.
const BotStream = 0x626f7473

// maxMoves bounds a guided game: no game lasts that long.
const maxMoves = 10000

// Screen is one of the guided game's player's screens: the player's update
// as the app draws it at the start and after every move.
type Screen struct {
	// Update is the player's (seat 0's) update.
	Update table.Update
	// Turn is the number of moves the player has made so far.
	Turn int
	// Mover is the seat whose move led to this screen, -1 on the first.
	Mover games.Seat
	// Waiting says whether the game waits for the player's move: the
	// player is to act and no bot is.
	Waiting bool
	// Due are the keys of the tips whose When holds for Update, seen
	// before or not, in the guide's order.
	Due []string
}

// Guided is how one guided game went, as its player saw it.
type Guided struct {
	// Tips maps the key of each tip that came up to the number of moves
	// the player had made when it first did.
	Tips map[string]int
	// Order are the keys of the tips that came up, in the order they did.
	Order []string
	// Turns is the number of the player's moves; Moves, of every seat's.
	Turns, Moves int
	// Final is the player's update at the end.
	Final table.Update
}

// Missing are the keys of guide's tips that never came up in g, in the
// guide's order.
func (g Guided) Missing(guide *kit.Guide) []string {
	var keys []string
	for _, tip := range guide.Tips {
		if _, ok := g.Tips[tip.Key]; !ok {
			keys = append(keys, tip.Key)
		}
	}
	return keys
}

// PlayGuided plays game's guided deal as the app does (see Guide): seat 0
// is the player ("You"), the other seats are Easy bots; whenever a bot may
// act, the first of them acts (the app lets a bot move as soon as it may,
// while the player reads); otherwise the player plays the move the coach
// proposes, the Hard bot's decision from the player's view
// (table.HintJob). Every bot decision, the coach's included, draws from
// one generator seeded with botSeed and BotStream, as on a fixed deal in
// the app (a guided game's bots use the seed 1 there). A tip comes up on a screen
// where the game waits for the player and its When holds, as the app shows
// it above the prompt until the player puts it away: every tip due there
// comes up, in the guide's order. Each screen, the first, those after
// every move and the last, is passed to screen when it is not nil. The
// game must end within 10000 moves.
func PlayGuided(t testing.TB, game kit.Game, botSeed uint64, screen func(Screen)) Guided {
	t.Helper()
	g := game.Guide
	if g == nil {
		t.Fatalf("%s has no guided game", game.ID())
	}
	setup := g.Setup(game.ID(), "You", func(i int) string { return "Bot " + strconv.Itoa(i) })
	tb, err := table.New(game.Engine, setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(botSeed, BotStream))
	out := Guided{Tips: map[string]int{}}
	show := func(mover games.Seat) Screen {
		s := Screen{Update: tb.Update(0), Turn: out.Turns, Mover: mover}
		_, botToAct := tb.BotToAct()
		s.Waiting = kit.Mine(s.Update) && !botToAct
		if screen != nil {
			for _, tip := range g.Tips {
				if tip.When(s.Update) {
					s.Due = append(s.Due, tip.Key)
				}
			}
		}
		// The tips that come up, as the app shows them: the one due, then,
		// once the player puts it away, the next.
		for s.Waiting {
			tip, ok := g.Due(s.Update, out.Order)
			if !ok {
				break
			}
			out.Tips[tip.Key] = out.Turns
			out.Order = append(out.Order, tip.Key)
		}
		if screen != nil {
			screen(s)
		}
		return s
	}
	s := show(-1)
	for !tb.Over() {
		if out.Moves >= maxMoves {
			t.Fatalf("%s deal %d, bots' seed %d: no end after %d moves", game.ID(), g.Seed, botSeed, out.Moves)
		}
		seat, ok := games.Seat(0), s.Waiting
		if b, isBot := tb.BotToAct(); isBot {
			seat, ok = b, true
		}
		if !ok {
			t.Fatalf("%s deal %d, bots' seed %d: nobody to act (%v)", game.ID(), g.Seed, botSeed, tb.ToAct())
		}
		var job *table.BotJob
		if seat == 0 {
			job, err = tb.HintJob(0)
			out.Turns++
		} else {
			job, err = tb.BotJob(seat)
		}
		if err != nil {
			t.Fatal(err)
		}
		move, err := job.Run(context.Background(), bot.ChooseLevel, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Act(seat, move); err != nil {
			t.Fatalf("%s deal %d, bots' seed %d: seat %d plays %s: %v", game.ID(), g.Seed, botSeed, seat, move, err)
		}
		out.Moves++
		s = show(seat)
	}
	out.Final = s.Update
	return out
}

// CheckTips checks the texts of g's tips: every tip has a key of its own,
// a When, and a text in French and in English, the two different.
func CheckTips(t testing.TB, g *kit.Guide) {
	t.Helper()
	if g == nil || len(g.Tips) == 0 {
		t.Fatal("no guided game")
	}
	keys := map[string]bool{}
	for _, tip := range g.Tips {
		if tip.Key == "" || keys[tip.Key] {
			t.Errorf("tip %q: its key is empty or another's", tip.Key)
		}
		keys[tip.Key] = true
		if tip.Text[0] == "" || tip.Text[1] == "" || tip.Text[0] == tip.Text[1] || tip.When == nil {
			t.Errorf("tip %s is incomplete: %q", tip.Key, tip.Text)
		}
	}
}
