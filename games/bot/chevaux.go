package bot

import (
	"context"
	"math"
	"math/rand/v2"

	"menagerie/games"
	"menagerie/games/chevaux"
)

// Chevaux. The determinizations do the card counting: every card that has
// been face up is public for good, so they deal the unseen cards only over
// the places nobody has seen, keep the known bottoms of the piles in order
// (a pile whose every card is known shows its next battle card), and give
// each face-down battle card of the others the rarity and the values
// announced for it, and an awaited player a card rarer than the setter's.
// The knowledge:
//
//   - A playout plays the current battle and the next one, then scores the
//     cards each seat won or lost: a battle's result is what a choice of
//     characteristic decides, and the next battle is led by its winner.
//     In the last battles before the limit, it plays to the end and
//     scores the win.
//   - Playouts choose the characteristic on which the card beats most of
//     the deck (ties won by the rarer card), and switch only when the card
//     is beaten by a value already announced, to a characteristic on which
//     no value announced beats it, then the strongest. They read the
//     actor's own view only: its card, and the values and rarities told.
//   - The other seats' decisions depend on their own battle card, which the
//     tree cannot see (its statistics mix every determinization): they play
//     the playout policy, and the tree holds the bot's decisions only.

// chevauxGame is the bots' knowledge of Chevaux.
type chevauxGame struct{}

func init() { know(chevauxGame{}) }

func (chevauxGame) fits(d games.State) bool { _, ok := d.(*chevaux.State); return ok }

func (chevauxGame) budget(level Level) int {
	if level == Hard {
		return 1500
	}
	return 40
}

func (chevauxGame) opponentTree() bool { return false }

func (chevauxGame) determinize(s games.State, seat games.Seat, _ Level, rng *rand.Rand) games.State {
	return plainDeterminize(s, seat, rng)
}

// chHorizon is how many battles a playout plays before it is scored:
// the battle under way decides the cards won, and its winner leads the
// next one (further battles only add noise).
const chHorizon = 2

// chNoise is the share of random moves in the playouts of each level: a
// Medium bot misjudges its opponents now and then.
var chNoise = [...]float64{Medium: 0.05, Hard: 0}

// chEndgame is how many battles before the limit a playout goes to the end.
const chEndgame = 6

// chValue[id][c] is card id's value on characteristic c; chRarity[id] its
// rarity, 0 (green) to 3 (red).
var chValue, chRarity = func() (v [chevaux.NumCards + 1][len(chevaux.Characteristics)]int, r [chevaux.NumCards + 1]int) {
	for _, h := range chevaux.Cards() {
		for _, c := range chevaux.Characteristics {
			v[h.ID][c] = h.Value(c)
		}
		r[h.ID] = chRarityOf(h.Rarity)
	}
	return v, r
}()

// chBeats reports whether card a beats card b on c, a tie going to the
// rarer card; equal cards on both do not.
func chBeats(a, b int, c chevaux.Characteristic) bool {
	return chBeatsTold(a, chValue[b][c], chRarity[b], c)
}

// chBeatsTold reports whether card a beats a card of which value v on c
// and rarity r were told, a tie going to the rarer card.
func chBeatsTold(a, v, r int, c chevaux.Characteristic) bool {
	va := chValue[a][c]
	return c.Better(va, v) || va == v && chRarity[a] > r
}

// chRarityOf reads a rarity id of the views as 0 (green) … 3 (red).
func chRarityOf(id string) int {
	r, _ := chevaux.ParseRarity(id)
	return int(r)
}

// chStrength[id][c] is the share of the other cards that card id beats on
// characteristic c, a tie on both value and rarity counting half.
var chStrength = func() (t [chevaux.NumCards + 1][len(chevaux.Characteristics)]float64) {
	for a := 1; a <= chevaux.NumCards; a++ {
		for _, c := range chevaux.Characteristics {
			won := 0.0
			for b := 1; b <= chevaux.NumCards; b++ {
				switch {
				case a == b:
				case chBeats(a, b, c):
					won++
				case !chBeats(b, a, c):
					won += 0.5
				}
			}
			t[a][c] = won / (chevaux.NumCards - 1)
		}
	}
	return t
}()

// chNone stands for no characteristic.
const chNone chevaux.Characteristic = 255

// chBest returns the characteristic other than not (chNone for none) on
// which card is strongest.
func chBest(card int, not chevaux.Characteristic) chevaux.Characteristic {
	best := chNone
	for _, c := range chevaux.Characteristics {
		if c != not && (best == chNone || chStrength[card][c] > chStrength[card][best]) {
			best = c
		}
	}
	return best
}

// chPolicy is the playouts' move (and the easy level's, with more noise):
// the leader chooses the characteristic on which its card is strongest;
// a player who may switch keeps while its card beats every value
// announced, and otherwise, since keeping a beaten card loses for sure,
// switches to the characteristic on which its card beats the most of the
// cards face up, then is strongest. With probability noise, a random move
// instead.
func chPolicy(d games.State, actor games.Seat, legal []games.Move, noise float64, rng *rand.Rand) games.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	if rng.Float64() < noise {
		return legal[rng.IntN(len(legal))]
	}
	v := d.View(actor).(chevaux.View)
	mine := v.MyCard
	if legal[0].(chevaux.Move).Kind == chevaux.KindChoose {
		return chevaux.Choose(chBest(mine, chNone))
	}
	cur, _ := chevaux.ParseCharacteristic(v.Char)
	beaten := false
	for i, sv := range v.Seats {
		if games.Seat(i) != actor && sv.Said && !chBeatsTold(mine, sv.Value, chRarityOf(sv.Rarity), cur) {
			beaten = true
		}
	}
	if !beaten {
		return chevaux.Keep()
	}
	// Prefer a characteristic on which no value announced this battle (a
	// switch may have made some announce another one) beats the card, then
	// the strongest.
	best, bestScore := chNone, math.Inf(-1)
	for _, c := range chevaux.Characteristics {
		if c == cur {
			continue
		}
		score := chStrength[mine][c]
		cs := c.String()
		for _, e := range v.Log {
			if games.Seat(e.Seat) != actor && e.Char == cs && e.Kind != "win" && !chBeatsTold(mine, e.Value, chRarityOf(v.Seats[e.Seat].Rarity), c) {
				score -= 1
			}
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return chevaux.Switch(best)
}

func (chevauxGame) easy(d games.State, seat games.Seat, legal []games.Move, rng *rand.Rand) games.Move {
	return chPolicy(d, seat, legal, 0.4, rng)
}

func (chevauxGame) simulator(d games.State, seat games.Seat, level Level, _ func() games.State) simulator {
	s := &chSim{seat: seat, horizon: chHorizon, noise: chNoise[level]}
	v := d.View(seat).(chevaux.View)
	s.players = v.Players
	// Near the battle limit, play to the end: what counts then is who
	// holds the most cards, not how many a battle wins. A timed game whose
	// time is up ends with the battle in progress.
	if left := v.Limit - v.Battles; v.Limit > 0 && left <= chEndgame {
		s.horizon = left + 1
	}
	if v.Ending {
		s.horizon = 1
	}
	for i, sv := range v.Seats {
		s.held[i] = sv.Held
	}
	return s
}

// chSim is the search's knowledge of Chevaux.
type chSim struct {
	seat    games.Seat
	players int
	held    [chevaux.MaxPlayers]int // cards held at the root
	battles int                     // battles collected in this iteration
	horizon int
	noise   float64 // the playouts' share of random moves
	buf     []games.Move
}

func (s *chSim) reset(games.State) { s.battles = 0 }

// candidates: every legal move, the characteristics on which the actor's
// card is strongest first.
func (s *chSim) candidates(d games.State, actor games.Seat) []games.Move {
	legal := d.Legal(actor)
	if len(legal) == 1 {
		return legal
	}
	card := d.View(actor).(chevaux.View).MyCard
	out := append(s.buf[:0], legal...)
	strength := func(m games.Move) float64 {
		mv := m.(chevaux.Move)
		if mv.Kind == chevaux.KindKeep {
			return 2 // keeping first: the cautious default
		}
		c, _ := chevaux.ParseCharacteristic(mv.Char)
		return chStrength[card][c]
	}
	for i := 1; i < len(out); i++ { // insertion sort, best first: four moves at most
		for j := i; j > 0 && strength(out[j]) > strength(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	s.buf = out
	return out
}

func (s *chSim) move(d games.State, actor games.Seat, rng *rand.Rand) games.Move {
	return chPolicy(d, actor, d.Legal(actor), s.noise, rng)
}

func (s *chSim) observe(_ games.State, _ games.Seat, m games.Move) {
	if m.(chevaux.Move).Kind == chevaux.KindCollect {
		s.battles++
	}
}

func (s *chSim) done(games.State) bool { return s.battles >= s.horizon }

// reward: the cards won or lost since the root, from 0 (lost a card in
// every battle) to 1 (won every battle at a full table); once the game is
// over, half of it for the win.
func (s *chSim) reward(d games.State, out []float64) {
	v := d.View(s.seat).(chevaux.View)
	span := float64(s.players * s.horizon)
	for i, sv := range v.Seats {
		out[i] = max(0, min(1, float64(sv.Held-s.held[i]+s.horizon)/span))
	}
	if v.Phase == "over" {
		for i := range v.Seats {
			out[i] /= 2
		}
		for _, w := range v.Winners {
			out[w] += 0.5 / float64(len(v.Winners))
		}
	}
}

// chNear is how much lower a move's chance may be than the best's for
// ReasonNearChance: about the spread of the measure over chSamples deals.
const chNear = 0.1

// explain: the Hard level's reason when its measure of the chances picks m
// (with a fixed rng: a hint's reason does not depend on luck), or finds m
// within chNear of the best; else what m does by the rules.
func (chevauxGame) explain(s games.State, seat games.Seat, legal []games.Move, m games.Move) string {
	rng := rand.New(rand.NewPCG(0, 0))
	det := func() games.State { return s.Determinize(seat, rng) }
	scores := chScores(context.Background(), det(), seat, legal, chSamples, det, rng)
	best, mine := 0, -1
	for i, l := range legal {
		if scores[i] > scores[best] {
			best = i
		}
		if l == m {
			mine = i
		}
	}
	kind := m.(chevaux.Move).Kind
	switch {
	case mine < 0:
		return ""
	case best == mine && kind == chevaux.KindKeep:
		return ReasonUnbeatenChance
	case best == mine:
		return ReasonChance
	case scores[mine] >= scores[best]-chNear:
		return ReasonNearChance
	case kind == chevaux.KindSwitch:
		return ReasonSwitch
	case kind == chevaux.KindKeep:
		return ReasonKeep
	}
	return ReasonChoose
}
