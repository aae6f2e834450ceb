package ui

import (
	"menagerie/app/session"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/netplay"
	"menagerie/app/p2p"
	"menagerie/app/table"
)

const (
	// storageICE keeps the STUN and TURN servers, one per line.
	storageICE = "menagerie.ice"
	// storageRelays keeps the Nostr relays, one per line ("" for codes
	// only).
	storageRelays = "menagerie.relays"
	// stateNet is the go-app state that pages observe to redraw after a
	// network event.
	stateNet = "net"
)

// watchNet makes the device's Later go through ctx (the shell's context,
// which stays mounted): f runs on the UI goroutine, then the pages that
// observe stateNet redraw. Network events only come long after.
//
// A guest whose page reloaded at the table finds the host again by itself
// through the relays of the game it joined.
func watchNet(ctx app.Context) {
	tick := 0 // the events so far: each change redraws the observers
	// Set now, in memory: go-app looks for a state it does not hold in
	// localStorage, at every page's first observation of it.
	ctx.SetState(stateNet, tick)
	// A game's end is recorded on the page's goroutine, after the move.
	device.Later = func(f func()) {
		ctx.Dispatch(func(ctx app.Context) {
			f()
			tick++
			ctx.SetState(stateNet, tick)
		})
	}
	if ctx.Page().URL().Fragment == "play" && joined() == nil {
		rejoinKept()
	}
}

// netRedraw asks the pages that follow the network to redraw, once for
// any number of calls before the redraw happens (session.Device.Redraw).
func netRedraw() { device.Redraw() }

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

// host makes s the host of its remote seats (see session.Hosted.Host,
// which answers the guests' hints when the host allowed them at setup); n
// is the network part of a saved game (nil for a new one).
func host(s *session.Hosted, n *netplay.Saved) {
	s.Host(netplay.Options{Config: p2pConfig(), OnChange: netRedraw}, n)
}

// netError turns an error of the link codes, of the host or of the table
// into a sentence in the player's language (an error it does not know
// stays as it is).
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
		{netplay.ErrDuplicate, "net.err.replay"},
		{p2p.ErrOldInvite, "net.err.oldinvite"},
		{netplay.ErrTooManyBad, "net.err.toomany"},
		{netplay.ErrBadName, "net.err.badname"},
		{netplay.ErrNotYours, "net.err.notyours"},
		{netplay.ErrNotStarted, "net.err.notstarted"},
		{table.ErrNotYourTurn, "net.err.notyourturn"},
		{table.ErrGameOver, "net.err.over"},
		{table.ErrStale, "net.err.stale"},
		{table.ErrTimeUp, "net.err.timeup"},
		{table.ErrUndoClock, "net.err.undoclock"},
		{netplay.ErrNoHints, "net.err.nohints"},
		{netplay.ErrHintAgain, "net.err.hintagain"},
		{session.ErrWaiting, "net.join.waiting"},
		{session.ErrLost, "net.lost"},
	} {
		if strings.HasPrefix(err, k.err.Error()) {
			return tr(k.key)
		}
	}
	return err
}

var netTexts = map[string][2]string{
	"net.hints":                   {"Conseils permis pour tous : chaque coup joué après un conseil est signalé à tous.", "Hints allowed for everyone: every move played after a hint is shown to all."},
	"net.err.nohints":             {"L’hôte ne permet pas les conseils dans cette partie.", "The host does not allow hints in this game."},
	"net.err.hintagain":           {"Un conseil pour ce coup est déjà en route.", "A hint for this move is already on its way."},
	"setup.remote":                {"À distance", "Remote"},
	"net.lobby.title":             {"Salle d’attente : %s", "Lobby: %s"},
	"net.lobby.help":              {"Envoyez à chaque joueur à distance son lien d’invitation (copie, QR code ou partage). Il vous renvoie un code de réponse : collez-le sous son nom.", "Send each remote player their invitation link (copy, QR code or share). They send back a reply code: paste it under their name."},
	"net.status.uninvited":        {"pas encore invité", "not invited yet"},
	"net.status.waiting":          {"en attente", "waiting"},
	"net.status.connected":        {"connecté", "connected"},
	"net.status.gone":             {"parti", "gone"},
	"net.status.bot":              {"joué par un robot", "played by a bot"},
	"net.invite":                  {"Lien d’invitation", "Invitation link"},
	"net.invite.make":             {"Créer le lien", "Create the link"},
	"net.reinvite":                {"Réinviter %s", "Re-invite %s"},
	"net.preparing":               {"Préparation du lien…", "Preparing the link…"},
	"net.copy":                    {"Copier", "Copy"},
	"net.copied":                  {"Copié !", "Copied!"},
	"net.share":                   {"Partager", "Share"},
	"net.share.text":              {"Viens jouer à %s avec moi sur Ménagerie :", "Come and play %s with me on Ménagerie:"},
	"net.qr":                      {"QR code à scanner", "QR code to scan"},
	"net.reply":                   {"Code de réponse de %s", "Reply code from %s"},
	"net.reply.accept":            {"Valider", "Accept"},
	"net.reply.accepted":          {"Code accepté, connexion…", "Code accepted, connecting…"},
	"net.scan":                    {"Scanner", "Scan"},
	"net.scan.stop":               {"Arrêter", "Stop"},
	"net.tobot":                   {"Confier à un robot", "Hand to a bot"},
	"net.giveback":                {"Rendre au joueur", "Give back"},
	"net.start":                   {"Commencer la partie", "Start the game"},
	"net.resume":                  {"Retour à la partie", "Back to the game"},
	"net.sharewait":               {"En attente de la part du tirage de %s…", "Waiting for %s’s share of the deal…"},
	"net.waitall":                 {"Chaque joueur à distance doit être connecté, ou confié à un robot.", "Every remote player must be connected, or handed to a bot."},
	"net.restored":                {"Partie restaurée : réinvitez les joueurs à distance.", "Game restored: invite the remote players again."},
	"net.servers":                 {"Serveurs STUN/TURN", "STUN/TURN servers"},
	"net.servers.help":            {"Un serveur par ligne : « stun:hôte:port », ou « turn:hôte:port utilisateur motdepasse » (le mot de passe va jusqu’au bout de la ligne, espaces compris ; un nom avec des espaces se met entre guillemets). Vide : sur un même réseau seulement.", "One server a line: \"stun:host:port\", or \"turn:host:port user password\" (the password runs to the end of the line, spaces included; a user name with spaces goes in double quotes). Empty: on one network only."},
	"net.servers.save":            {"Enregistrer", "Save"},
	"net.servers.saved":           {"Enregistré : vaut dès maintenant, et les liens en attente ont été renouvelés.", "Saved: applies now, and the waiting links were renewed."},
	"net.servers.bad":             {"Réglage refusé : %s", "Setting refused: %s"},
	"net.players":                 {"Joueurs à distance", "Remote players"},
	"net.settings":                {"Réglages réseau", "Network settings"},
	"net.join.title":              {"Invitation : %s", "Invitation: %s"},
	"net.join.seat":               {"Une place vous attend : la place %d.", "You are invited to seat %d."},
	"net.join.preparing":          {"Préparation de votre code de réponse…", "Preparing your reply code…"},
	"net.join.reply":              {"Envoyez ce code de réponse à l’hôte :", "Send this reply code to the host:"},
	"net.join.waiting":            {"En attente de l’hôte…", "Waiting for the host…"},
	"net.join.table":              {"Connecté. À la table :", "Connected. At the table:"},
	"net.join.you":                {"vous", "you"},
	"net.join.waitstart":          {"L’hôte lancera la partie.", "The host will start the game."},
	"net.join.bad":                {"Ce lien ne marche pas : %s", "This link does not work: %s"},
	"net.join.unknown":            {"Ce lien est pour un jeu que cette version ne connaît pas : rechargez l’appli, ou demandez un nouveau lien à l’hôte.", "This link is for a game this version does not know: reload the app, or ask the host for a new link."},
	"net.join.failed":             {"La connexion a échoué : demandez un nouveau lien à l’hôte.", "The connection failed: ask the host for a new link."},
	"net.relays":                  {"Relais Nostr", "Nostr relays"},
	"net.relays.help":             {"Un relais par ligne (wss://…). Vos invitations les emportent : l’invité n’a qu’à ouvrir le lien, et chacun se retrouve seul après une coupure. Les relais ne voient que des messages chiffrés et votre adresse IP. Vide : codes seulement.", "One relay a line (wss://…). Your invitations carry them: the guest only opens the link, and everyone finds the table again after a drop. The relays see only encrypted messages and your IP address. Empty: codes only."},
	"net.relays.off":              {"Codes seulement", "Codes only"},
	"net.relays.err":              {"une adresse de relais est de la forme wss://relais.exemple.org.", "a relay address reads wss://relay.example.org."},
	"net.relays.err.toomany":      {"trop de relais pour tenir dans une invitation (6 au plus).", "too many relays to fit in an invitation (6 at most)."},
	"net.lobby.relays":            {"Avec les relais, l’invité n’a qu’à ouvrir son lien : il se connecte tout seul. Le code de réponse reste possible s’il n’y arrive pas.", "With the relays, the guest only opens their link: it connects by itself. The reply code still works if it does not."},
	"net.restored.relays":         {"Partie restaurée : les joueurs à distance se reconnectent d’eux-mêmes.", "Game restored: the remote players reconnect by themselves."},
	"net.connecting":              {"Connexion…", "Connecting…"},
	"net.reconnecting":            {"Reconnexion…", "Reconnecting…"},
	"net.join.norelay":            {"Pas de connexion automatique : envoyez ce code de réponse à l’hôte.", "No automatic connection: send this reply code to the host."},
	"net.joined.rejoin":           {"Se reconnecter", "Reconnect"},
	"net.lost":                    {"Connexion perdue avec l’hôte. Demandez-lui le nouveau lien (sa salle d’attente en crée un dès qu’elle remarque votre départ) et ouvrez-le : vous reprendrez où vous en étiez.", "Connection to the host lost. Ask the host for the new link (their lobby makes one as soon as it notices you left) and open it: you will resume where you were."},
	"net.verified":                {"Donne vérifiée.", "Deal verified."},
	"net.unverified":              {"Attention : la donne n’a pas pu être vérifiée : %s", "Warning: the deal could not be verified: %s"},
	"net.gone":                    {"%s a quitté la partie.", "%s has left."},
	"net.err.badlink":             {"ce lien est abîmé : demandez un nouveau lien à l’hôte.", "this link is damaged: ask the host for a new link."},
	"net.err.incomplete":          {"ce lien est incomplet : demandez un nouveau lien à l’hôte.", "this link is incomplete: ask the host for a new link."},
	"net.err.toolong":             {"ce texte est trop long pour être un lien Ménagerie.", "this text is too long to be a Ménagerie link."},
	"net.err.old":                 {"ce lien vient d’une version plus ancienne de Ménagerie : demandez un nouveau lien à l’hôte.", "this link comes from an older version of Ménagerie: ask the host for a new link."},
	"net.err.new":                 {"ce lien demande une version plus récente : rechargez l’appli pour la mettre à jour.", "this link needs a newer version: reload the app to update it."},
	"net.err.notinvite":           {"c’est un code de réponse, pas un lien d’invitation : c’est à l’hôte de la partie de vous envoyer le lien d’invitation, demandez-le-lui.", "this is a reply code, not an invitation link: the game's host sends the invitation link; ask them for it."},
	"net.err.notreply":            {"c’est un lien d’invitation, pas un code de réponse.", "this is an invitation link, not a reply code."},
	"net.err.wrongreply":          {"ce code répond à une autre invitation.", "this reply code answers another invitation."},
	"net.err.stale":               {"la partie a avancé : choisissez à nouveau.", "the game moved on: choose again."},
	"net.err.replay":              {"ce coup a déjà été reçu.", "this move was already received."},
	"net.err.notyours":            {"un robot tient votre place pour l’instant.", "a bot holds your seat for now."},
	"net.err.notstarted":          {"la partie n’a pas commencé.", "the game has not started."},
	"net.err.notyourturn":         {"ce n’est pas votre tour.", "it is not your turn."},
	"net.err.timeup":              {"le temps est déjà écoulé.", "the time is already up."},
	"net.err.undoclock":           {"le temps s’est écoulé depuis.", "the time ran out since."},
	"net.err.over":                {"la partie est terminée.", "the game is over."},
	"net.commit":                  {"Engagement de la donne : %s", "Deal commitment: %s"},
	"net.sendfailed":              {"Les mises à jour pour %s n’ont pas pu être envoyées : nouvel essai chaque seconde.", "Updates to %s could not be sent: trying again every second."},
	"net.settings.help":           {"Vos liens d’invitation emportent ces réglages : vos invités n’ont rien à régler. Un serveur STUN permet de jouer entre deux réseaux (deux box, ou une box et un téléphone en 4G) : il voit seulement votre adresse Internet, jamais la partie. Derrière certains routeurs ou réseaux mobiles, il faut un serveur TURN, qui relaie la connexion (chiffrée).", "Your invitation links carry these settings: your guests need none. A STUN server lets players on two different networks connect (two home routers, or a router and a phone on mobile data): it sees only your Internet address, never the game. Behind some routers or mobile networks a TURN server is needed, which relays the (encrypted) connection."},
	"net.servers.default":         {"Réglage par défaut", "Default"},
	"net.servers.local":           {"Même réseau seulement", "Same network only"},
	"net.servers.err.scheme":      {"une adresse de serveur commence par stun:, stuns:, turn: ou turns:.", "a server address starts with stun:, stuns:, turn: or turns:."},
	"net.servers.err.credentials": {"un serveur TURN demande un utilisateur et un mot de passe, un serveur STUN ni l’un ni l’autre.", "a TURN server needs a user name and a password, and a STUN server neither."},
	"net.verifying":               {"Vérification de la donne…", "Checking the deal…"},
	"net.verified.share":          {"L’engagement pris par l’hôte au début a tenu, et votre part du hasard était dans la donne.", "The host's commitment from the start held, and your share of the randomness was in the deal."},
	"net.verified.noshare":        {"Vous avez rejoint la partie après la donne : votre part du hasard n’y est pas, rien ne montre que l’hôte ne l’a pas choisie.", "You arrived after the deal: your share of the randomness is not in it, so nothing shows the host did not choose it."},
	"net.verified.late":           {"Donne non vérifiée (vous avez rejoint la partie après elle) ; vos coups et positions, si.", "Deal not verified (you arrived after it); your moves and positions are."},
	"net.verified.rewound":        {"La partie de l’hôte est revenue en arrière de %d coups en cours de route (son appareil les avait perdus).", "The host’s game came back %d moves older on the way (its device had lost them)."},
	"net.verified.rewound.one":    {"La partie de l’hôte est revenue en arrière de %d coup en cours de route (son appareil l’avait perdu).", "The host’s game came back %d move older on the way (its device had lost it)."},
	"net.deal.unchecked":          {"l’hôte est parti sans révéler la donne : elle n’a pas pu être vérifiée", "the host left without revealing the deal: it could not be checked"},
	"net.host.lost":               {"Votre appareil a perdu les %d derniers coups de la partie (sauvegarde incomplète) : elle reprend d’ici, et vos invités en sont avertis.", "Your device lost the game’s last %d moves (a save that did not finish): it goes on from here, and your guests are told."},
	"net.host.lost.one":           {"Votre appareil a perdu le dernier coup de la partie (sauvegarde incomplète : %d coup perdu) : elle reprend d’ici, et vos invités en sont avertis.", "Your device lost the game’s last move (a save that did not finish: %d move lost): it goes on from here, and your guests are told."},
	"net.verified.detail":         {"Les positions que vous avez vues (%d) sont celles de la partie rejouée, et vos coups (%d) sont bien les vôtres.", "The positions you were shown (%d) are those of the replayed game, and your moves (%d) are your own."},
	"net.verified.away":           {"%d coups ont été joués pour vous par un robot ou en votre absence.", "%d moves were played for you by a bot or while you were away."},
	"net.verified.away.one":       {"%d coup a été joué pour vous par un robot ou en votre absence.", "%d move was played for you by a bot or while you were away."},
	"net.deal.changed":            {"l’hôte a changé son engagement en cours de partie", "the host changed its commitment during the game"},
	"net.deal.commit":             {"le secret révélé ne correspond pas à l’engagement du début", "the revealed secret does not match the commitment made at the start"},
	"net.deal.share":              {"votre part du hasard n’est pas dans la donne", "your share of the randomness is not in the deal"},
	"net.deal.seed":               {"la partie n’a pas été distribuée à partir de la donne révélée", "the game was not dealt from the revealed seed"},
	"net.deal.replay":             {"les coups révélés ne peuvent pas être rejoués", "the revealed moves cannot be replayed"},
	"net.deal.move":               {" (coup %d)", " (move %d)"},
	"net.deal.forged":             {"un coup que vous n’avez pas joué a été joué à votre place", "a move you did not make was played for your seat"},
	"net.deal.shown":              {"une position qui vous a été montrée ne correspond pas à la partie rejouée", "a position you were shown does not match the replayed game"},
	"net.warn.commit":             {"Attention : l’hôte a changé son engagement de donne en cours de partie ; la donne ne pourra pas être vérifiée.", "Warning: the host changed its deal commitment during the game; the deal cannot be verified."},
	"net.warn.rewound":            {"La partie de l’hôte est revenue en arrière : son appareil a perdu %d coups, elle reprend depuis sa position.", "The host’s game came back older: its device lost %d moves, and the game goes on from its position."},
	"net.warn.rewound.one":        {"La partie de l’hôte est revenue en arrière : son appareil a perdu %d coup, elle reprend depuis sa position.", "The host’s game came back older: its device lost %d move, and the game goes on from its position."},
	"net.noroute.guest":           {"Aucun chemin réseau vers l’hôte. Sur deux réseaux différents, l’hôte doit garder un serveur STUN (le réglage par défaut) ; derrière certains routeurs ou réseaux mobiles, il lui faut un serveur TURN. Vous pouvez aussi vous mettre sur le même Wi-Fi. Puis demandez un nouveau lien à l’hôte.", "No network path to the host. On two different networks the host must keep a STUN server (the default setting); behind some routers or mobile networks it needs a TURN server. You can also join the same Wi-Fi. Then ask the host for a new link."},
	"net.latereply":               {"La réponse de %s est arrivée longtemps après le lien, et la connexion ne s’est pas ouverte : son appli avait sans doute cessé d’attendre. Envoyez-lui le nouveau lien ci-dessus.", "%s’s reply came long after the link and no connection opened: their app had most likely stopped waiting. Send them the new link above."},
	"net.noroute.host":            {"Aucun chemin réseau vers %s. Sur deux réseaux différents, gardez un serveur STUN (réglage par défaut) ; derrière certains routeurs ou réseaux mobiles, ajoutez un serveur TURN dans les réglages réseau. Ou mettez-vous sur le même Wi-Fi. Un nouveau lien est prêt ci-dessus.", "No network path to %s. On two different networks keep a STUN server (the default setting); behind some routers or mobile networks, add a TURN server in the network settings. Or join the same Wi-Fi. A new link is ready above."},
	"net.join.name":               {"Votre nom à la table", "Your name at the table"},
	"net.join.again":              {"Vous étiez déjà à cette place : seul le lien le plus récent de l’hôte fonctionne. S’il vous en a envoyé un autre depuis, ouvrez celui-là.", "You were at this seat already: only the host's newest link works. If they sent you another one since, open that one."},
	"net.joined.was":              {"Vous jouiez à %s (place %d) sur la partie d’un autre appareil.", "You were playing %s (seat %d) in a game hosted on another device."},
	"net.joined.todo":             {"La connexion est perdue. Demandez à l’hôte le nouveau lien (sa salle d’attente en crée un) et ouvrez-le : vous reprendrez où vous en étiez.", "The connection is lost. Ask the host for the new link (their lobby makes one) and open it: you will resume where you were."},
	"net.joined.forget":           {"Oublier cette partie", "Forget this game"},
	"net.err.oldinvite":           {"ce code répond à un lien plus ancien : le joueur doit ouvrir le lien le plus récent.", "this reply code answers an older link: the player must open the newest link."},
	"net.err.toomany":             {"trop de messages refusés : connexion fermée.", "too many refused messages: connection closed."},
	"net.err.badname":             {"un nom a de 1 à 24 lettres, chiffres ou espaces.", "a name has 1 to 24 letters, digits or spaces."},
	"net.servers.err.line":        {"ligne %d (%s) : ", "line %d (%s): "},
	"net.servers.err.host":        {"il manque le nom ou l’adresse IP du serveur après le préfixe, par exemple turn:turn.exemple.org:3478.", "the server's host name or IP address is missing after the prefix, such as turn:turn.example.org:3478."},
	"net.servers.err.port":        {"le port est un nombre de 1 à 65535.", "the port is a number from 1 to 65535."},
	"net.servers.err.transport":   {"seul un serveur TURN prend un transport, ?transport=udp ou ?transport=tcp.", "only a TURN server takes a transport, ?transport=udp or ?transport=tcp."},
	"net.servers.err.quote":       {"un nom ou un mot de passe entre guillemets doit fermer ses guillemets.", "a quoted user name or password needs its closing quote."},
	"net.servers.err.text":        {"un nom ou un mot de passe a au plus 255 caractères imprimables.", "a user name or password has at most 255 printable characters."},
	"net.servers.err.toomany":     {"trop de serveurs pour tenir dans une invitation.", "too many servers to fit in an invitation."},
}
