package ui

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/replay"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
)

// replayPage steps through a finished game from its link, #replay/<code>:
// the link holds the whole game (package replay), so the page needs no
// server and works offline. It shows the game as one seat saw it, with
// that game's own board, or every seat's view at once, and moves through
// it step by step, by round, or to any move.
type replayPage struct {
	app.Compo
	// Fragment is the URL's fragment, "replay/<code>".
	Fragment string
	// Seat is the seat to watch the game as, from the page that led
	// here; -1 for the default.
	Seat games.Seat
	Lang Lang

	loaded string // the fragment the page holds
	player *replay.Player
	err    error
	seat   games.Seat // the seat whose view is on show
	all    bool       // every seat's view, one board each
}

// actionWatchReplay opens a replay as one seat saw the game (its value is
// a replayAt), handled by the shell, which keeps the seat for the page.
const actionWatchReplay = "replay.watch"

// replayAt is a replay, by its code, and the seat to watch it as.
type replayAt struct {
	code string
	seat games.Seat
}

// watchReplay opens the replay of code as seat saw the game (the seat a
// page that leads there had on screen).
func watchReplay(ctx app.Context, code string, seat games.Seat) {
	ctx.NewActionWithValue(actionWatchReplay, replayAt{code, seat})
}

func (p *replayPage) OnMount(ctx app.Context) { p.load() }

func (p *replayPage) OnUpdate(ctx app.Context) {
	if p.Fragment != p.loaded {
		p.load()
	}
}

// load decodes the link and stands at the deal.
func (p *replayPage) load() {
	p.loaded, p.player, p.err, p.all = p.Fragment, nil, nil, false
	r, err := replay.ParseFragment(p.Fragment)
	if err != nil {
		p.err = err
		return
	}
	pl, err := replay.NewPlayer(r)
	if err != nil {
		p.err = err
		return
	}
	p.player = pl
	p.seat = defaultReplaySeat(r.Setup.Seats)
	if p.Seat >= 0 && int(p.Seat) < len(r.Setup.Seats) {
		p.seat = p.Seat
	}
}

// defaultReplaySeat is the first seat a person held, else the first.
func defaultReplaySeat(seats []table.SeatInfo) games.Seat {
	for i, s := range seats {
		if s.Kind == table.Human {
			return games.Seat(i)
		}
	}
	return 0
}

// replayErrorKey is what a player reads of a link that does not decode.
func replayErrorKey(err error) string {
	switch {
	case errors.Is(err, replay.ErrTruncated):
		return "replay.err.truncated"
	case errors.Is(err, replay.ErrVersion):
		return "replay.err.version"
	case errors.Is(err, replay.ErrGame):
		return "replay.err.game"
	case errors.Is(err, replay.ErrTrailing), errors.Is(err, replay.ErrFormat):
		return "replay.err.format"
	}
	// A bad setup or move, or a check that fails: the link was changed on
	// its way, or made by a version whose rules differ.
	return "replay.err.damaged"
}

// readOnlyTable is the table a replay's boards are drawn on: nothing a
// player taps is sent anywhere.
type readOnlyTable struct{}

// Act does nothing: a replay is watched, not played.
func (readOnlyTable) Act(app.Context, json.RawMessage) {}

func (p *replayPage) Render() app.UI {
	if p.err != nil {
		return app.Div().Class("replay").ID("replay").Body(
			app.H1().Text(tr("replay.title.bad")),
			app.Div().Class("error").ID("replay-error").Attr("role", "alert").Body(
				app.P().Text(tr(replayErrorKey(p.err))),
				app.P().Class("small").Text(tr("replay.err.todo")),
			),
			app.Div().Class("actions").Body(
				app.Button().Class("primary").ID("replay-home").Text(tr("home")).
					OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
			),
		)
	}
	if p.player == nil {
		return app.Div().Class("loading")
	}
	pl := p.player
	r := pl.Replay()
	g, _ := info(r.Setup.Game)
	u := pl.Update(p.seat)
	return app.Div().Class("replay replay-"+r.Setup.Game).ID("replay").
		DataSet("pos", strconv.Itoa(pl.Pos())).DataSet("len", strconv.Itoa(pl.Len())).Body(
		app.Div().Class("replay-head").Body(
			app.H1().Text(tr("replay.title", g.name())),
			app.P().Class("muted small").ID("replay-players").Text(replayPlayers(r.Setup)),
		),
		p.renderViewChoice(r.Setup.Seats),
		app.If(u.Over, func() app.UI { return p.renderEnd(u) }).
			Else(func() app.UI { return p.renderBoards() }),
		p.renderControls(),
	)
}

// replayPlayers names the seats and the game's option.
func replayPlayers(setup table.Setup) string {
	var names []string
	for _, s := range setup.Seats {
		n := s.Name
		if s.Kind == table.Bot {
			n += " (" + tr("setup.bot") + ", " + tr("level."+strconv.Itoa(s.Level)) + ")"
		}
		names = append(names, n)
	}
	out := strings.Join(names, " · ")
	if v := variantLabel(setup.Game, setup.Config.Variant); v != "" {
		out += " — " + v
	}
	return out
}

// variantLabel is how the setup page names a game's option ("" if none).
func variantLabel(game, v string) string {
	for _, c := range optionsOf(game) {
		if c.Value == v {
			return label(c.Label)
		}
	}
	return ""
}

// renderViewChoice chooses whose view is on show: one seat's, or every
// hand at once.
func (p *replayPage) renderViewChoice(seats []table.SeatInfo) app.UI {
	return app.Div().Class("replay-view").Body(
		app.Label().For("replay-seat").Class("small").Text(tr("replay.seat")),
		app.Select().ID("replay-seat").Disabled(p.all).OnChange(p.onSeat).Body(
			app.Range(seats).Slice(func(i int) app.UI {
				return app.Option().Value(strconv.Itoa(i)).Text(tr("replay.as", seats[i].Name)).Selected(games.Seat(i) == p.seat)
			}),
		),
		app.Button().ID("replay-all").Class("ghost").Aria("pressed", strconv.FormatBool(p.all)).
			Text(tr("replay.all")).OnClick(func(ctx app.Context, e app.Event) { p.all = !p.all }),
	)
}

func (p *replayPage) onSeat(ctx app.Context, e app.Event) {
	if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && n >= 0 && n < len(p.player.Replay().Setup.Seats) {
		p.seat = games.Seat(n)
	}
}

// renderBoards draws the position with the game's own board: as the seat
// on show saw it, or one board per seat, each titled with its name.
func (p *replayPage) renderBoards() app.UI {
	if !p.all {
		u := p.player.Update(p.seat)
		return app.Section().Class("replay-boards").ID("replay-boards").Body(
			replayBoard(u, tr("replay.as", kit.SeatName(u, p.seat))),
		)
	}
	// One board per seat, each with ids of its own ("hand2-prompt").
	views := p.player.Revealed().Seats
	return app.Section().Class("replay-boards replay-all").ID("replay-boards").Body(
		app.Range(views).Slice(func(i int) app.UI {
			return kit.Scoped("hand"+strconv.Itoa(i)+"-", func() app.UI {
				return replayBoard(views[i], tr("replay.hand", kit.SeatName(views[i], games.Seat(i))))
			})
		}),
	)
}

// replayBoard is one seat's board at a position, titled: the game's own,
// on a table whose moves go nowhere.
func replayBoard(u table.Update, title string) app.UI {
	var board app.UI = app.Pre().Class("view").Text(string(u.View))
	if kg, ok := tableFor(u.Game); ok {
		board = kg.Board(readOnlyTable{}, u)
	}
	return app.Div().Class("replay-board").DataSet("seat", strconv.Itoa(int(u.Seat))).Body(
		app.H2().Class("replay-board-title").Text(title),
		board,
	)
}

// renderEnd is the last position: who won, the standings, and the game's
// own last word.
func (p *replayPage) renderEnd(u table.Update) app.UI {
	rows := kit.DefaultStandings(u)
	kg, isKit := tableFor(u.Game)
	if isKit && kg.Standings != nil {
		rows = kg.Standings(u)
	}
	return app.Section().Class("end replay-end").ID("replay-end").Body(
		app.H2().ID("replay-winner").Text(winnerTitle(u)),
		kit.Scores(u, rows),
		replayBoard(u, tr("replay.as", kit.SeatName(u, p.seat))),
	)
}

// renderControls are the replay's controls, kept at the bottom of the
// screen: the current move's log line, where the replay stands, and the
// ways to move: start, back, forward, end, a slider, rounds or a move
// number.
func (p *replayPage) renderControls() app.UI {
	pl := p.player
	pos, n := pl.Pos(), pl.Len()
	rounds := pl.Rounds()
	where := tr("replay.pos", pos, n)
	if pos == 0 {
		where = tr("replay.pos.deal", n)
	}
	if i := pl.Round(); i >= 0 {
		where += " · " + p.roundName(rounds[i].Number)
	}
	return app.Div().Class("replay-dock").ID("replay-dock").Body(
		app.P().Class("replay-line").ID("replay-line").Aria("live", "polite").Body(p.currentLine()),
		app.Div().Class("replay-where").Body(
			app.Span().ID("replay-pos").Text(where),
			app.If(len(rounds) > 1, func() app.UI {
				return app.Select().ID("replay-round").Aria("label", tr("replay.round.go")).OnChange(p.onRound).Body(
					app.Range(rounds).Slice(func(i int) app.UI {
						return app.Option().Value(strconv.Itoa(i)).Text(p.roundName(rounds[i].Number)).Selected(i == pl.Round())
					}),
				)
			}),
			app.If(len(rounds) <= 1, func() app.UI {
				return app.Input().Type("number").ID("replay-goto").Class("replay-goto").
					Min(0).Max(n).Value(strconv.Itoa(pos)).Aria("label", tr("replay.goto")).OnChange(p.onGoto)
			}),
		),
		app.Input().Type("range").ID("replay-slider").Class("replay-slider").Min(0).Max(n).Value(strconv.Itoa(pos)).
			Aria("label", tr("replay.slider")).OnInput(p.onGoto),
		app.Div().Class("replay-buttons").Body(
			app.Button().ID("replay-first").Class("ghost").Aria("label", tr("replay.first")).Title(tr("replay.first")).
				Disabled(pos == 0).Text("|◀").OnClick(func(ctx app.Context, e app.Event) { p.player.Go(0) }),
			app.Button().ID("replay-back").Aria("label", tr("replay.back")).Title(tr("replay.back")).
				Disabled(pos == 0).Text("◀ "+tr("replay.back.short")).OnClick(func(ctx app.Context, e app.Event) { p.player.Back() }),
			app.Button().ID("replay-forward").Class("primary").Aria("label", tr("replay.forward")).Title(tr("replay.forward")).
				Disabled(pos == n).Text(tr("replay.forward.short")+" ▶").OnClick(func(ctx app.Context, e app.Event) { p.player.Forward() }),
			app.Button().ID("replay-last").Class("ghost").Aria("label", tr("replay.last")).Title(tr("replay.last")).
				Disabled(pos == n).Text("▶|").OnClick(func(ctx app.Context, e app.Event) { p.player.Go(p.player.Len()) }),
		),
	)
}

// roundName names a round as its game's screen does (kit.Game.Round).
func (p *replayPage) roundName(n int) string {
	g, _ := tableFor(p.player.Replay().Setup.Game)
	return g.RoundName(n)
}

func (p *replayPage) onRound(ctx app.Context, e app.Event) {
	if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		p.player.GoRound(i)
	}
}

func (p *replayPage) onGoto(ctx app.Context, e app.Event) {
	if k, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		p.player.Go(min(max(k, 0), p.player.Len()))
	}
}

// currentLine tells the step that led to the position, as the log does:
// from the view of the seat that made it in every hand, else from the
// seat on show (another seat's private move stays private).
func (p *replayPage) currentLine() app.UI {
	st, ok := p.player.Prev()
	if !ok {
		return app.Text(tr("replay.dealt"))
	}
	if st.Seat < 0 {
		return app.Text(tr("replay.timeup"))
	}
	seat := p.seat
	if p.all {
		seat = st.Seat
	}
	u := p.player.Update(seat)
	var ev *table.Event
	for i := range u.Events {
		if u.Events[i].Seq == p.player.Pos() {
			ev = &u.Events[i]
		}
	}
	if ev == nil {
		return app.Text(kit.SeatName(u, st.Seat))
	}
	text := strconv.Itoa(ev.Seq) + ". "
	kg, ok := tableFor(u.Game)
	if !ok || kg.Describe == nil {
		return app.Text(text + kit.SeatName(u, ev.Seat))
	}
	line := kg.Describe(u, *ev)
	return app.Span().Body(
		app.Text(text+line.Text),
		app.If(len(line.Faces) > 0, func() app.UI { return kit.Faces(line.Faces) }),
	)
}

// replayTexts are the texts of the replay page and of the end screen's
// replay section.
var replayTexts = map[string][2]string{
	"replay.title":         {"Revoir : %s", "Replay: %s"},
	"replay.title.bad":     {"Ce lien de partie ne s’ouvre pas", "This replay link does not open"},
	"replay.err.truncated": {"Le lien est coupé : il manque sa fin, sans doute perdue au copier-coller.", "The link is cut short: its end is missing, probably lost when it was copied."},
	"replay.err.format":    {"Ce lien de partie est incomplet ou abîmé : il en manque un bout, ou des caractères y ont été changés.", "This replay link is incomplete or damaged: a piece of it is missing, or some of its characters were changed."},
	"replay.err.version":   {"Ce lien a été fait par une autre version de Ménagerie.", "This link was made by another version of Ménagerie."},
	"replay.err.game":      {"Ce lien est celui d’un jeu que cette version de Ménagerie ne connaît pas.", "This link is of a game this version of Ménagerie does not know."},
	"replay.err.damaged":   {"Ce lien est abîmé : ses coups ne redonnent pas la partie dont il vient.", "This link is damaged: its moves do not give back the game it was made of."},
	"replay.err.todo":      {"Demandez le lien à nouveau et copiez-le en entier. S’il vient d’une version plus récente, rechargez l’appli pour la mettre à jour.", "Ask for the link again and copy it whole. If it comes from a newer version, reload the app to update it."},
	"replay.seat":          {"Voir la partie", "Watch the game"},
	"replay.as":            {"Comme %s l’a vue", "As %s saw it"},
	"replay.all":           {"Toutes les mains", "Every hand"},
	"replay.hand":          {"Le jeu de %s", "%s's hand"},
	"replay.pos":           {"Coup %d sur %d", "Move %d of %d"},
	"replay.pos.deal":      {"La donne (%d coups en tout)", "The deal (%d moves in all)"},
	"replay.pos.deal.one":  {"La donne (%d coup en tout)", "The deal (%d move in all)"},
	"replay.round.go":      {"Aller à une manche", "Go to a round"},
	"replay.goto":          {"Aller au coup", "Go to move"},
	"replay.slider":        {"Position dans la partie", "Position in the game"},
	"replay.first":         {"Au début", "To the start"},
	"replay.back":          {"Coup précédent", "Previous move"},
	"replay.back.short":    {"Avant", "Back"},
	"replay.forward":       {"Coup suivant", "Next move"},
	"replay.forward.short": {"Après", "Next"},
	"replay.last":          {"À la fin", "To the end"},
	"replay.dealt":         {"Les cartes sont distribuées.", "The cards are dealt."},
	"replay.timeup":        {"Le temps est écoulé.", "Time is up."},
	"replay.section":       {"Revoir la partie", "Replay"},
	"replay.watch":         {"Revoir la partie", "Watch the replay"},
	"replay.share":         {"Partager la partie", "Share the replay"},
	"replay.link":          {"Le lien de la partie (il la contient toute : il s’ouvre même hors ligne)", "The replay's link (it holds the whole game: it opens even offline)"},
	"replay.share.title":   {"Une partie de Ménagerie", "A game of Ménagerie"},
	"replay.share.say":     {"Revois notre partie :", "Watch our game:"},
	"replay.copied":        {"Lien copié.", "Link copied."},
	"replay.copy.failed":   {"Copie impossible ici : le lien est sélectionné ci-dessous, copiez-le.", "Cannot copy here: the link is selected below, copy it."},
	"replay.preparing":     {"Le lien de la partie se prépare…", "Preparing the replay's link…"},
	"replay.wait":          {"La partie pourra être revue dès que l’hôte aura dévoilé la donne.", "The replay will be available once the host reveals the deal."},
}
