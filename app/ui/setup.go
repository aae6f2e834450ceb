package ui

import (
	"math/rand/v2"
	"menagerie/app/session"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// variantChoice is one value of a game's option, as the setup page offers it.
type variantChoice struct {
	Value string
	Label [2]string
}

// optionsOf lists the options the setup page offers for game, the default
// first.
func optionsOf(game string) []variantChoice {
	kg, ok := tableFor(game)
	if !ok {
		return nil
	}
	var out []variantChoice
	for _, v := range kg.OptionValues() {
		out = append(out, variantChoice{Value: v, Label: kg.Options[v]})
	}
	return out
}

// offeredVariant is v if the setup page offers it for game, else the first
// option offered (the game's default), so that the form always starts on
// the option the page shows.
func offeredVariant(game, v string) string {
	opts := optionsOf(game)
	for _, o := range opts {
		if o.Value == v {
			return v
		}
	}
	if len(opts) > 0 {
		return opts[0].Value
	}
	return v
}

// label is the current language's text of a French–English pair, with
// French typography's spaces.
func label(l [2]string) string {
	if lang == English {
		return l[1]
	}
	return frenchSpaces(l[0])
}

// setupForm is what the setup page edits, remembered per game.
type setupForm struct {
	Players int              `json:"players"`
	Seats   []table.SeatInfo `json:"seats"`
	Variant string           `json:"variant"`
	// Undo allows taking a move back, in a game of one person against
	// bots.
	Undo bool `json:"undo,omitempty"`
	// Hints allows hints for everyone, in a game with seats played from
	// other devices.
	Hints bool `json:"hints,omitempty"`
}

// setupPage prepares a game: players, seats, options.
type setupPage struct {
	app.Compo
	Game string
	// Query is the fragment's query: "seed=N" deals the game N (a game
	// can then be played again, or tested, from the same deal).
	Query string
	Lang  Lang
	form  setupForm
	err   string
	// replacing is the unfinished game of this title that a new game
	// would replace: the page asks first.
	replacing *session.Saved
	// offer is set the first time the game is opened, when it has a
	// guided game.
	offer bool
	// guiding is set when the question before replacing an unfinished
	// game was asked for the guided game.
	guiding bool
	// opened is the address the page last opened (see open).
	opened string
}

func (p *setupPage) OnMount(ctx app.Context) { p.open(ctx) }

// OnUpdate opens the page again when the address changes while it is on
// screen (#setup/zoo → #setup/chevaux, the back button): go-app then keeps
// this page and only sets its fields. A change of language alone keeps
// what the player chose.
func (p *setupPage) OnUpdate(ctx app.Context) {
	if p.address() == p.opened {
		return
	}
	if game, _, _ := strings.Cut(p.opened, "?"); game == p.Game {
		// Only the query changed (a fixed deal, the guide asked for): the
		// form keeps what the player chose.
		p.opened = p.address()
		p.offerGuide(ctx)
		return
	}
	p.open(ctx)
}

// address is the part of the URL the page reads: the title and the query.
func (p *setupPage) address() string { return p.Game + "?" + p.Query }

// open fills the form as the title's last game was set up, and offers its
// guided game the first time; nothing of another title's form stays.
func (p *setupPage) open(ctx app.Context) {
	p.opened = p.address()
	p.form, p.err, p.replacing, p.offer, p.guiding = setupForm{}, "", nil, false, false
	g, ok := info(p.Game)
	if !ok {
		return
	}
	warmFirst(p.Game) // the player is about to start it
	p.fill(g)
	p.offerGuide(ctx)
	if q, _ := url.ParseQuery(p.Query); q.Get("ask") == "1" {
		// The home page's one tap found this title's game unfinished:
		// the page asks at once whether to resume it or replace it.
		if g, ok := store().LoadSaved(p.Game); ok && !g.Over {
			p.replacing = &g
			reveal(ctx, "replace")
		}
	}
}

// fill fills the form as game g's last game was set up, or with its
// defaults.
func (p *setupPage) fill(g gameInfo) {
	var f setupForm
	store().GetJSON(storageSetup+p.Game, &f)
	if f.Players < g.Min || f.Players > g.Max {
		f = setupForm{Players: min(max(3, g.Min), g.Max)}
	}
	f.Variant = offeredVariant(p.Game, f.Variant)
	p.form = f
	p.fitSeats()
	p.fitPlayers()
}

// offerGuide offers the title's guided game the first time, or when the
// address asks for it (?guide=1).
func (p *setupPage) offerGuide(ctx app.Context) {
	if kg, ok := tableFor(p.Game); ok && kg.Guide != nil {
		var seen string
		store().GetJSON(storageGuided+p.Game, &seen)
		q, _ := url.ParseQuery(p.Query)
		p.offer = seen == "" || q.Get("guide") == "1"
	}
}

// fitSeats gives the form exactly as many seats as players: seat 1 human,
// the others bots, unless remembered otherwise.
func (p *setupPage) fitSeats() {
	for len(p.form.Seats) < p.form.Players {
		i := len(p.form.Seats)
		if i == 0 {
			p.form.Seats = append(p.form.Seats, table.SeatInfo{Name: tr("setup.defaulthum", 1), Kind: table.Human})
		} else {
			p.form.Seats = append(p.form.Seats, table.SeatInfo{Name: tr("setup.defaultbot", i), Kind: table.Bot, Level: 1})
		}
	}
	p.form.Seats = p.form.Seats[:p.form.Players]
	for i := range p.form.Seats {
		p.form.Seats[i].Name = localName(p.form.Seats[i].Name, i)
	}
}

// localName is a seat's name in the current language when it is one of the
// default names ("Robot 2", "Bot 2"), so that a change of language leaves no
// "Bot 2" at a French table; a name a player typed stays as it is.
func localName(name string, i int) string {
	for _, l := range []Lang{French, English} {
		switch name {
		case trIn(l, "setup.defaultbot", i):
			return tr("setup.defaultbot", i)
		case trIn(l, "setup.defaulthum", i+1):
			return tr("setup.defaulthum", i+1)
		}
	}
	return name
}

func (p *setupPage) Render() app.UI {
	g, ok := info(p.Game)
	if _, built := playable(p.Game); !ok || !built {
		return app.Div().Body(app.P().Text(tr("play.nogame")),
			app.Button().Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }))
	}
	counts := playerCounts(p.Game, p.form.Variant)
	opts := optionsOf(p.Game)
	// data-address is the address the page has read (for tests: a page
	// that has followed a new address says so).
	return app.Div().Class("setup").DataSet("address", p.opened).Body(
		app.H1().Text(tr("setup.title", g.name())),
		app.If(p.offer, func() app.UI {
			return app.Section().Class("notice guide-offer").ID("guide-offer").Body(
				app.P().Text(tr("learn.offer", g.name())),
				app.Div().Class("actions").Body(
					app.Button().ID("guide-start").Class("primary").Text(tr("learn.offer.go")).OnClick(p.startGuide),
					app.Button().ID("guide-no").Class("ghost").Text(tr("learn.offer.no")).OnClick(func(ctx app.Context, e app.Event) {
						setLocalJSON(storageGuided+p.Game, "declined")
						p.offer = false
					}),
				),
			)
		}),
		app.Div().Class("field").Body(
			app.Label().For("players").Text(tr("setup.players")),
			app.Select().ID("players").OnChange(p.onPlayers).Body(
				app.Range(counts).Slice(func(i int) app.UI {
					return app.Option().Value(counts[i]).Text(counts[i]).Selected(counts[i] == p.form.Players)
				}),
			),
		),
		app.Ol().Class("seats").Body(
			app.Range(p.form.Seats).Slice(func(i int) app.UI { return p.renderSeat(i) }),
		),
		app.If(len(opts) > 0, func() app.UI {
			return app.Div().Class("field").Body(
				app.Label().For("variant").Text(tr("setup.options")),
				app.Select().ID("variant").OnChange(p.onVariant).Body(
					app.Range(opts).Slice(func(i int) app.UI {
						return app.Option().Value(opts[i].Value).Text(label(opts[i].Label)).Selected(opts[i].Value == p.form.Variant)
					}),
				),
			)
		}),
		app.If(p.undoable(), func() app.UI {
			return app.Label().Class("field check").Body(
				app.Input().Type("checkbox").ID("undo").Checked(p.form.Undo).OnChange(func(ctx app.Context, e app.Event) {
					p.form.Undo = ctx.JSSrc().Get("checked").Bool()
				}),
				app.Text(" "+tr("learn.allowundo")),
			)
		}),
		app.If(p.remote(), func() app.UI {
			return app.Label().Class("field check").Body(
				app.Input().Type("checkbox").ID("nethints").Checked(p.form.Hints).OnChange(func(ctx app.Context, e app.Event) {
					p.form.Hints = ctx.JSSrc().Get("checked").Bool()
				}),
				app.Text(" "+tr("learn.allowhints")),
			)
		}),
		app.If(p.err != "", func() app.UI {
			return app.P().Class("error").ID("setup-error").Aria("live", "assertive").Text(p.err)
		}),
		app.If(p.replacing != nil, func() app.UI { return p.renderReplace(g) }),
		app.Div().Class("actions").Body(
			app.Button().ID("start").Class("primary").Text(tr("setup.start")).OnClick(p.start),
			app.Button().Class("ghost").Text(tr("home.rules")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "rules/"+p.Game) }),
			app.Button().Class("ghost").Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
		),
	)
}

func (p *setupPage) renderSeat(i int) app.UI {
	s := p.form.Seats[i]
	id := strconv.Itoa(i)
	return app.Li().Class("seat-row").Body(
		app.Span().Class("seat-num").Text(tr("setup.seat", i+1)),
		app.Input().Type("text").ID("name-"+id).Aria("label", tr("setup.name")+" "+strconv.Itoa(i+1)).
			Value(localName(s.Name, i)).MaxLength(20).OnInput(func(ctx app.Context, e app.Event) {
			p.form.Seats[i].Name = ctx.JSSrc().Get("value").String()
		}),
		app.Select().ID("kind-"+id).Aria("label", tr("setup.kind")+" "+strconv.Itoa(i+1)).
			OnChange(func(ctx app.Context, e app.Event) {
				kind := table.Kind(ctx.JSSrc().Get("value").String())
				switch {
				case kind == table.Bot:
					p.form.Seats[i].Name = tr("setup.defaultbot", i) // a bot is no "Bruno"
				case localName(p.form.Seats[i].Name, i) == tr("setup.defaultbot", i):
					p.form.Seats[i].Name = tr("setup.defaulthum", i+1) // a person is no "Bot 2"
				}
				p.form.Seats[i].Kind = kind
			}).Body(
			app.Option().Value(string(table.Human)).Text(tr("setup.human")).Selected(s.Kind == table.Human),
			app.Option().Value(string(table.Bot)).Text(tr("setup.bot")).Selected(s.Kind == table.Bot),
			app.Option().Value(string(table.Remote)).Text(tr("setup.remote")).Selected(s.Kind == table.Remote),
		),
		app.If(s.Kind == table.Bot, func() app.UI {
			return app.Select().ID("level-"+id).Aria("label", tr("setup.level")+" "+strconv.Itoa(i+1)).
				OnChange(func(ctx app.Context, e app.Event) {
					n, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
					p.form.Seats[i].Level = n
				}).Body(
				app.Range([]int{0, 1, 2}).Slice(func(l int) app.UI {
					return app.Option().Value(l).Text(tr("level." + strconv.Itoa(l))).Selected(s.Level == l)
				}),
			)
		}),
	)
}

func (p *setupPage) onPlayers(ctx app.Context, e app.Event) {
	n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err == nil {
		p.form.Players = n
		p.fitSeats()
	}
}

// onVariant reads the option chosen by its place in the list: the standard
// option's value is "", and an option with no value sends its label.
func (p *setupPage) onVariant(ctx app.Context, e app.Event) {
	opts := optionsOf(p.Game)
	if i := ctx.JSSrc().Get("selectedIndex").Int(); i >= 0 && i < len(opts) {
		p.form.Variant = opts[i].Value
		p.fitPlayers()
	}
}

// playerCounts lists the numbers of players the game accepts with the
// option variant: those its engine starts a game with (the partner game of
// Du grabuge au zoo needs four players or more).
func playerCounts(game, variant string) []int {
	g, ok := playable(game)
	if !ok {
		return nil
	}
	lo, hi := g.Players()
	var out []int
	for n := lo; n <= hi; n++ {
		if _, err := g.New(games.Config{Players: n, Seed: 1, Variant: variant}); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// fitPlayers moves the form's number of players to the nearest one its
// option accepts, and its seats with it.
func (p *setupPage) fitPlayers() {
	counts := playerCounts(p.Game, p.form.Variant)
	if len(counts) == 0 || slices.Contains(counts, p.form.Players) {
		return
	}
	best := counts[0]
	for _, n := range counts {
		if abs(n-p.form.Players) < abs(best-p.form.Players) {
			best = n
		}
	}
	p.form.Players = best
	p.fitSeats()
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// seed is the new game's deal: the one the page's query names, else a
// fresh one.
func (p *setupPage) seed() uint64 {
	if n, ok := p.fixedSeed(); ok {
		return n
	}
	return rand.Uint64()
}

// fixedSeed is the deal the page's query names ("seed=N"), if any.
func (p *setupPage) fixedSeed() (uint64, bool) {
	q, err := url.ParseQuery(p.Query)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseUint(q.Get("seed"), 10, 64)
	return n, err == nil
}

func (p *setupPage) start(ctx app.Context, e app.Event) {
	if g, ok := store().LoadSaved(p.Game); ok && !g.Over && p.replacing == nil {
		p.replacing, p.guiding = &g, false
		reveal(ctx, "replace")
		return
	}
	p.replacing = nil
	for i := range p.form.Seats {
		p.form.Seats[i].Name = localName(p.form.Seats[i].Name, i)
		if p.form.Seats[i].Name == "" {
			p.form.Seats[i].Name = tr("setup.seat", i+1)
		}
	}
	setup := table.Setup{
		Game:   p.Game,
		Config: games.Config{Players: p.form.Players, Seed: p.seed(), Variant: p.form.Variant},
		Seats:  p.form.Seats,
	}
	s, err := device.NewHosted(setup)
	if err != nil {
		p.err = tr("setup.error", err.Error())
		reveal(ctx, "setup-error")
		return
	}
	s.Learn.Undo = p.form.Undo && p.undoable()
	s.Learn.NetHints = p.form.Hints && hasRemote(setup)
	if n, ok := p.fixedSeed(); ok {
		// A fixed deal plays the same bots too: their searches are
		// bounded by iterations, so the same generator makes the same
		// moves, and the game replays whole.
		s.BotRng = rand.New(rand.NewPCG(n, 0x626f7473))
		s.FixedBots = true
	}
	setLocalJSON(storageSetup+p.Game, p.form)
	leaveJoined()
	playHere(s) // the previous hosted game's links end here
	if hasRemote(setup) {
		host(s, nil)
		saveGame(s)
		navigate(ctx, "lobby")
		return
	}
	saveGame(s)
	navigate(ctx, "play")
}

// renderReplace asks before a new game replaces this title's unfinished
// one.
func (p *setupPage) renderReplace(g gameInfo) app.UI {
	n := len(p.replacing.Log)
	return app.Section().Class("notice confirm").ID("replace").Attr("role", "alertdialog").Aria("live", "assertive").Body(
		app.P().Text(tr("setup.replace", g.name(), n)),
		app.Div().Class("actions").Body(
			app.Button().ID("replace-resume").Class("primary").Text(tr("setup.replace.resume")).
				OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "play/"+p.Game) }),
			app.Button().ID("replace-start").Class("ghost").Text(tr("setup.replace.start")).OnClick(func(ctx app.Context, e app.Event) {
				if p.guiding {
					p.startGuide(ctx, e)
					return
				}
				p.start(ctx, e)
			}),
		),
	)
}

// remote says whether the form seats someone on another device.
func (p *setupPage) remote() bool {
	return hasRemote(table.Setup{Seats: p.form.Seats})
}

// undoable says whether the form seats one person against bots only: the
// only table that offers takebacks.
func (p *setupPage) undoable() bool {
	humans, bots := 0, 0
	for _, s := range p.form.Seats {
		switch s.Kind {
		case table.Human:
			humans++
		case table.Bot:
			bots++
		}
	}
	return humans == 1 && humans+bots == len(p.form.Seats)
}

// startGuide starts the guided game, once the player has agreed to replace
// this title's unfinished game, if any.
func (p *setupPage) startGuide(ctx app.Context, e app.Event) {
	if g, ok := store().LoadSaved(p.Game); ok && !g.Over && p.replacing == nil {
		p.replacing, p.guiding = &g, true
		reveal(ctx, "replace")
		return
	}
	p.replacing, p.guiding = nil, false
	if err := startGuided(ctx, p.Game); err != nil {
		p.err = tr("setup.error", err.Error())
		reveal(ctx, "setup-error")
	}
}
