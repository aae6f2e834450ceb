package zoo

import (
	"fmt"
	"strconv"
	"strings"
)

// Options are what a table chooses of a game: simple or partner game, and
// the total that ends it.
type Options struct {
	Partners bool // the changing-partners game (4 players or more)
	Goal     int  // the total that ends the game, MinGoal … MaxGoal
}

// Variant is the Config.Variant string of o: "" or "partners", followed
// for a total other than DefaultGoal by "goal=N" ("goal=25",
// "partners,goal=25").
func (o Options) Variant() string {
	var parts []string
	if o.Partners {
		parts = append(parts, VariantPartners)
	}
	if o.Goal != DefaultGoal {
		parts = append(parts, "goal="+strconv.Itoa(o.Goal))
	}
	return strings.Join(parts, ",")
}

// ParseVariant reads a Config.Variant string: "" the simple game to
// DefaultGoal, "partners" the partner game, either followed by a total
// ("goal=N", "partners,goal=N", MinGoal ≤ N ≤ MaxGoal). It accepts only the
// form Options.Variant writes, so that one game has one variant string.
func ParseVariant(v string) (Options, error) {
	o := Options{Goal: DefaultGoal}
	rest := v
	if rest == VariantPartners || strings.HasPrefix(rest, VariantPartners+",") {
		o.Partners = true
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, VariantPartners), ",")
	}
	if rest != "" {
		n, err := strconv.Atoi(strings.TrimPrefix(rest, "goal="))
		if err != nil || !strings.HasPrefix(rest, "goal=") || n < MinGoal || n > MaxGoal {
			return Options{}, fmt.Errorf("zoo: unknown variant %q: want \"\" or %q, then \"goal=N\" with %d ≤ N ≤ %d", v, VariantPartners, MinGoal, MaxGoal)
		}
		o.Goal = n
	}
	if o.Variant() != v {
		return Options{}, fmt.Errorf("zoo: variant %q: write it %q", v, o.Variant())
	}
	return o, nil
}

// OfferedGoals are the totals a table offers besides DefaultGoal: a short
// game and a long one.
var OfferedGoals = []int{10, 30}

// Variants lists the games a table offers: the simple game to
// DefaultGoal, then to each of OfferedGoals; the same for the
// changing-partners game (4 players or more).
func (Game) Variants() []string {
	var out []string
	for _, partners := range []bool{false, true} {
		out = append(out, Options{Partners: partners, Goal: DefaultGoal}.Variant())
		for _, g := range OfferedGoals {
			out = append(out, Options{Partners: partners, Goal: g}.Variant())
		}
	}
	return out
}
