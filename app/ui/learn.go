package ui

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"menagerie/app/session"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
)

// storageGuided is followed by a game's id once its guided game was
// offered (and then played or declined).
const storageGuided = "menagerie.guided."

// Hint is the move proposed for the position on screen (see kit.HintTable).
func (p *playPage) Hint() json.RawMessage {
	if h := shownHint(); h != nil {
		return h.Move
	}
	return nil
}

// shownHint is the hint for the position on screen, nil if none came.
func shownHint() *netplay.Hint {
	if g := device.Game(); g != nil {
		return g.Hint()
	}
	return nil
}

// hintsAllowed says whether the seat on screen may ask for hints (see
// session.Session.HintsAllowed).
func hintsAllowed() bool {
	g := device.Game()
	return g != nil && g.HintsAllowed()
}

// hintPending says a hint was asked for the position on screen and has not
// come yet.
func hintPending() bool {
	g := device.Game()
	return g != nil && g.HintPending()
}

// askHint asks for the Hard bot's move for the seat on screen, from that
// seat's view only (like every bot): worked out beside the page, or by the
// host for a guest. It comes with a network event's redraw.
func (p *playPage) askHint(ctx app.Context) {
	g := device.Game()
	if g == nil {
		return
	}
	// The page's context, not ctx: the move that led here may have
	// unmounted ctx's element (a tapped card).
	page := p.page
	if err := g.AskHint(func() { p.coach(page) }); err != nil {
		p.err = tr("play.error", netError(err.Error()))
	}
}

// hintMarks are the numbers of the moves played after a hint in the game
// on screen: a guest's come from the host, with every update.
func hintMarks() []int {
	if g := device.Game(); g != nil {
		return g.Hinted()
	}
	return nil
}

// coach proposes the move, in a guided game, when the player's turn comes.
func (p *playPage) coach(ctx app.Context) {
	s := hosted()
	if s == nil || !s.Learn.Guided || s.Over() || s.Handoff {
		return
	}
	if seat, ok := s.HumanToAct(); ok && seat == s.Shown {
		p.askHint(ctx)
	}
}

// dueTip is the guided game's next tip for the update on screen, if one is
// due and not yet seen.
func dueTip(s *session.Hosted, kg kit.Game, u table.Update) (kit.Tip, bool) {
	if s == nil || !s.Learn.Guided || kg.Guide == nil {
		return kit.Tip{}, false
	}
	return kg.Guide.Due(u, s.Learn.Seen)
}

// renderNote is what the dock shows above the prompt instead of the moves
// since the player's last one: the coach's tip, or what a hint proposes.
func (p *playPage) renderNote(kg kit.Game, u table.Update) (app.UI, bool) {
	s := hosted()
	if tip, ok := dueTip(s, kg, u); ok {
		return app.Section().Class("kit-note coach").ID("coach").DataSet("tip", tip.Key).Aria("live", "polite").Body(
			app.P().Body(app.Strong().Text(tr("learn.coach")+" "), app.Text(label(tip.Text))),
			app.Div().Class("kit-note-actions").Body(
				app.Button().ID("coach-ok").Class("primary").DataSet("tip", tip.Key).Text(tr("learn.ok")).OnClick(func(ctx app.Context, e app.Event) {
					// The tip on screen, read from the button: a second tap
					// before the screen is drawn again must not put away
					// the next tip unseen.
					if key := kit.Data(ctx, "tip"); key != "" && !slices.Contains(hosted().Learn.Seen, key) {
						hosted().Learn.Seen = append(hosted().Learn.Seen, key)
						saveGame(hosted())
					}
				}),
				app.Button().ID("coach-skip").Class("ghost").Text(tr("learn.skip")).OnClick(func(ctx app.Context, e app.Event) {
					hosted().Learn.Guided = false
					hosted().DropHint()
					saveGame(hosted())
				}),
			),
		), true
	}
	if h := shownHint(); h != nil {
		text := tr("learn.hint.shown")
		if r := h.Reason; r != "" && hasText("hint."+r) {
			text += " " + tr("hint."+r)
		}
		return app.Section().Class("kit-note hint-note").ID("hint-note").Aria("live", "polite").Body(
			app.P().Body(kit.Icon("hint"), app.Text(" "+text)),
		), true
	}
	return nil, false
}

// learnTools are the header's hint and takeback buttons, when they apply.
func (p *playPage) learnTools(u table.Update) []app.UI {
	s := hosted()
	var tools []app.UI
	guided := s != nil && s.Learn.Guided
	if hintsAllowed() && !guided && kit.Mine(u) && !u.Over {
		tools = append(tools, app.Button().ID("hint").Class("ghost").Aria("label", tr("learn.hint")).Title(tr("learn.hint")).
			Disabled(hintPending() || shownHint() != nil).Body(kit.Icon("hint")).OnClick(func(ctx app.Context, e app.Event) { p.askHint(ctx) }))
	}
	if canUndo(u) {
		tools = append(tools, app.Button().ID("undo").Class("ghost kit-wide").Aria("label", tr("learn.undo")).Title(tr("learn.undo")).
			Body(kit.Icon("undo")).OnClick(p.undo))
	}
	return tools
}

// canUndo says whether the position u may be taken back: a game on this
// device alone (never at a network table), with takebacks on, not over.
func canUndo(u table.Update) bool {
	s := hosted()
	return s != nil && s.Learn.Undo && s.Net() == nil && !u.Over && s.CanUndo()
}

// undo takes back the player's last move and the bots' replies.
func (p *playPage) undo(ctx app.Context, e app.Event) {
	s := hosted()
	if s == nil || !s.Learn.Undo || s.Net() != nil {
		return
	}
	if err := s.Undo(); err != nil {
		if !errors.Is(err, table.ErrNothingToUndo) {
			p.err = tr("learn.undo.error", netError(err.Error()))
		}
		return
	}
	s.DropHint()
	s.Settle()
	p.rebuildLog(ctx, s)
	p.schedule(ctx)
}

// startGuided starts the guided first game of id against bots.
func startGuided(ctx app.Context, id string) error {
	kg, ok := tableFor(id)
	if !ok || kg.Guide == nil {
		return errors.New("no guided game")
	}
	setup := kg.Guide.Setup(id, tr("setup.defaulthum", 1), func(i int) string { return tr("setup.defaultbot", i) })
	s, err := device.NewHosted(setup)
	if err != nil {
		return err
	}
	s.Learn.Guided = true
	// The bots play as they do in the guide's tests (kittest.PlayGuided,
	// seed 1): bounded by their iterations, from one fixed generator, so
	// that every tip comes up whatever the device's speed.
	s.BotRng, s.FixedBots = rand.New(rand.NewPCG(1, 0x626f7473)), true
	setLocalJSON(storageGuided+id, "offered")
	leaveJoined()
	playHere(s) // the previous hosted game's links end here
	saveGame(s)
	navigate(ctx, "play/"+id)
	return nil
}

// GuideTips lists the keys of the tips of the guided game of id, in order.
func GuideTips(id string) []string {
	kg, ok := tableFor(id)
	if !ok || kg.Guide == nil {
		return nil
	}
	var keys []string
	for _, t := range kg.Guide.Tips {
		keys = append(keys, t.Key)
	}
	return keys
}

var learnTexts = map[string][2]string{
	"learn.coach":               {"Le coach :", "Coach:"},
	"learn.ok":                  {"Compris", "Got it"},
	"learn.skip":                {"Arrêter le guide", "Stop the guide"},
	"learn.hint":                {"Que joueriez-vous ? (un conseil)", "What would you play? (a hint)"},
	"learn.hint.shown":          {"Le coup conseillé est surligné.", "The suggested move is highlighted."},
	"learn.undo":                {"Reprendre mon dernier coup", "Take back my last move"},
	"learn.undo.error":          {"Impossible de reprendre le coup : %s", "Cannot take the move back: %s"},
	"learn.guided":              {"Partie guidée", "Guided game"},
	"learn.offer":               {"Première partie de %s ? Une partie guidée explique chaque règle au moment où elle compte.", "First game of %s? A guided game explains each rule the moment it matters."},
	"learn.offer.go":            {"Jouer la partie guidée", "Play the guided game"},
	"learn.offer.no":            {"Non merci", "No thanks"},
	"learn.allowundo":           {"Permettre de reprendre un coup (contre les robots)", "Allow taking a move back (against bots)"},
	"learn.allowhints":          {"Conseils permis pour tous (« Que joueriez-vous ? ») ; chaque coup joué après un conseil est signalé à tous", "Hints allowed for everyone (“What would you play?”); every move played after a hint is shown to all"},
	"hint.chevaux.chance":       {"Votre cheval a le plus de chances de gagner la bataille sur cette caractéristique, d’après les cartes déjà vues.", "Your horse has the best chance to win the battle on this characteristic, counting the cards already seen."},
	"hint.chevaux.keepchance":   {"Garder donne plus de chances de gagner la bataille que de changer.", "Keeping gives a better chance to win the battle than switching."},
	"hint.animalement.minbid":   {"Les cartes les moins chères qui prennent la tête.", "The cheapest cards that take the lead."},
	"hint.animalement.cheapest": {"Perdez le plus petit animal.", "Lose the smallest animal."},
	"hint.animalement.dog":      {"Le chien emporte cette carte avec lui.", "The dog takes this card with it."},
	"hint.animalement.avoid":    {"Miser vous évite de prendre cette carte négative : le premier qui passe la prend.", "Bidding keeps this negative card away from you: the first to pass takes it."},
	"hint.animalement.lead":     {"Cette mise prend la tête des enchères.", "This bid takes the lead."},
	"hint.animalement.takeneg":  {"En passant, vous prenez la carte négative et reprenez votre mise ; les autres perdent la leur.", "Passing, you take the negative card and your bid back; the others lose theirs."},
	"hint.animalement.save":     {"En passant, vous reprenez votre mise : votre argent reste en main.", "Passing, you take your bid back: your money stays in hand."},
	"hint.chevaux.near":         {"Presque autant de chances de gagner la bataille que le meilleur choix, d’après les cartes déjà vues.", "Nearly as good a chance to win the battle as the best choice, counting the cards already seen."},
	"hint.chevaux.switch":       {"Votre cheval est plus rare que celui du meneur : vous pouvez changer de caractéristique.", "Your horse is rarer than the setter's: you may change the characteristic."},
	"hint.chevaux.keep":         {"Garder : la bataille continue sur la même caractéristique.", "Keep: the battle goes on with the same characteristic."},
	"hint.chevaux.choose":       {"Les autres annonceront leur valeur sur cette caractéristique.", "The others will announce their value for this characteristic."},
	"hint.zoo.out":              {"Ce groupe vide votre main : vous prenez la meilleure place libre.", "This set empties your hand: you take the best place still free."},
	"hint.zoo.lowest":           {"Le plus petit groupe qui bat celui de la table.", "The smallest set that beats the table's."},
	"hint.zoo.beat":             {"Ce groupe bat celui de la table : vous prenez la main.", "This set beats the table's: you take the lead."},
	"hint.zoo.partner":          {"Le groupe à battre est celui de votre partenaire : laissez-le gagner le pli.", "The set to beat is your partner's: let it win the trick."},
	"hint.zoo.joker":            {"Seul votre caméléon vous permettrait de battre : gardez votre joker.", "Only your chameleon would let you beat it: keep your joker."},
	"hint.zoo.whole":            {"Battre casserait un de vos groupes : passez.", "Beating it would break one of your sets: pass."},
	"hint.zoo.wait":             {"Passer ne vous empêche pas de rejouer plus tard dans ce pli.", "Passing does not stop you playing later in this trick."},
	"hint.zoo.group":            {"Menez un groupe entier : toutes vos cartes de cet animal, sans le caméléon.", "Lead a whole set: every card of this animal you hold, without the chameleon."},
	"hint.zoo.lead":             {"Vous menez : les autres devront battre ce groupe.", "You lead: the others will have to beat this set."},
	"hint.zoo.ask":              {"Votre senior peut avoir de quoi compléter ce groupe pour battre la table.", "Your senior may hold what completes this set to beat the table."},
	"hint.zoo.help":             {"Vous complétez le groupe de votre junior : votre équipe prend la main.", "You complete your junior's set: your team takes the lead."},
	"hint.zoo.refuse":           {"En refusant, vous gardez vos cartes ; le tour de votre junior compte comme un passe.", "Refusing, you keep your cards; your junior's turn counts as a pass."},
	"hint.zoo.cheap":            {"Des animaux donnés en entier : aucun de vos groupes n’est cassé.", "Whole animals given: none of your sets is broken."},
	"hint.zoo.keepjoker":        {"Vous gardez votre caméléon, le joker.", "You keep your chameleon, the joker."},
	"hint.zoo.give":             {"Votre partenaire et vous échangez deux cartes chacun.", "You and your partner swap two cards each."},
	"hint.zoo.aside":            {"Les cartes mises de côté comptent comme ramassées à la fin de la manche.", "Cards set aside count as collected at the end of the round."},
	"hint.lifeislife.set":       {"Vous réunissez une série complète : mort subite, les autres perdent une vie.", "You gather a whole set: sudden death, the others lose a life."},
	"hint.lifeislife.best":      {"De tous les échanges, celui qui renforce le plus vos majorités probables.", "Of all the exchanges, the one that strengthens your likely majorities most."},
	"hint.lifeislife.gain":      {"Cet échange renforce vos majorités probables.", "This exchange strengthens your likely majorities."},
	"hint.lifeislife.least":     {"Tout échange affaiblit un peu votre main : celui-ci le moins.", "Every exchange weakens your hand a little: this one least."},
	"hint.lifeislife.take":      {"Vous prenez plus de cartes d’une espèce que vous avez déjà.", "You take more cards of a species you already hold."},
	"hint.lifeislife.row":       {"Vous prenez une espèce que vous n’aviez pas encore.", "You take a species you did not hold yet."},
	"hint.lifeislife.strong":    {"Votre main vaut assez pour frapper : les autres n’ont plus qu’un tour pour vous rattraper.", "Your hand is good enough to knock: the others have one turn left to catch up."},
	"hint.lifeislife.knock":     {"Frappez : chacun des autres ne joue plus qu’une fois.", "Knock: each of the others plays only once more."},
	"hint.lifeislife.pass":      {"Dernier tour : aucun échange ne renforce vos majorités, passez.", "Last turn: no exchange strengthens your majorities, pass."},
	"hint.lifeislife.last":      {"Dernier tour : en passant, votre main est comptée telle quelle.", "Last turn: passing, your hand is scored as it is."},
	"hint.beavergang.lower":     {"Cette carte est plus basse que celle qu’elle remplace.", "This card is lower than the one it replaces."},
	"hint.beavergang.unknown":   {"Cette carte est plus basse qu’une carte inconnue en moyenne (5), et remplace une carte que vous ne connaissez pas.", "This card is lower than an unknown card on average (5), and replaces a card you do not know."},
	"hint.beavergang.know":      {"Elle remplace une carte que vous ne connaissez pas : vous saurez ce qu’il y a à cette place.", "It replaces a card you do not know: you will know what lies in that place."},
	"hint.beavergang.place":     {"La carte remplacée part sur la défausse.", "The card replaced goes to the discard."},
	"hint.beavergang.draw":      {"La défausse n’est pas plus basse que vos cartes (5 par carte inconnue) : piochez.", "The discard is no lower than your cards (5 per unknown card): draw."},
	"hint.beavergang.drawsee":   {"Piochez : vous seul verrez la carte tirée.", "Draw: only you will see the card drawn."},
	"hint.beavergang.second":    {"Défausser cette carte vous fait piocher une seconde carte.", "Discarding this card draws you a second one."},
	"hint.beavergang.nouse":     {"La carte piochée n’est pas plus basse que vos cartes (5 par carte inconnue) : défaussez-la.", "The card drawn is no lower than your cards (5 per unknown card): discard it."},
	"hint.beavergang.discard":   {"La carte défaussée n’entre pas dans votre rangée.", "The discarded card does not enter your row."},
	"hint.beavergang.peek":      {"Regarder : vous connaîtrez une de vos cartes encore inconnues.", "Look: you will know one of your cards still unknown."},
	"hint.beavergang.swapgive":  {"Échange : vous pourrez donner une carte haute que vous connaissez.", "Swap: you can give away a high card you know."},
	"hint.beavergang.play":      {"Jouer la carte action ne coûte rien : elle va sur la défausse.", "Playing the action card costs nothing: it goes to the discard."},
	"hint.beavergang.swaphigh":  {"Vous donnez une carte haute que vous connaissez contre une carte sans doute plus basse.", "You give a high card you know for one that is likely lower."},
	"hint.beavergang.swap":      {"Échange : personne ne regarde les deux cartes échangées.", "Swap: nobody looks at the two cards swapped."},
	"hint.beavergang.look":      {"Vous ne connaissez pas encore cette carte.", "You do not know this card yet."},
	"hint.beavergang.lookagain": {"Regarder ne change rien à votre rangée.", "Looking changes nothing in your row."},
	"hint.beavergang.knocklow":  {"Votre rangée vaut 10 points ou moins (5 par carte inconnue) : frappez.", "Your row is worth 10 points or less (5 per unknown card): knock."},
	"hint.beavergang.knock":     {"Frappez : chacun des autres n’a plus qu’un tour pour baisser sa rangée.", "Knock: each of the others has one turn left to lower their row."},
	"hint.beavergang.wait":      {"Votre rangée vaut plus de 10 points (5 par carte inconnue) : ne frappez pas encore.", "Your row is worth more than 10 points (5 per unknown card): do not knock yet."},
	"hint.beavergang.pass":      {"Ne frappez pas : votre rangée peut encore baisser.", "Do not knock: your row may get lower still."},
	"hint.beavergang.peekfirst": {"Regardez vos deux cartes extérieures : vous saurez ce que vous avez.", "Look at your two outer cards: you will know what you hold."},
	"hint.beavergang.ready":     {"Vous avez vu vos cartes : commencez.", "You have seen your cards: start."},
}
