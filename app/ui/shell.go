package ui

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/replay"
	"menagerie/app/session"
	"menagerie/games"
)

// Shell is the app's only routed component: it draws the header and the
// page named by the URL fragment (#setup/chevaux, #play, #rules/zoo,
// #replay/<code>, #stats…), so every page is the same cached document and
// loads offline.
type Shell struct {
	app.Compo
	page        string
	installable bool
	updatable   bool
	// dismissed is the storage trouble whose notice the player closed.
	dismissed session.Trouble
	// replaySeats is the seat to watch each replay as, by code (see
	// watchReplay).
	replaySeats map[string]games.Seat
}

// NewShell returns the app's root component.
func NewShell() *Shell { return &Shell{} }

// OnMount picks the language and reads the page from the URL.
func (s *Shell) OnMount(ctx app.Context) {
	setLang(chosenLang())
	setDocumentLang()
	applySpeed()
	watchNet(ctx)
	ctx.Handle(actionWatchReplay, s.watchReplay)
	s.installable = ctx.IsAppInstallable()
	s.updatable = ctx.AppUpdateAvailable()
	s.page = pageOf(ctx)
	if storageBlocked() {
		device.Blocked()
	}
	store().RecoverAll(func() { ctx.Dispatch(s.recover) })
	if app.IsClient {
		warmUp()
	}
	// IndexedDB may never answer (a browser that refuses site data, a
	// database stuck in an upgrade): the pages go on without its copies.
	ctx.After(recoveryWait, func(ctx app.Context) {
		if !recovery.done {
			app.Log("storage: no answer from IndexedDB, going on without its copies")
			s.recover(ctx)
		}
	})
}

// recover marks storage as holding the newest saved games and runs what
// waited for it (see afterRecovery).
func (s *Shell) recover(ctx app.Context) {
	if recovery.done {
		return
	}
	waiting := recovery.waiting
	recovery.done, recovery.waiting = true, nil
	for _, f := range waiting {
		f(ctx)
	}
}

// recovery is what the app knows of the recovery of the IndexedDB copies:
// done once storage holds the newest saved games. The shell draws the
// pages that read them only then, the home page before (the phone reads
// its storage while the player looks at the games), and taps wait in
// waiting (see afterRecovery).
var recovery struct {
	done    bool
	waiting []func(app.Context)
}

// afterRecovery runs f once storage holds the newest saved games: at once
// if it does, else when the recovery ends. A tap that reads or writes a
// saved game waits for it, so that it never acts on an older copy.
func afterRecovery(ctx app.Context, f func(app.Context)) {
	if recovery.done {
		f(ctx)
		return
	}
	recovery.waiting = append(recovery.waiting, f)
}

// recoveryWait bounds how long the shell waits for the recovery of the
// IndexedDB copies before it draws the pages.
const recoveryWait = 5 * time.Second

// watchReplay keeps the seat of a replay to open (see watchReplay), then
// opens it.
func (s *Shell) watchReplay(ctx app.Context, a app.Action) {
	at, ok := a.Value.(replayAt)
	if !ok {
		return
	}
	if s.replaySeats == nil {
		s.replaySeats = map[string]games.Seat{}
	}
	s.replaySeats[at.code] = at.seat
	navigate(ctx, replay.FragmentPrefix+at.code)
}

// OnNav follows the fragment when it changes (links, back button).
func (s *Shell) OnNav(ctx app.Context) {
	s.page = pageOf(ctx)
}

// pageOf is the page the URL's fragment names. A fragment longer than any
// page's is not read at all (see MaxFragment).
func pageOf(ctx app.Context) string {
	if jsLength(app.Window().Get("location").Get("hash")) > MaxFragment {
		return "toolong/page"
	}
	return ctx.Page().URL().Fragment
}

// OnAppUpdate shows the "new version" notice.
func (s *Shell) OnAppUpdate(ctx app.Context) {
	s.updatable = ctx.AppUpdateAvailable()
}

// OnAppInstallChange shows or hides the install button.
func (s *Shell) OnAppInstallChange(ctx app.Context) {
	s.installable = ctx.IsAppInstallable()
}

func setDocumentLang() {
	app.Window().Get("document").Get("documentElement").Set("lang", string(lang))
}

// navigate goes to the page named by fragment.
func navigate(ctx app.Context, fragment string) {
	u := *ctx.Page().URL()
	u.Fragment = fragment
	u.RawFragment = ""
	ctx.NavigateTo(&u)
}

// Render draws the header and the current page.
func (s *Shell) Render() app.UI {
	debugPanic("render")
	page, arg, _ := strings.Cut(s.page, "/")
	var body app.UI
	switch page {
	case "setup":
		game, query, _ := strings.Cut(arg, "?")
		body = &setupPage{Game: game, Query: query, Lang: lang}
	case "play":
		body = &playPage{Game: arg, Lang: lang}
	case "rules":
		body = &rulesPage{Game: arg, Lang: lang}
	case "about":
		body = &aboutPage{Lang: lang}
	case "lobby":
		body = &lobbyPage{Lang: lang}
	case "replay":
		seat, ok := s.replaySeats[strings.TrimPrefix(s.page, replay.FragmentPrefix)]
		if !ok {
			seat = -1
		}
		body = &replayPage{Fragment: s.page, Seat: seat, Lang: lang}
	case "stats":
		body = &statsPage{Lang: lang}
	case "toolong":
		body = &toolongPage{Kind: arg, Lang: lang}
	default:
		if code, ok := strings.CutPrefix(s.page, netplay.JoinPrefix); ok {
			body = &joinPage{Code: code, Lang: lang}
		} else {
			body = &homePage{Lang: lang, Recovered: recovery.done}
		}
	}
	if _, home := body.(*homePage); app.IsClient && !recovery.done && !home {
		body = app.Div().Class("loading")
	}
	return app.Div().Class("shell shell-"+page).Body(
		app.If(page != "play", func() app.UI { return s.renderTop() }),
		app.If(s.updatable, func() app.UI {
			return app.Div().ID("update").Class("notice").Aria("live", "polite").Body(
				app.Span().Text(tr("update.ready")),
				app.Button().Text(tr("update.reload")).OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
			)
		}),
		renderStorageNotice(&s.dismissed),
		app.Main().ID("page").Body(body),
	)
}

// renderTop is the app's header: the name, install, language. A table has
// its own compact header instead (see kit.Header).
func (s *Shell) renderTop() app.UI {
	return app.Header().Class("top").Body(
		app.Button().Class("brand").Aria("label", tr("home")).
			OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }).
			Body(
				app.Img().Src("/web/icons/icon.svg").Alt("").Aria("hidden", "true").Class("logo"),
				app.Span().Text("Ménagerie"),
			),
		app.Div().Class("top-actions").Body(
			app.If(s.installable, func() app.UI {
				return app.Button().ID("install").Class("ghost").Text(tr("install")).
					OnClick(func(ctx app.Context, e app.Event) { ctx.ShowAppInstallPrompt() })
			}),
			app.Button().ID("lang").Class("ghost").Aria("label", tr("lang.switch.label")).
				Text(tr("lang.switch")).OnClick(s.switchLang),
		),
	)
}

func (s *Shell) switchLang(ctx app.Context, e app.Event) { switchLang(ctx) }

// switchLang changes the language and remembers it.
func switchLang(ctx app.Context) {
	if lang == French {
		setLang(English)
	} else {
		setLang(French)
	}
	setLocalJSON(storageLang, string(lang))
	setDocumentLang()
}

// chosenLang is the language the player chose, else the browser's.
func chosenLang() Lang {
	var saved string
	store().GetJSON(storageLang, &saved)
	if saved == string(French) || saved == string(English) {
		return Lang(saved)
	}
	return langFor(app.Window().Get("navigator").Get("language").String())
}
