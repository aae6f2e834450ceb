package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/ui/kit"
)

var aboutTexts = map[string][2]string{
	"about.credits.title": {"Crédits", "Credits"},
	"about.net.title":     {"Jouer à distance", "Playing at a distance"},
	"about.net.direct": {"Entre amis, l’appareil qui invite tient la partie : chaque invité reçoit par un lien ce qu’il faut pour se connecter directement à lui, et ne reçoit ensuite que ce que sa place peut voir. Les coups passent d’un appareil à l’autre, chiffrés, sans serveur de jeu.",
		"Between friends, the device that invites holds the game: each guest gets, through a link, what it needs to connect straight to it, and then receives only what its seat may see. Moves go from one device to the other, encrypted, with no game server."},
	"about.net.stun": {"Pour trouver un chemin entre deux réseaux (deux box, ou une box et un téléphone en 4G), l’appli demande à un serveur STUN public l’adresse Internet sous laquelle il vous voit. Ce serveur voit donc votre adresse IP, jamais la partie. Dans les réglages réseau du salon, « Même réseau seulement » s’en passe.",
		"To find a path between two networks (two home routers, or a router and a phone on mobile data), the app asks a public STUN server the Internet address it sees you at. So that server sees your IP address, never the game. In the lobby's network settings, \"Same network only\" does without it."},
	"about.net.turn": {"Derrière certains routeurs ou réseaux mobiles, aucun chemin direct n’existe : l’hôte peut alors ajouter un serveur TURN, qui relaie la connexion sans pouvoir la lire. Ses identifiants voyagent dans le lien d’invitation : ne partagez ce lien qu’avec vos joueurs.",
		"Behind some routers or mobile networks no direct path exists: the host may then add a TURN server, which relays the connection without being able to read it. Its credentials travel in the invitation link: share that link with your players only."},
	"about.net.relays": {"Pour que l’invité n’ait qu’à ouvrir le lien, et que chacun se retrouve seul après une coupure, les deux applis s’échangent leurs codes de connexion par quelques relais Nostr publics (réglables dans les réglages réseau, ou « codes seulement »). Un relais ne voit que des messages chiffrés avec un secret du lien, qu’il ne peut ni lire ni contrefaire ; jamais vos cartes ni vos coups, qui passent directement d’un appareil à l’autre. Il voit en revanche votre adresse IP, quels messages vont ensemble et quand : donc quelles adresses jouent ensemble, et chaque reconnexion. Il garde les réponses des invités dix minutes au plus.",
		"So that a guest only has to open the link, and everyone finds the table again after a drop, the two apps exchange their connection codes through a few public Nostr relays (set in the network settings, or \"codes only\"). A relay sees only messages encrypted with a secret of the link, which it can neither read nor forge; never your cards or your moves, which go straight from one device to the other. It does see your IP address, which messages belong together and when: so which addresses play together, and every reconnection. It keeps the guests' replies for ten minutes at most."},
	"about.net.deal": {"Une donne que personne ne peut arranger : avant toute arrivée, l’hôte s’engage sur son secret (une empreinte affichée dans le salon) ; chaque invité ajoute sa part de hasard ; à la fin, l’hôte révèle son secret et tous les coups, et chaque invité rejoue la partie pour vérifier que rien n’a été changé.",
		"A deal nobody can arrange: before anyone arrives, the host commits to its secret (a fingerprint shown in the lobby); each guest adds its share of randomness; at the end the host reveals its secret and every move, and each guest replays the game to check that nothing was changed."},
	"about.rules":     {"Règles d’après les fiches des boîtes originales.", "Rules after the original boxes' rule sheets."},
	"about.icon":      {"Icône de l’appli : Ménagerie.", "App icon: Ménagerie."},
	"about.art.title": {"Illustrations des animaux", "Animal pictures"},
	"about.art.set": {
		"Les animaux sont ceux de Twemoji, les émojis libres créés par Twitter : © 2014-2021 Twitter, Inc. et autres contributeurs ; © depuis 2022 Jason Sofonia et Justine De Caires.",
		"The animals are Twemoji's, the open emoji set made by Twitter: © 2014-2021 Twitter, Inc and other contributors; © since 2022 Jason Sofonia and Justine De Caires.",
	},
	"about.art.licence": {"Licence :", "Licence:"},
	"about.art.ccby":    {"Creative Commons Attribution 4.0 International (CC BY 4.0)", "Creative Commons Attribution 4.0 International (CC BY 4.0)"},
	"about.art.text":    {"texte des mentions et licences", "credits and licence text"},
	"about.art.package": {"Les images de Twemoji sont installées sans modification depuis le paquet npm %s %s.", "Twemoji's pictures are installed unchanged from the npm package %s %s."},
	"about.art.own": {
		"Ces animaux-ci ne viennent pas de Twemoji : ce sont des dessins de Ménagerie, dans le même style.",
		"These animals are not Twemoji's: they are Ménagerie's own drawings, in the same style.",
	},
	"about.art.site": {"Site de Twemoji", "Twemoji's site"},
}

// The addresses the credits link to. The licence file is written by
// wasm/art/build.sh and cached with the app, so it opens offline too.
const (
	twemojiURL     = "https://github.com/jdecked/twemoji"
	ccByURL        = "https://creativecommons.org/licenses/by/4.0/"
	artLicencePath = "/web/art/LICENSE-twemoji.txt"
)

// aboutPage says what the app is and credits what it uses.
type aboutPage struct {
	app.Compo
	Lang Lang
}

func (a *aboutPage) Render() app.UI {
	return app.Div().Class("about").Body(
		app.H1().Text(tr("about.title")),
		app.P().Text(tr("about.text")),
		app.Section().ID("about-network").Aria("labelledby", "about-network-title").Body(
			app.H2().ID("about-network-title").Text(tr("about.net.title")),
			app.P().Text(tr("about.net.direct")),
			app.P().Text(tr("about.net.stun")),
			app.P().Text(tr("about.net.turn")),
			app.P().ID("about-relays").Text(tr("about.net.relays")),
			app.P().Text(tr("about.net.deal")),
		),
		app.H2().Text(tr("about.credits.title")),
		app.P().Text(tr("about.rules")),
		app.P().Text(tr("about.icon")),
		app.Section().ID("art-credits").Aria("labelledby", "art-credits-title").Body(
			app.H2().ID("art-credits-title").Text(tr("about.art.title")),
			app.P().Body(
				app.Text(tr("about.art.set")+" "),
				aboutLink(twemojiURL, tr("about.art.site")),
				app.Text("."),
			),
			app.P().ID("art-licence").Body(
				app.Text(tr("about.art.licence")+" "),
				aboutLink(ccByURL, tr("about.art.ccby")),
				app.Text(" — "),
				aboutLink(artLicencePath, tr("about.art.text")),
				app.Text("."),
			),
			app.P().Class("muted small").Text(tr("about.art.package", ArtPackage, ArtVersion)),
			app.P().Text(tr("about.art.own")),
			app.Ul().ID("own-art").Style("list-style", "none").Style("padding", "0").
				Style("display", "flex").Style("flex-wrap", "wrap").Style("gap", ".75rem").Body(
				app.Range(ownArt).Slice(func(i int) app.UI {
					id := ownArt[i]
					return app.Li().Style("display", "flex").Style("align-items", "center").Style("gap", ".35rem").Body(
						kit.Art(id, ""),
						app.Span().Text(aboutTitleCase(kit.Animal(id))),
					)
				}),
			),
		),
		app.Button().Class("ghost").Text(tr("back")).OnClick(func(ctx app.Context, e app.Event) { navigate(ctx, "") }),
	)
}

// aboutLink opens href in a new tab: the app's router would otherwise take
// it for one of its own pages.
func aboutLink(href, text string) app.UI {
	return app.A().Href(href).Target("_blank").Rel("noopener").Text(text)
}

// aboutTitleCase puts the first letter of s in upper case.
func aboutTitleCase(s string) string {
	for i := range s {
		if i > 0 {
			return strings.ToUpper(s[:i]) + s[i:]
		}
	}
	return strings.ToUpper(s)
}
