package ui

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
	"menagerie/games"
)

// savedNet is what storage keeps of a hosted network game, so that a host
// who reloads can invite the same seats again.
type savedNet struct {
	Tokens  map[games.Seat][]byte `json:"tokens"`
	Started bool                  `json:"started"`
}

const (
	// storageICE keeps the STUN and TURN servers, one per line.
	storageICE = "menagerie.ice"
	// stateNet is the go-app state that pages observe to redraw after a
	// network event.
	stateNet = "net"
)

// uiDispatch runs f on the UI goroutine and tells the pages that observe
// stateNet to redraw. The shell sets it when it mounts; network events only
// come long after.
var uiDispatch = func(f func()) { f() }

// netTick counts network events; its changes redraw the observing pages.
var netTick int

// watchNet sets uiDispatch to go through ctx (the shell's context, which
// stays mounted).
func watchNet(ctx app.Context) {
	uiDispatch = func(f func()) {
		ctx.Dispatch(func(ctx app.Context) {
			f()
			if current != nil && current.net != nil {
				// Every guest's move is saved at once: a host who reloads
				// loses nothing.
				ctx.LocalStorage().Set(storageGame, current.saved())
			}
			netTick++
			ctx.SetState(stateNet, netTick)
		})
	}
}

// observeNet redraws the component of ctx after every network event.
func observeNet(ctx app.Context, recv *int, f func()) {
	o := ctx.ObserveState(stateNet, recv)
	if f != nil {
		o.OnChange(f)
	}
}

// hasRemote says whether a setup has seats played from other devices.
func hasRemote(setup table.Setup) bool {
	for _, s := range setup.Seats {
		if s.Kind == table.Remote {
			return true
		}
	}
	return false
}

// host makes s the host of its remote seats.
func (s *session) host(n *savedNet) {
	opts := netplay.Options{Config: p2pConfig(), Exec: func(f func()) { uiDispatch(f) }}
	if n != nil {
		opts.Tokens, opts.Started = n.Tokens, n.Started
	}
	s.net = netplay.NewHost(s.table, opts)
}

func (s *session) savedNet() *savedNet {
	if s.net == nil {
		return nil
	}
	return &savedNet{Tokens: s.net.Tokens(), Started: s.net.Started()}
}

// p2pConfig is the WebRTC configuration from the settings.
func p2pConfig() p2p.Config {
	var text string
	if v := app.Window().Get("localStorage").Call("getItem", storageICE); v.Truthy() {
		text = v.String()
	}
	servers, _ := parseICEServers(text)
	return p2p.Config{ICEServers: servers}
}

// parseICEServers reads the STUN/TURN setting: one server a line, its URL
// then, for TURN, the user name and the password.
func parseICEServers(text string) ([]p2p.ICEServer, error) {
	var out []p2p.ICEServer
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if !strings.HasPrefix(f[0], "stun:") && !strings.HasPrefix(f[0], "stuns:") && !strings.HasPrefix(f[0], "turn:") && !strings.HasPrefix(f[0], "turns:") {
			return out, errors.New(f[0])
		}
		s := p2p.ICEServer{URLs: []string{f[0]}}
		if len(f) > 1 {
			s.Username = f[1]
		}
		if len(f) > 2 {
			s.Credential = f[2]
		}
		out = append(out, s)
	}
	return out, nil
}

// netError turns an error of the link codes or of the host into a sentence
// in the player's language.
func netError(err string) string {
	for _, k := range []struct {
		err error
		key string
	}{
		{p2p.ErrBadLink, "net.err.badlink"},
		{p2p.ErrIncomplete, "net.err.incomplete"},
		{p2p.ErrTooLong, "net.err.toolong"},
		{p2p.ErrOldVersion, "net.err.old"},
		{p2p.ErrNewVersion, "net.err.new"},
		{p2p.ErrNotInvite, "net.err.notinvite"},
		{p2p.ErrNotReply, "net.err.notreply"},
		{p2p.ErrWrongReply, "net.err.wrongreply"},
		{netplay.ErrStale, "net.err.stale"},
		{netplay.ErrReplay, "net.err.replay"},
		{netplay.ErrNotYours, "net.err.notyours"},
		{netplay.ErrNotStarted, "net.err.notstarted"},
		{table.ErrNotYourTurn, "net.err.notyourturn"},
		{table.ErrGameOver, "net.err.over"},
	} {
		if strings.HasPrefix(err, k.err.Error()) {
			return tr(k.key)
		}
	}
	return err
}

func init() {
	for k, v := range netTexts {
		texts[k] = v
	}
}

var netTexts = map[string][2]string{
	"setup.remote":         {"À distance", "Remote"},
	"net.lobby.title":      {"Salle d'attente : %s", "Lobby: %s"},
	"net.lobby.help":       {"Envoyez à chaque joueur à distance son lien d'invitation (copie, QR code ou partage). Il vous renvoie un code de réponse : collez-le sous son nom.", "Send each remote player their invitation link (copy, QR code or share). They send back a reply code: paste it under their name."},
	"net.status.uninvited": {"pas encore invité", "not invited yet"},
	"net.status.waiting":   {"en attente", "waiting"},
	"net.status.connected": {"connecté", "connected"},
	"net.status.gone":      {"parti", "gone"},
	"net.status.bot":       {"joué par un robot", "played by a bot"},
	"net.invite":           {"Lien d'invitation", "Invitation link"},
	"net.invite.make":      {"Créer le lien", "Create the link"},
	"net.reinvite":         {"Réinviter %s", "Re-invite %s"},
	"net.preparing":        {"Préparation du lien…", "Preparing the link…"},
	"net.copy":             {"Copier", "Copy"},
	"net.copied":           {"Copié !", "Copied!"},
	"net.share":            {"Partager", "Share"},
	"net.share.text":       {"Viens jouer à %s avec moi sur Ménagerie :", "Come and play %s with me on Ménagerie:"},
	"net.qr":               {"QR code à scanner", "QR code to scan"},
	"net.reply":            {"Code de réponse de %s", "Reply code from %s"},
	"net.reply.accept":     {"Valider", "Accept"},
	"net.reply.accepted":   {"Code accepté, connexion…", "Code accepted, connecting…"},
	"net.scan":             {"Scanner", "Scan"},
	"net.scan.stop":        {"Arrêter", "Stop"},
	"net.tobot":            {"Confier à un robot", "Hand to a bot"},
	"net.giveback":         {"Rendre au joueur", "Give back"},
	"net.start":            {"Commencer la partie", "Start the game"},
	"net.resume":           {"Retour à la partie", "Back to the game"},
	"net.waitall":          {"Chaque joueur à distance doit être connecté, ou confié à un robot.", "Every remote player must be connected, or handed to a bot."},
	"net.restored":         {"Partie restaurée : réinvitez les joueurs à distance.", "Game restored: invite the remote players again."},
	"net.servers":          {"Serveurs STUN/TURN", "STUN/TURN servers"},
	"net.servers.help":     {"Un par ligne : « stun:hôte:port », ou « turn:hôte:port utilisateur motdepasse ». Vide : sur un même réseau seulement.", "One a line: \"stun:host:port\", or \"turn:host:port user password\". Empty: on one network only."},
	"net.servers.save":     {"Enregistrer", "Save"},
	"net.servers.saved":    {"Enregistré : vaut pour les prochains liens.", "Saved: applies to the next links."},
	"net.servers.bad":      {"Adresse non reconnue : %s", "Unrecognised address: %s"},
	"net.players":          {"Joueurs à distance", "Remote players"},
	"net.settings":         {"Réglages réseau", "Network settings"},
	"net.join.title":       {"Invitation : %s", "Invitation: %s"},
	"net.join.seat":        {"Vous êtes invité à la place %d.", "You are invited to seat %d."},
	"net.join.preparing":   {"Préparation de votre code de réponse…", "Preparing your reply code…"},
	"net.join.reply":       {"Envoyez ce code de réponse à l'hôte :", "Send this reply code to the host:"},
	"net.join.waiting":     {"En attente de l'hôte…", "Waiting for the host…"},
	"net.join.table":       {"Connecté. À la table :", "Connected. At the table:"},
	"net.join.you":         {"vous", "you"},
	"net.join.waitstart":   {"L'hôte lancera la partie.", "The host will start the game."},
	"net.join.bad":         {"Ce lien ne marche pas : %s", "This link does not work: %s"},
	"net.join.unknown":     {"Ce lien est pour un jeu que cette version ne connaît pas : rechargez l'appli, ou demandez un nouveau lien à l'hôte.", "This link is for a game this version does not know: reload the app, or ask the host for a new link."},
	"net.join.failed":      {"La connexion a échoué : demandez un nouveau lien à l'hôte.", "The connection failed: ask the host for a new link."},
	"net.lost":             {"Connexion perdue avec l'hôte : demandez-lui un nouveau lien.", "Connection to the host lost: ask the host for a new link."},
	"net.verified":         {"Donne vérifiée : la donne correspond à l'engagement pris au début.", "Deal verified: the deal matches the commitment made at the start."},
	"net.unverified":       {"Attention : la donne n'a pas pu être vérifiée (%s).", "Warning: the deal could not be verified (%s)."},
	"net.gone":             {"%s est parti.", "%s has left."},
	"net.err.badlink":      {"ce lien est abîmé : demandez un nouveau lien à l'hôte.", "this link is damaged: ask the host for a new link."},
	"net.err.incomplete":   {"ce lien est incomplet : demandez un nouveau lien à l'hôte.", "this link is incomplete: ask the host for a new link."},
	"net.err.toolong":      {"ce texte est trop long pour être un lien Ménagerie.", "this text is too long to be a Ménagerie link."},
	"net.err.old":          {"ce lien vient d'une version plus ancienne de Ménagerie : demandez un nouveau lien à l'hôte.", "this link comes from an older version of Ménagerie: ask the host for a new link."},
	"net.err.new":          {"ce lien demande une version plus récente : rechargez l'appli pour la mettre à jour.", "this link needs a newer version: reload the app to update it."},
	"net.err.notinvite":    {"c'est un code de réponse, pas un lien d'invitation.", "this is a reply code, not an invitation link."},
	"net.err.notreply":     {"c'est un lien d'invitation, pas un code de réponse.", "this is an invitation link, not a reply code."},
	"net.err.wrongreply":   {"ce code répond à une autre invitation.", "this reply code answers another invitation."},
	"net.err.stale":        {"la partie a avancé : choisissez à nouveau.", "the game moved on: choose again."},
	"net.err.replay":       {"ce coup a déjà été reçu.", "this move was already received."},
	"net.err.notyours":     {"un robot tient votre place pour l'instant.", "a bot holds your seat for now."},
	"net.err.notstarted":   {"la partie n'a pas commencé.", "the game has not started."},
	"net.err.notyourturn":  {"ce n'est pas votre tour.", "it is not your turn."},
	"net.err.over":         {"la partie est terminée.", "the game is over."},
}
