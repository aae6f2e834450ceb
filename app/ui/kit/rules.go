package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// RulesKind is what a section of a game's rules tells. The rules page heads
// each section with its kind's name and lists the sections at its top, in
// the order of RulesKinds.
type RulesKind string

// The kinds of sections, in the order a rules page shows them.
const (
	// RulesGoal: who plays and what each player tries to do.
	RulesGoal RulesKind = "goal"
	// RulesCards: the cards, and the deal.
	RulesCards RulesKind = "cards"
	// RulesTurn: what a player does on a turn.
	RulesTurn RulesKind = "turn"
	// RulesRoundEnd: how a round (a battle) ends and what it scores.
	RulesRoundEnd RulesKind = "round"
	// RulesGameEnd: how the game ends and who wins.
	RulesGameEnd RulesKind = "end"
	// RulesVariants: the options the setup page offers.
	RulesVariants RulesKind = "variants"
	// RulesApp: what the app does that the box does not say (how to play
	// on a screen).
	RulesApp RulesKind = "app"
)

// RulesKinds lists every kind of section, in the order a rules page shows
// them.
var RulesKinds = []RulesKind{RulesGoal, RulesCards, RulesTurn, RulesRoundEnd, RulesGameEnd, RulesVariants, RulesApp}

// RulesSection is one headed section of a game's rules.
type RulesSection struct {
	// Kind says what the section tells, and so its heading.
	Kind RulesKind
	// Heading, if set, heads the section in place of its kind's name,
	// {French, English}: "Fin d’une bataille" in Chevaux.
	Heading [2]string
	// Paragraphs are its text, {French, English}.
	Paragraphs [][2]string
	// Cards, if set, are small pictures of the cards the section speaks
	// of, drawn as the game draws them in its log (see Faces), in the
	// screen's language.
	Cards func() []Face
	// Extra, if set, draws more below the paragraphs (a chart), from the
	// engine.
	Extra func() app.UI
}

// Title is the section's heading in the screen's language.
func (s RulesSection) Title() string { return s.TitleIn(lang) }

// TitleIn is the section's heading in l.
func (s RulesSection) TitleIn(l Lang) string {
	if s.Heading != ([2]string{}) {
		return Pick(l, s.Heading)
	}
	return texts.In(l, "kit.rules."+string(s.Kind))
}

// RulesText is every paragraph of the rules, section after section: the
// whole text, for the texts' tests.
func (g Game) RulesText() [][2]string {
	var out [][2]string
	for _, s := range g.Rules {
		out = append(out, s.Paragraphs...)
	}
	return out
}
