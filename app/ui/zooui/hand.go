package zooui

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
	"menagerie/games/zoo"
)

// picked says whether moves of kind k are built by tapping cards.
func picked(k zoo.Kind) bool {
	switch k {
	case zoo.KindPlay, zoo.KindAsk, zoo.KindComplete, zoo.KindGive, zoo.KindSetAside:
		return true
	}
	return false
}

// fits reports whether cards c are part of a legal move built by tapping.
func fits(moves []move, c zoo.Cards) bool {
	for _, mv := range moves {
		if picked(mv.Move.Kind) && mv.Move.Cards.Contains(c) {
			return true
		}
	}
	return false
}

// one is one card of the animal id.
func one(id string) zoo.Cards {
	a, ok := zoo.ParseAnimal(id)
	if !ok {
		return 0
	}
	return zoo.CardsOf(a, 1)
}

// selected is the multiset of the tapped cards.
func (z *board) selected(hand []string) zoo.Cards {
	var c zoo.Cards
	for i, on := range z.sel {
		if on && i < len(hand) {
			c = c.Plus(one(hand[i]))
		}
	}
	return c
}

// clear puts every chosen card back.
func (z *board) clear() {
	for i := range z.sel {
		z.sel[i] = false
	}
}

// tap chooses or puts back the card at index i. A card that cannot join the
// cards already chosen starts a new choice.
func (z *board) tap(i int) {
	v, moves, sel := z.now()
	if i < 0 || i >= len(v.Hand) || i >= len(z.sel) {
		return
	}
	if z.sel[i] {
		z.sel[i] = false
		return
	}
	card := one(v.Hand[i])
	if h, ok := z.hint(moves); ok && picked(h.Kind) && h.Cards.Contains(card) && !h.Cards.Contains(sel.Plus(card)) {
		// A card of the proposed move starts it afresh.
		z.clear()
		z.sel[i] = true
		return
	}
	if fits(moves, sel.Plus(card)) {
		z.sel[i] = true
		return
	}
	if fits(moves, card) {
		z.clear()
		z.sel[i] = true
	}
}

// onCard taps the card whose index is in the element's data-i.
func (z *board) onCard(ctx app.Context, e app.Event) {
	if i, err := strconv.Atoi(kit.Data(ctx, "i")); err == nil {
		z.tap(i)
	}
}

// onClear puts every chosen card back.
func (z *board) onClear(ctx app.Context, e app.Event) { z.clear() }

// dockParts are the player's part of the table: the prompt, the hand and
// the action bar.
type dockParts struct {
	prompt string
	hand   app.UI
	bar    []app.UI
}

// dock builds the prompt, the hand and the action bar for the update.
func (z *board) dock(u table.Update, v zoo.View, moves []move) dockParts {
	if u.Seat < 0 {
		return dockParts{prompt: waiting(u, v)}
	}
	sel := z.selected(v.Hand)
	has := map[zoo.Kind]bool{}
	var picks []move
	for _, mv := range moves {
		has[mv.Move.Kind] = true
		if picked(mv.Move.Kind) {
			picks = append(picks, mv)
		}
	}
	matching := func(k zoo.Kind) (move, bool) {
		for _, mv := range picks {
			if mv.Move.Kind == k && sel != 0 && mv.Move.Cards == sel {
				return mv, true
			}
		}
		return move{}, false
	}
	hint, hinted := z.hint(moves)
	d := dockParts{prompt: z.prompt(u, v, has, picks, sel, matching)}
	d.hand = z.hand(u, v, moves, picks, sel, z.hintedCards(v.Hand, hint, hinted))
	if len(moves) == 0 {
		return d
	}

	// The bar: a pass or a refusal, then what the chosen cards make, then
	// a button to put them back. The button that sends the proposed move
	// is marked.
	moveButton := func(mv move, id, text, cls string) app.UI {
		return app.Button().ID(kit.ID(id)).Class(kit.Hinted("move "+cls, hinted && mv.Move == hint)).
			DataSet("move", string(mv.Raw)).Text(text).OnClick(z.onMove)
	}
	for _, mv := range moves {
		switch mv.Move.Kind {
		case zoo.KindPass:
			d.bar = append(d.bar, moveButton(mv, "zoo-pass", tr("zoo.btn.pass"), "zoo-pass"))
		case zoo.KindRefuse:
			d.bar = append(d.bar, moveButton(mv, "zoo-refuse", tr("zoo.btn.refuse"), "zoo-pass"))
		}
	}
	confirms := []struct {
		kind       zoo.Kind
		id, button string
	}{
		{zoo.KindPlay, "zoo-play", "zoo.btn.play"},
		{zoo.KindComplete, "zoo-complete", "zoo.btn.complete"},
		{zoo.KindGive, "zoo-give", "zoo.btn.give"},
		{zoo.KindSetAside, "zoo-aside", "zoo.btn.aside"},
		{zoo.KindAsk, "zoo-ask", "zoo.btn.ask"},
	}
	shown := false
	for _, c := range confirms {
		if mv, ok := matching(c.kind); ok {
			d.bar = append(d.bar, moveButton(mv, c.id, tr(c.button), "primary"))
			shown = true
		}
	}
	if !shown {
		// The main button, waiting for the cards that make a move.
		for _, c := range confirms {
			if has[c.kind] {
				d.bar = append(d.bar, app.Button().ID(kit.ID(c.id)).Class("primary zoo-idle").Text(tr(c.button)).Disabled(true))
				break
			}
		}
	}
	if len(picks) > 0 && sel != 0 {
		// Cards chosen outside the proposed move are to be put back first.
		stray := hinted && picked(hint.Kind) && !hint.Cards.Contains(sel)
		d.bar = append(d.bar, app.Button().ID(kit.ID("zoo-clear")).Class(kit.Hinted("ghost zoo-clear", stray)).Aria("label", tr("zoo.btn.clear")).
			Title(tr("zoo.btn.clear")).Text("✕").OnClick(z.onClear))
	}
	return d
}

// prompt says in a line or two what the player may do now, or what the
// chosen cards make.
func (z *board) prompt(u table.Update, v zoo.View, has map[zoo.Kind]bool, picks []move, sel zoo.Cards, matching func(zoo.Kind) (move, bool)) string {
	if !has[zoo.KindPass] && !has[zoo.KindRefuse] && len(picks) == 0 {
		return waiting(u, v)
	}
	if sel != 0 {
		line := tr("zoo.sel", cardsText(sel))
		for _, k := range []zoo.Kind{zoo.KindPlay, zoo.KindComplete} {
			if mv, ok := matching(k); ok {
				whole := mv.Move.Cards.Total()
				if k == zoo.KindComplete && v.Ask != nil {
					whole += len(v.Ask.Cards)
				}
				if k == zoo.KindComplete || mv.Move.Cards.Count(mv.Move.As) != whole {
					line = tr("zoo.sel.as", cardsText(sel), kit.Animals(mv.Move.As.String(), whole))
				}
				return line
			}
		}
		for _, k := range []zoo.Kind{zoo.KindAsk, zoo.KindGive, zoo.KindSetAside} {
			if _, ok := matching(k); ok {
				return line
			}
		}
		return line + " " + tr("zoo.sel.more")
	}
	top := v.Trick.Top
	partner := ""
	if v.Seat >= 0 && v.Seat < len(v.Seats) {
		partner = kit.SeatName(u, games.Seat(v.Seats[v.Seat].Partner))
	}
	switch {
	case has[zoo.KindGive]:
		return tr("zoo.p.give", partner)
	case has[zoo.KindSetAside]:
		return tr("zoo.p.aside")
	case v.Ask != nil && top != nil:
		return tr("zoo.p.complete", kit.SeatName(u, games.Seat(v.Ask.Junior)), listText(v.Ask.Cards), short(top))
	case top == nil && len(picks) == 0:
		return tr("zoo.p.cham")
	case top == nil:
		return tr("zoo.p.lead")
	case len(picks) == 0:
		return tr("zoo.p.beat.none", short(top))
	case has[zoo.KindAsk]:
		return tr("zoo.p.beat.ask", short(top), partner)
	}
	return tr("zoo.p.beat", short(top))
}

// waiting says who is to play, when the player is not.
func waiting(u table.Update, v zoo.View) string {
	name := func(s int) string { return kit.SeatName(u, games.Seat(s)) }
	switch {
	case v.Phase == "exchange":
		return tr("zoo.p.wait.x")
	case v.Seat >= 0 && v.Seat < len(v.Seats) && v.Seats[v.Seat].Place > 0:
		return tr("zoo.p.out")
	case v.Ask != nil:
		return tr("zoo.p.wait.ask", name(v.Ask.Senior), name(v.Ask.Junior))
	case v.Turn >= 0 && v.Trick.Top == nil:
		return tr("zoo.p.wait.lead", name(v.Turn))
	case v.Turn >= 0:
		return tr("zoo.p.wait.beat", name(v.Turn), short(v.Trick.Top))
	case len(v.ToAct) > 0:
		return tr("zoo.p.wait", name(v.ToAct[0]))
	}
	return ""
}

// hint is the move proposed to the player (a hint or the coach's), when it
// is one of the legal moves.
func (z *board) hint(moves []move) (zoo.Move, bool) {
	if z.T == nil {
		return zoo.Move{}, false
	}
	h, ok := kit.HintOf[zoo.Move](z.T, zoo.Game{})
	if !ok || !slices.ContainsFunc(moves, func(mv move) bool { return mv.Move == h }) {
		return zoo.Move{}, false
	}
	return h, true
}

// hintedCards marks, by index in the hand, the cards to tap for the
// proposed move: as many of each animal as it lays, the ones already
// chosen first.
func (z *board) hintedCards(hand []string, hint zoo.Move, hinted bool) []bool {
	if !hinted || !picked(hint.Kind) {
		return nil
	}
	out := make([]bool, len(hand))
	need := hint.Cards
	for _, chosen := range []bool{true, false} {
		for i, id := range hand {
			c := one(id)
			if i < len(z.sel) && z.sel[i] == chosen && c != 0 && need.Contains(c) {
				out[i] = true
				need -= c
			}
		}
	}
	return out
}

// hand is the player's cards: the ones that can make a move now are
// choices; the others, on the player's turn, are greyed and say why. The
// cards of the proposed move are marked.
func (z *board) hand(u table.Update, v zoo.View, moves, picks []move, sel zoo.Cards, hinted []bool) app.UI {
	if len(v.Hand) == 0 {
		return app.P().Class("muted zoo-empty").Text(tr("zoo.hand.empty"))
	}
	// The cards just received in an exchange are marked while it lasts.
	received := map[string]int{}
	if v.Phase == "exchange" && v.Exchange != nil {
		for _, id := range v.Exchange.Got {
			received[id]++
		}
	}
	cards := make([]app.UI, 0, len(v.Hand))
	for i, id := range v.Hand {
		tag := ""
		if received[id] > 0 {
			received[id]--
			tag = tr("zoo.received")
		}
		label := kit.Animal(id)
		if tag != "" {
			label += ", " + tag
		}
		st := kit.CardState{ID: "zoo-card-" + strconv.Itoa(i), Class: "zoo-card a-" + id, Label: label,
			Data: map[string]string{"i": strconv.Itoa(i), "animal": id}}
		join := false
		switch {
		case len(moves) == 0:
			// Not the player's turn: the cards are only shown.
			cards = append(cards, app.Div().Class("kit-card zoo-card a-"+id).Attr("role", "img").Aria("label", label).Body(face(id, tag, false, false)...))
			continue
		case z.sel[i]:
			st.Choice, st.Pressed = true, true
		case fits(picks, sel.Plus(one(id))) || fits(picks, one(id)):
			st.Choice = true
			join = sel != 0 && fits(picks, sel.Plus(one(id)))
		default:
			st.Why = whyNot(u, v, moves, id)
		}
		if join {
			st.Class += " join"
			st.Data["join"] = "true"
		}
		card := kit.Card(st, z.onCard, face(id, tag, z.sel[i], join)...)
		if i < len(hinted) && hinted[i] {
			card = card.Class("hinted")
		}
		cards = append(cards, card)
	}
	return app.Div().Class("zoo-hand").ID(kit.ID("zoo-hand")).Aria("label", tr("zoo.hand")).Body(cards...)
}

// face is what a card shows: the animal's picture and name, a tag, and
// marks for a chosen card and for one that joins the chosen ones.
func face(id, tag string, chosen, join bool) []app.UI {
	return []app.UI{
		app.Span().Class("zoo-art").Body(kit.Art(id, "")),
		app.Span().Class("zoo-name").Text(kit.Animal(id)),
		app.If(tag != "", func() app.UI { return app.Span().Class("zoo-tag").Text(tag) }),
		app.If(chosen, func() app.UI { return app.Span().Class("zoo-mark zoo-check").Aria("hidden", "true").Text("✓") }),
		app.If(join, func() app.UI { return app.Span().Class("zoo-mark zoo-plus").Aria("hidden", "true").Text("+") }),
	}
}

// whyNot says why a card of animal id cannot be part of any move now, in
// the player's words, from what the engine says beats the set on the
// table and from the legal moves.
func whyNot(u table.Update, v zoo.View, moves []move, id string) string {
	top := v.Trick.Top
	if v.Ask != nil && top != nil {
		laid, beat := listText(v.Ask.Cards), short(top)
		var fit []string
		for _, mv := range moves {
			if mv.Move.Kind == zoo.KindComplete {
				fit = append(fit, cardsText(mv.Move.Cards))
			}
		}
		if len(fit) == 0 {
			return tr("zoo.why.nofit", laid, beat)
		}
		return tr("zoo.why.fit", laid, join(fit, "zoo.or"), beat)
	}
	card, _ := zoo.ParseAnimal(id)
	if top == nil {
		return tr("zoo.why.cham")
	}
	beat := short(top)
	if card == zoo.Chameleon {
		return tr("zoo.why.chamset", beat)
	}
	a, _ := zoo.ParseAnimal(top.As)
	have := 0
	for _, h := range v.Hand {
		if h == id {
			have++
		}
	}
	for _, b := range zoo.Beaters(a, len(top.Cards)) {
		if b.As == card {
			return tr("zoo.why.few", beat, kit.Animals(id, b.N), have)
		}
	}
	mine := kit.AnimalName(kit.Current(), id, true)
	if kit.Current() == kit.English {
		mine = capital(mine)
	}
	return tr("zoo.why.cannot", mine, kit.AnimalName(kit.Current(), top.As, true))
}

// short names a set on the table by what it counts as ("2 mosquitoes"),
// for the prompt's two lines; the table shows its cards.
func short(top *zoo.SetView) string { return kit.Animals(top.As, len(top.Cards)) }
