package ui

import (
	"errors"
	"fmt"
	"html"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/crash"
	"menagerie/app/replay"
	"menagerie/app/stats"
	"menagerie/app/table"
	"menagerie/app/ui/kit"
	"menagerie/games"
)

// statsPage shows the statistics of the games finished on this device
// (see stats_record.go): every game's counts with small charts, the last
// games with their replays, and the file to export, import or reset them.
type statsPage struct {
	app.Compo
	Lang Lang

	book    *stats.Book
	loadErr error // the stored statistics do not read
	// msg and bad say what the last import or reset did.
	msg, bad string
	// confirming is set while the page asks before a reset.
	confirming bool
	// imports counts the files read, refused or not.
	imports int
	// tick follows the device's events (see observeNet): a game that has
	// just ended is recorded a moment after its end (its replay is encoded
	// in the background first), and the page reads the statistics again.
	tick int
}

// statsLast is how many of the last games the page lists.
const statsLast = 10

// statsFile is the name of an exported file.
const statsFile = "menagerie-stats.json"

func (p *statsPage) OnMount(ctx app.Context) {
	p.reload()
	observeNet(ctx, &p.tick, p.reload)
}

// reload reads the statistics from storage again.
func (p *statsPage) reload() { p.book, p.loadErr = loadStats() }

func (p *statsPage) Render() app.UI {
	if p.book == nil {
		return app.Div().Class("loading")
	}
	all := p.book.Summary("")
	return app.Div().Class("stats").ID("stats").DataSet("games", strconv.Itoa(p.book.Len())).Body(
		app.H1().Text(tr("stats.title")),
		app.P().Class("muted small").Text(tr("stats.intro")),
		app.If(p.loadErr != nil, func() app.UI {
			return app.P().Class("error").ID("stats-load-error").Text(tr("stats.unreadable"))
		}),
		app.If(p.book.Aside() > 0, func() app.UI {
			return app.P().Class("error").ID("stats-aside").DataSet("aside", strconv.Itoa(p.book.Aside())).
				Text(tr("stats.aside", p.book.Aside()))
		}),
		app.If(p.book.Len() == 0, func() app.UI {
			return app.P().Class("notice").ID("stats-empty").Text(tr("stats.empty"))
		}).Else(func() app.UI {
			return app.Div().Body(
				p.renderOverview(all),
				p.renderGames(),
				p.renderLast(),
			)
		}),
		p.renderFile(),
	)
}

// renderOverview is every game together: played, won, streaks, and a bar
// per game.
func (p *statsPage) renderOverview(all stats.Summary) app.UI {
	var bars []statsBar
	for _, id := range p.gameOrder() {
		t := p.book.Summary(id).All
		g, _ := info(id)
		bars = append(bars, statsBar{Label: g.name(), Played: t.Played, Won: t.Won})
	}
	return app.Section().Class("stats-overview").ID("stats-all").Body(
		statsKPIs("all", all.All, false, false),
		statsChart("stats-chart-games", tr("stats.chart.games"), bars),
	)
}

// gameOrder lists the games with records in the menu's order.
func (p *statsPage) gameOrder() []string {
	have := p.book.Games()
	var out []string
	for _, t := range Titles() {
		if slices.Contains(have, t.ID) {
			out = append(out, t.ID)
		}
	}
	// Games this app does not know (from a newer version's file) come
	// after, a few at most: the page stays small whatever a file holds.
	known := len(out)
	for _, id := range have {
		if !slices.Contains(out, id) && len(out) < known+statsOtherGames {
			out = append(out, id)
		}
	}
	return out
}

// statsOtherGames bounds the sections of games this app does not know.
const statsOtherGames = 3

// statsRows bounds the rows of a game's table by player: the players who
// played most, and a line for the others.
const statsRows = 20

// renderGames is a section per game: its counts, by number of players,
// by bot level and by player.
func (p *statsPage) renderGames() app.UI {
	ids := p.gameOrder()
	return app.Div().Class("stats-games").Body(
		app.Range(ids).Slice(func(i int) app.UI {
			id := ids[i]
			s := p.book.Summary(id)
			g, _ := info(id)
			// One game's details open at once; with several, the player
			// opens the one they want.
			return app.Details().Class("stats-game").ID("stats-game-"+id).Open(len(ids) == 1).Body(
				app.Summary().Body(app.Span().Body(
					app.Span().Class("stats-game-name").Text(g.name()+" "),
					app.Span().Class("muted small").Text(wonOf(s.All.Won, s.All.Played)),
				)),
				statsKPIs(id, s.All, true, s.LowWins),
				statsChart("stats-chart-players-"+id, tr("stats.by.players"), statsByInt(s.ByPlayers, func(n int) string { return tr("stats.players.n", n) })),
				app.If(len(s.ByLevel) > 0, func() app.UI {
					return statsChart("stats-chart-level-"+id, tr("stats.by.level"), statsByInt(s.ByLevel, func(l int) string { return tr("level." + strconv.Itoa(l)) }))
				}),
				app.If(len(s.ByPlayer) > 0, func() app.UI { return statsPlayers(id, s) }),
			)
		}),
	)
}

// statsKPIs are a tally's numbers: played, won, the scores when the tally
// is of one game, the streaks.
func statsKPIs(id string, t stats.Tally, scored, low bool) app.UI {
	best := tr("stats.best")
	if low {
		best = tr("stats.best.low")
	}
	type kpi struct{ key, label, value string }
	kpis := []kpi{
		{"played", tr("stats.played.label"), strconv.Itoa(t.Played)},
		{"won", tr("stats.won.label"), fmt.Sprintf("%d (%s)", t.Won, percent(t.Won, t.Played))},
	}
	if scored && t.Scored {
		kpis = append(kpis,
			kpi{"best", best, kit.FormatScore(t.Best)},
			kpi{"average", tr("stats.average"), kit.FormatScore(math.Round(t.Average*10) / 10)})
	}
	kpis = append(kpis,
		kpi{"streak", tr("stats.streak"), strconv.Itoa(t.Streak)},
		kpi{"longest", tr("stats.longest"), strconv.Itoa(t.Longest)})
	return app.Dl().Class("stats-kpis").ID("stats-kpis-" + id).Body(
		app.Range(kpis).Slice(func(i int) app.UI {
			k := kpis[i]
			return app.Div().Class("stats-kpi").DataSet("kpi", k.key).Body(
				app.Dt().Text(k.label),
				app.Dd().Text(k.value),
			)
		}),
	)
}

// percent is part of whole as a whole percentage ("–" of nothing).
func percent(part, whole int) string {
	if whole == 0 {
		return "–"
	}
	return tr("stats.percent", int(math.Round(100*float64(part)/float64(whole))))
}

// statsByInt makes a bar per key of m, in increasing order.
func statsByInt(m map[int]stats.Tally, name func(int) string) []statsBar {
	var keys []int
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var out []statsBar
	for _, k := range keys {
		out = append(out, statsBar{Label: name(k), Played: m[k].Played, Won: m[k].Won})
	}
	return out
}

// statsPlayers is the table of one game by the name of the device's
// players.
func statsPlayers(id string, s stats.Summary) app.UI {
	var names []string
	for n := range s.ByPlayer {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int {
		if d := s.ByPlayer[b].Played - s.ByPlayer[a].Played; d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	more := 0
	if len(names) > statsRows {
		names, more = names[:statsRows], len(names)-statsRows
	}
	best := tr("stats.best.short")
	if s.LowWins {
		best += " ↓"
	}
	return app.Div().Class("stats-players").Body(
		app.H3().Text(tr("stats.by.player")),
		app.Div().Class("stats-table-wrap").Body(
			app.Table().Class("stats-table").ID("stats-players-"+id).Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Text(tr("setup.name")),
					app.Th().Class("num").Text(tr("stats.played.label")),
					app.Th().Class("num").Text(tr("stats.won.label")),
					app.Th().Class("num").Text(best),
					app.Th().Class("num").Text(tr("stats.average.short")),
					app.Th().Class("num").Text(tr("stats.streak.short")),
				)),
				app.TBody().Body(app.Range(names).Slice(func(i int) app.UI {
					t := s.ByPlayer[names[i]]
					return app.Tr().DataSet("player", names[i]).Body(
						app.Td().Text(names[i]),
						app.Td().Class("num").Text(strconv.Itoa(t.Played)),
						app.Td().Class("num").Text(strconv.Itoa(t.Won)),
						app.Td().Class("num").Text(kit.FormatScore(t.Best)),
						app.Td().Class("num").Text(kit.FormatScore(math.Round(t.Average*10)/10)),
						app.Td().Class("num").Text(fmt.Sprintf("%d / %d", t.Streak, t.Longest)),
					)
				})),
			),
		),
		app.If(more > 0, func() app.UI {
			return app.P().Class("muted small stats-more").ID("stats-more-"+id).DataSet("more", strconv.Itoa(more)).
				Text(tr("stats.more", more))
		}),
	)
}

// wonOf says how many of played games were won ("2 won of 5").
func wonOf(won, played int) string {
	if won <= 1 {
		return tr("stats.bar.one", won, played) // French: 0 or 1 "gagnée"
	}
	return tr("stats.bar", won, played)
}

// statsBar is one bar of a chart: games played, and won.
type statsBar struct {
	Label       string
	Played, Won int
}

// statsChart draws bars as inline SVG: a row per bar, the games played in
// a light bar and those won in a dark one over it, with the numbers
// written beside them (the chart says nothing by colour alone).
func statsChart(id, title string, bars []statsBar) app.UI {
	if len(bars) == 0 {
		return app.Text("")
	}
	const (
		width  = 340
		row    = 26
		labelW = 92
		barW   = 120
	)
	most := 1
	for _, b := range bars {
		most = max(most, b.Played)
	}
	var sb strings.Builder
	h := row*len(bars) + 4
	fmt.Fprintf(&sb, `<svg class="stats-chart" id="%s" viewBox="0 0 %d %d" width="100%%" role="img" aria-labelledby="%s-title" preserveAspectRatio="xMinYMin meet">`,
		html.EscapeString(id), width, h, html.EscapeString(id))
	fmt.Fprintf(&sb, `<title id="%s-title">%s</title>`, html.EscapeString(id), html.EscapeString(title))
	for i, b := range bars {
		y := 2 + i*row
		label := b.Label
		if r := []rune(label); len(r) > 13 {
			label = string(r[:12]) + "…"
		}
		pw := barW * b.Played / most
		ww := barW * b.Won / most
		fmt.Fprintf(&sb, `<g class="stats-row"><text class="stats-label" x="0" y="%d">%s</text>`, y+17, html.EscapeString(label))
		fmt.Fprintf(&sb, `<rect class="stats-played" x="%d" y="%d" width="%d" height="18" rx="3"/>`, labelW, y+3, max(pw, 1))
		if ww > 0 {
			fmt.Fprintf(&sb, `<rect class="stats-won" x="%d" y="%d" width="%d" height="18" rx="3"/>`, labelW, y+3, ww)
		}
		fmt.Fprintf(&sb, `<text class="stats-value" x="%d" y="%d">%s</text></g>`, labelW+max(pw, 1)+6, y+17,
			html.EscapeString(wonOf(b.Won, b.Played)))
	}
	sb.WriteString(`</svg>`)
	return app.Figure().Class("stats-figure").Body(
		app.FigCaption().Text(title),
		app.Raw(sb.String()),
	)
}

// renderLast lists the last games, the latest first, each with its replay.
func (p *statsPage) renderLast() app.UI {
	recs := p.book.Last(statsLast)
	return app.Section().Class("stats-last").ID("stats-last").Body(
		app.H2().Text(tr("stats.last")),
		app.Ol().Class("stats-last-list").Body(app.Range(recs).Slice(func(i int) app.UI {
			r := recs[i]
			g, _ := info(r.Game)
			won := false
			var seats []string
			for _, s := range r.Seats {
				text := s.Name + " " + kit.FormatScore(s.Score)
				if s.Won {
					text += " 🏆"
				}
				seats = append(seats, text)
				won = won || s.Won && s.Kind == table.Human
			}
			result := tr("stats.result.lost")
			if won {
				result = tr("stats.result.won")
			}
			return app.Li().Class("stats-record").DataSet("won", strconv.FormatBool(won)).Body(
				app.Div().Class("stats-record-head").Body(
					app.Strong().Text(g.name()),
					app.Span().Class("muted small").Text(" · "+when(r.At)+" · "),
					app.Span().Class("stats-result").Text(result),
				),
				app.P().Class("small").Text(strings.Join(seats, " · ")),
				app.If(r.Replay != "", func() app.UI {
					return app.A().Class("button-like stats-replay").ID("stats-replay-"+strconv.Itoa(i)).
						Href("#"+replay.FragmentPrefix+r.Replay).DataSet("code", r.Replay).Text(tr("stats.replay")).OnClick(p.watch)
				}),
			)
		})),
	)
}

// watch has a record's replay, which its link opens, start as its first
// player on this device saw the game.
func (p *statsPage) watch(ctx app.Context, e app.Event) {
	e.PreventDefault() // the shell opens it, with the seat
	code := ctx.JSSrc().Get("dataset").Get("code").String()
	seat := games.Seat(-1)
	for _, r := range p.book.Records() {
		if r.Replay != code {
			continue
		}
		for i, s := range r.Seats {
			if s.Kind == table.Human {
				seat = games.Seat(i)
				break
			}
		}
	}
	watchReplay(ctx, code, seat)
}

// when writes a time (Unix ms) as the player's language does.
func when(ms int64) string {
	if !app.IsClient {
		return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04")
	}
	opts := map[string]any{"dateStyle": "medium", "timeStyle": "short"}
	return app.Window().Get("Date").New(float64(ms)).Call("toLocaleString", string(lang), opts).String()
}

// renderFile offers the statistics as a file: export, import (merged with
// those here), reset.
func (p *statsPage) renderFile() app.UI {
	return app.Section().Class("stats-file").ID("stats-file").DataSet("imports", strconv.Itoa(p.imports)).Body(
		app.H2().Text(tr("stats.file")),
		app.P().Class("muted small").Text(tr("stats.file.about")),
		// The buttons come before anything that comes and goes, so that
		// drawing a message keeps the import field a file was just given to.
		app.Div().Class("actions").Body(
			app.Button().ID("stats-export").Class("primary").Disabled(p.book.Len() == 0).Text(tr("stats.export")).OnClick(p.export),
			app.Label().Class("button-like").For("stats-import").Body(
				app.Text(tr("stats.import")),
				app.Input().Type("file").ID("stats-import").Class("visually-hidden").
					Accept("application/json,.json").OnChange(p.importFile),
			),
			app.Button().ID("stats-reset").Class("ghost").Disabled(p.book.Len() == 0 && p.loadErr == nil).
				Text(tr("stats.reset")).OnClick(func(ctx app.Context, e app.Event) {
				p.confirming, p.msg, p.bad = true, "", ""
				reveal(ctx, "stats-reset-confirm")
			}),
		),
		app.If(p.msg != "", func() app.UI {
			return app.P().Class("notice").ID("stats-msg").Aria("live", "polite").Text(p.msg)
		}),
		app.If(p.bad != "", func() app.UI {
			return app.P().Class("error").ID("stats-error").Attr("role", "alert").Text(p.bad)
		}),
		app.If(p.confirming, func() app.UI {
			return app.Div().Class("notice confirm").ID("stats-reset-confirm").Attr("role", "alertdialog").Aria("live", "assertive").Body(
				app.P().Text(tr("stats.reset.ask", p.book.Len())),
				app.Div().Class("actions").Body(
					app.Button().ID("stats-reset-yes").Class("primary").Text(tr("stats.reset.yes")).OnClick(p.reset),
					app.Button().ID("stats-reset-no").Class("ghost").Text(tr("stats.reset.no")).
						OnClick(func(ctx app.Context, e app.Event) { p.confirming = false }),
				),
			)
		}),
	)
}

// export downloads the statistics as a file.
func (p *statsPage) export(ctx app.Context, e app.Event) {
	p.msg, p.bad = "", ""
	data, err := p.book.Export()
	if err != nil {
		p.bad = err.Error()
		return
	}
	w := app.Window()
	blob := w.Get("Blob").New([]any{string(data)}, map[string]any{"type": "application/json"})
	url := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", statsFile)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The download has its own copy by the time this runs.
	ctx.After(10*time.Second, func(app.Context) { w.Get("URL").Call("revokeObjectURL", url) })
	p.msg = tr("stats.exported", statsFile)
}

// importFile reads the file chosen and merges its games with those here;
// a file that does not read changes nothing, and the page says why.
func (p *statsPage) importFile(ctx app.Context, e app.Event) {
	p.msg, p.bad, p.confirming = "", "", false
	input := ctx.JSSrc()
	files := input.Get("files")
	if !files.Truthy() || files.Get("length").Int() == 0 {
		return
	}
	file := files.Index(0)
	// Refused before it is read: a huge file costs nothing.
	if size := file.Get("size").Int(); size > stats.MaxFile {
		p.imports++
		p.bad = tr("stats.import.bad", tr("stats.import.toobig", stats.MaxFile>>20))
		input.Set("value", "")
		return
	}
	var ok, bad app.Func
	release := func() { crash.Go(func() { ok.Release(); bad.Release() }) }
	ok = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		text := args[0].String()
		ctx.Dispatch(func(ctx app.Context) { p.merge([]byte(text)) })
		release()
		return nil
	})
	bad = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer crash.Recover()
		ctx.Dispatch(func(ctx app.Context) {
			p.imports++
			p.bad = tr("stats.import.bad", tr("stats.import.unreadable"))
		})
		release()
		return nil
	})
	file.Call("text").Call("then", ok, bad)
	input.Set("value", "") // the same file may be chosen again
}

// merge adds the games of an exported file to those in storage.
func (p *statsPage) merge(data []byte) {
	p.imports++
	book, err := loadStats()
	if err != nil && p.loadErr == nil {
		p.loadErr = err
	}
	if p.loadErr != nil {
		// Statistics that do not read are not merged into: reset first.
		p.bad = tr("stats.import.bad", tr("stats.unreadable"))
		return
	}
	n, err := book.Import(data)
	if err != nil {
		p.bad = tr("stats.import.bad", importError(err))
		return
	}
	if err := saveStats(book); err != nil {
		p.bad = tr("stats.import.bad", tr("stats.import.full"))
		return
	}
	p.book = book
	switch n {
	case 0:
		p.msg = tr("stats.import.none")
	case 1:
		p.msg = tr("stats.import.one")
	default:
		p.msg = tr("stats.import.done", n)
	}
}

// importError says in the player's words why a file was refused.
func importError(err error) string {
	if errors.Is(err, stats.ErrVersion) {
		return tr("stats.import.version")
	}
	if bad, ok := errors.AsType[*stats.RecordError](err); ok {
		return tr("stats.import.record", bad.N)
	}
	if limit, ok := errors.AsType[*stats.LimitError](err); ok {
		switch limit.What {
		case "games":
			return tr("stats.import.games", limit.N, limit.Max)
		case "players":
			return tr("stats.import.players", limit.N, limit.Max)
		}
		return tr("stats.import.toobig", stats.MaxFile>>20)
	}
	return tr("stats.import.notstats")
}

// reset forgets every game, once the player confirmed.
func (p *statsPage) reset(ctx app.Context, e app.Event) {
	p.confirming = false
	book := stats.New()
	if err := saveStats(book); err != nil {
		p.bad = err.Error()
		return
	}
	p.book, p.loadErr = book, nil
	p.msg = tr("stats.reset.done")
	reveal(ctx, "stats-msg")
}

// statsTexts are the texts of the statistics page.
var statsTexts = map[string][2]string{
	"stats.title":              {"Statistiques", "Statistics"},
	"stats.intro":              {"Les parties finies sur cet appareil, gardées dans ce navigateur seulement.", "The games finished on this device, kept in this browser only."},
	"stats.empty":              {"Aucune partie finie sur cet appareil pour l’instant.", "No game finished on this device yet."},
	"stats.unreadable":         {"Les statistiques gardées ici sont illisibles : remettez-les à zéro, puis importez un fichier exporté si vous en avez un.", "The statistics kept here do not read: reset them, then import an exported file if you have one."},
	"stats.played.label":       {"Jouées", "Played"},
	"stats.won.label":          {"Gagnées", "Won"},
	"stats.percent":            {"%d\u00a0%%", "%d%%"},
	"stats.best":               {"Meilleur score", "Best score"},
	"stats.best.low":           {"Meilleur score (le plus bas)", "Best score (the lowest)"},
	"stats.average":            {"Score moyen", "Average score"},
	"stats.best.short":         {"Meilleur", "Best"},
	"stats.average.short":      {"Moyen", "Average"},
	"stats.streak":             {"Victoires d’affilée", "Wins in a row"},
	"stats.longest":            {"Record d’affilée", "Longest streak"},
	"stats.streak.short":       {"Série / record", "Streak / longest"},
	"stats.chart.games":        {"Parties jouées et gagnées, par jeu", "Games played and won, by game"},
	"stats.by.players":         {"Par nombre de joueurs", "By number of players"},
	"stats.players.n":          {"%d joueurs", "%d players"},
	"stats.players.n.one":      {"%d joueur", "%d player"},
	"stats.by.level":           {"Par niveau du meilleur robot", "By the strongest bot's level"},
	"stats.by.player":          {"Par joueur", "By player"},
	"stats.bar":                {"%d gagnées sur %d", "%d won of %d"},
	"stats.bar.one":            {"%d gagnée sur %d", "%d won of %d"},
	"stats.last":               {"Dernières parties", "Last games"},
	"stats.result.won":         {"gagnée", "won"},
	"stats.result.lost":        {"perdue", "lost"},
	"stats.replay":             {"Revoir", "Replay"},
	"stats.file":               {"Fichier", "File"},
	"stats.file.about":         {"Exportez vos statistiques pour les garder ou les passer sur un autre appareil. Un fichier importé s’ajoute à celles d’ici.", "Export your statistics to keep them or move them to another device. An imported file adds to those here."},
	"stats.export":             {"Exporter", "Export"},
	"stats.exported":           {"Fichier %s téléchargé.", "Downloaded %s."},
	"stats.import":             {"Importer un fichier", "Import a file"},
	"stats.import.bad":         {"Fichier refusé, rien n’a changé : %s", "File refused, nothing changed: %s"},
	"stats.import.toobig":      {"il fait plus de %d Mo, bien trop pour des statistiques.", "it is over %d MB, far too big for statistics."},
	"stats.import.games":       {"avec lui, il y aurait %d parties ici, plus que les %d que Ménagerie garde. Exportez vos statistiques puis remettez-les à zéro avant de l’importer, ou importez un fichier plus petit.", "with it there would be %d games here, more than the %d Ménagerie keeps. Export your statistics, then reset them before importing it, or import a smaller file."},
	"stats.import.games.one":   {"avec lui, il y aurait %d partie ici, plus que les %d que Ménagerie garde. Exportez vos statistiques puis remettez-les à zéro avant de l’importer, ou importez un fichier plus petit.", "with it there would be %d game here, more than the %d Ménagerie keeps. Export your statistics, then reset them before importing it, or import a smaller file."},
	"stats.import.players":     {"avec lui, il y aurait %d noms de joueurs ici, plus que les %d que Ménagerie garde. Ce n’est sans doute pas un fichier exporté par Ménagerie.", "with it there would be %d player names here, more than the %d Ménagerie keeps. It is probably not a file Ménagerie exported."},
	"stats.import.players.one": {"avec lui, il y aurait %d nom de joueur ici, plus que les %d que Ménagerie garde. Ce n’est sans doute pas un fichier exporté par Ménagerie.", "with it there would be %d player name here, more than the %d Ménagerie keeps. It is probably not a file Ménagerie exported."},
	"stats.aside":              {"%d parties gardées ici sont illisibles : elles sont mises de côté (le fichier exporté les garde telles quelles) et ne comptent pas ; les autres sont là.", "%d games kept here do not read: they are set aside (the exported file keeps them as they are) and do not count; the others are here."},
	"stats.aside.one":          {"%d partie gardée ici est illisible : elle est mise de côté (le fichier exporté la garde telle quelle) et ne compte pas ; les autres sont là.", "%d game kept here does not read: it is set aside (the exported file keeps it as it is) and does not count; the others are here."},
	"stats.more":               {"et %d autres joueurs", "and %d more players"},
	"stats.more.one":           {"et %d autre joueur", "and %d more player"},
	"stats.import.unreadable":  {"le navigateur n’a pas pu le lire.", "the browser could not read it."},
	"stats.import.notstats":    {"ce n’est pas un fichier de statistiques de Ménagerie, ou il est abîmé.", "it is not a Ménagerie statistics file, or it is damaged."},
	"stats.import.version":     {"il vient d’une autre version de Ménagerie. Mettez l’appli à jour, puis réessayez.", "it comes from another version of Ménagerie. Update the app, then try again."},
	"stats.import.record":      {"sa partie n° %d est illisible.", "its game number %d does not read."},
	"stats.import.none":        {"Rien de nouveau : toutes les parties de ce fichier sont déjà là.", "Nothing new: every game of this file is here already."},
	"stats.import.one":         {"1 partie ajoutée.", "1 game added."},
	"stats.import.done":        {"%d parties ajoutées.", "%d games added."},
	"stats.import.done.one":    {"%d partie ajoutée.", "%d game added."},
	"stats.reset":              {"Remettre à zéro", "Reset"},
	"stats.reset.ask":          {"Effacer les parties gardées sur cet appareil (%d) ? Exportez-les d’abord pour les garder.", "Erase the games kept on this device (%d)? Export them first to keep them."},
	"stats.reset.ask.one":      {"Effacer la partie gardée sur cet appareil (%d) ? Exportez-la d’abord pour la garder.", "Erase the game kept on this device (%d)? Export it first to keep it."},
	"stats.reset.yes":          {"Tout effacer", "Erase all"},
	"stats.reset.no":           {"Annuler", "Cancel"},
	"stats.reset.done":         {"Statistiques remises à zéro.", "Statistics reset."},
}
