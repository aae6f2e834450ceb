package ui

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/p2p"
)

// iceSettingsText is the STUN/TURN setting as the player wrote it; ok is
// false while the player never changed it (then the default applies).
func iceSettingsText() (text string, ok bool) {
	v := app.Window().Get("localStorage").Call("getItem", storageICE)
	if v.IsNull() || v.IsUndefined() {
		return p2p.FormatICEServers(p2p.DefaultICEServers()), false
	}
	return v.String(), true
}

// relaySettingsText is the relays setting as the player wrote it; ok is
// false while the player never changed it (then the default applies).
func relaySettingsText() (text string, ok bool) {
	v := app.Window().Get("localStorage").Call("getItem", storageRelays)
	if v.IsNull() || v.IsUndefined() {
		return p2p.FormatRelays(p2p.DefaultRelays()), false
	}
	return v.String(), true
}

// p2pConfig is the WebRTC configuration from the settings: by default one
// public STUN server, so that players on different home networks connect,
// and a few public Nostr relays, so that a guest joins by opening the link.
func p2pConfig() p2p.Config {
	text, _ := iceSettingsText()
	servers, err := p2p.ParseICEServers(text)
	if err != nil {
		servers = p2p.DefaultICEServers()
	}
	rtext, _ := relaySettingsText()
	relays, err := p2p.ParseRelays(rtext)
	if err != nil {
		relays = p2p.DefaultRelays()
	}
	return p2p.Config{ICEServers: servers, Relays: relays}
}

// iceSettings edits the STUN and TURN servers. The host's are carried by
// its invitations, so a guest needs none; saving applies at once (OnSave
// renews the links waiting for a reply).
type iceSettings struct {
	app.Compo
	Lang   Lang
	OnSave func(ctx app.Context)
	text   string
	note   string
	bad    bool
	relays string // the relays setting being edited
	rnote  string
	rbad   bool
}

func (s *iceSettings) OnMount(ctx app.Context) {
	s.text, _ = iceSettingsText()
	s.relays, _ = relaySettingsText()
}

func (s *iceSettings) Render() app.UI {
	noteClass := "small"
	if s.bad {
		noteClass = "small error"
	}
	return app.Details().Class("ice").ID("ice").Body(
		app.Summary().Text(tr("net.settings")),
		app.P().Class("muted small").Text(tr("net.settings.help")),
		app.Div().Class("field").Body(
			app.Label().For("ice-servers").Text(tr("net.servers")),
			app.Textarea().ID("ice-servers").Rows(3).Text(s.text).Attr("spellcheck", "false").Attr("autocapitalize", "off").
				OnInput(func(ctx app.Context, e app.Event) { s.text = ctx.JSSrc().Get("value").String() }),
			app.P().Class("muted small").Text(tr("net.servers.help")),
		),
		app.Div().Class("code-actions").Body(
			app.Button().ID("ice-save").Class("primary").Text(tr("net.servers.save")).OnClick(s.save),
			app.Button().ID("ice-default").Class("ghost").Text(tr("net.servers.default")).OnClick(func(ctx app.Context, e app.Event) {
				s.text = p2p.FormatICEServers(p2p.DefaultICEServers())
				s.save(ctx, e)
			}),
			app.Button().ID("ice-local").Class("ghost").Text(tr("net.servers.local")).OnClick(func(ctx app.Context, e app.Event) {
				s.text = ""
				s.save(ctx, e)
			}),
		),
		app.If(s.note != "", func() app.UI { return app.P().Class(noteClass).ID("ice-note").Aria("live", "polite").Text(s.note) }),
		s.renderRelays(),
	)
}

// renderRelays edits the Nostr relays, or turns them off (codes only).
func (s *iceSettings) renderRelays() app.UI {
	noteClass := "small"
	if s.rbad {
		noteClass = "small error"
	}
	return app.Div().ID("relays-settings").Body(
		app.Div().Class("field").Body(
			app.Label().For("relays").Text(tr("net.relays")),
			app.Textarea().ID("relays").Rows(3).Text(s.relays).Attr("spellcheck", "false").Attr("autocapitalize", "off").
				OnInput(func(ctx app.Context, e app.Event) { s.relays = ctx.JSSrc().Get("value").String() }),
			app.P().Class("muted small").Text(tr("net.relays.help")),
		),
		app.Div().Class("code-actions").Body(
			app.Button().ID("relays-save").Class("primary").Text(tr("net.servers.save")).OnClick(s.saveRelays),
			app.Button().ID("relays-default").Class("ghost").Text(tr("net.servers.default")).OnClick(func(ctx app.Context, e app.Event) {
				s.relays = p2p.FormatRelays(p2p.DefaultRelays())
				s.saveRelays(ctx, e)
			}),
			app.Button().ID("relays-off").Class("ghost").Text(tr("net.relays.off")).OnClick(func(ctx app.Context, e app.Event) {
				s.relays = ""
				s.saveRelays(ctx, e)
			}),
		),
		app.If(s.rnote != "", func() app.UI { return app.P().Class(noteClass).ID("relays-note").Aria("live", "polite").Text(s.rnote) }),
	)
}

func (s *iceSettings) saveRelays(ctx app.Context, e app.Event) {
	if _, err := p2p.ParseRelays(s.relays); err != nil {
		s.rnote, s.rbad = tr("net.servers.bad", relayError(err)), true
		return
	}
	s.rbad = false
	setLocalString(storageRelays, strings.TrimSpace(s.relays))
	if hosted() != nil && hosted().Net() != nil {
		hosted().Net().SetConfig(p2pConfig())
	}
	s.rnote = tr("net.servers.saved")
	if s.OnSave != nil {
		s.OnSave(ctx)
	}
}

// relayError says what is wrong with the relays setting, in the player's
// language.
func relayError(err error) string {
	var se *p2p.RelaySettingsError
	if errors.As(err, &se) && se.Line > 0 {
		return tr("net.servers.err.line", se.Line, se.URL) + tr("net.relays.err")
	}
	return tr("net.relays.err.toomany")
}

func (s *iceSettings) save(ctx app.Context, e app.Event) {
	if _, err := p2p.ParseICEServers(s.text); err != nil {
		s.note, s.bad = tr("net.servers.bad", iceError(err)), true
		return
	}
	s.bad = false
	setLocalString(storageICE, strings.TrimSpace(s.text))
	if hosted() != nil && hosted().Net() != nil {
		hosted().Net().SetConfig(p2pConfig())
	}
	s.note = tr("net.servers.saved")
	if s.OnSave != nil {
		s.OnSave(ctx)
	}
}

// iceError says what is wrong with the STUN/TURN setting, in the player's
// language, and on which line.
func iceError(err error) string {
	var se *p2p.ICESettingsError
	if !errors.As(err, &se) {
		return err.Error()
	}
	for _, k := range []struct {
		err error
		key string
	}{
		{p2p.ErrICEScheme, "net.servers.err.scheme"},
		{p2p.ErrICEHost, "net.servers.err.host"},
		{p2p.ErrICEPort, "net.servers.err.port"},
		{p2p.ErrICETransport, "net.servers.err.transport"},
		{p2p.ErrICECredentials, "net.servers.err.credentials"},
		{p2p.ErrICEQuote, "net.servers.err.quote"},
		{p2p.ErrICEText, "net.servers.err.text"},
		{p2p.ErrICETooMany, "net.servers.err.toomany"},
	} {
		if errors.Is(err, k.err) {
			return tr("net.servers.err.line", se.Line, se.URL) + tr(k.key)
		}
	}
	return err.Error()
}
