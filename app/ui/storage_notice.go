package ui

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/session"
)

// storageBlocked says whether the page guard found the browser's storage
// refused (window.menagerieStorage lists what it replaced).
func storageBlocked() bool {
	v := app.Window().Get("menagerieStorage")
	return v.Truthy() && v.Get("length").Int() > 0
}

// renderStorageNotice is the notice of the device's storage trouble (see
// session.Trouble), unless the player put that trouble's notice away:
// dismissed is the trouble whose notice was closed.
func renderStorageNotice(dismissed *session.Trouble) app.UI {
	t := device.Trouble()
	if t == session.NoTrouble {
		*dismissed = session.NoTrouble // a trouble that comes back is told again
	}
	if t == session.NoTrouble || t == *dismissed {
		return app.Text("")
	}
	return app.Div().ID("storage-notice").Class("notice storage-notice").DataSet("kind", string(t)).
		Attr("role", "alert").Body(
		app.P().Text(tr("storage."+string(t))),
		app.Button().ID("storage-ok").Class("ghost").Text(tr("storage.ok")).
			OnClick(func(ctx app.Context, e app.Event) { *dismissed = t }),
	)
}

// troubleTexts are the texts of what goes wrong with storage and links.
var troubleTexts = map[string][2]string{
	"storage.blocked": {"Ce navigateur ne laisse rien garder à Ménagerie (données de site bloquées ou navigation privée) : vos parties et vos statistiques ne durent que tant que cette page reste ouverte. Pour les garder, autorisez ce site à enregistrer des données, ou quittez la navigation privée.",
		"This browser lets Ménagerie keep nothing (site data blocked, or a private window): your games and statistics last only while this page stays open. To keep them, allow this site to save data, or leave private browsing."},
	"storage.full": {"Le stockage de ce navigateur est plein : la partie continue, mais ses coups risquent de ne plus être gardés sur cet appareil. Libérez de la place (effacez les données d’autres sites), ou exportez vos statistiques puis remettez-les à zéro ; Ménagerie réessaie à chaque coup.",
		"This browser's storage is full: the game goes on, but its moves may no longer be kept on this device. Free some space (clear other sites' data), or export your statistics, then reset them; Ménagerie tries again at every move."},
	"stats.import.full": {"le stockage de ce navigateur est plein. Libérez de la place (effacez les données d’autres sites), puis réessayez.", "this browser's storage is full. Free some space (clear other sites' data), then try again."},
	"storage.ok":        {"Compris", "Got it"},
	"net.reply.toolong": {"Ce texte est bien trop long pour être un code de réponse (longueur : %d) : il n’a pas été gardé. Demandez à %s de copier à nouveau son code de réponse, en entier, et de vous le renvoyer.",
		"This text is far too long to be a reply code (length: %d): it was not kept. Ask %s to copy their reply code again, whole, and send it to you."},
	"net.reply.toolong.code": {"Ce texte est trop long pour être un code de réponse : demandez à %s de vous renvoyer son code de réponse, et lui seul.",
		"This text is too long to be a reply code: ask %s to send you their reply code again, and only that."},
	"net.reply.damaged": {"Ce code de réponse est abîmé ou incomplet : demandez à %s de vous le renvoyer en entier (sans rien changer).",
		"This reply code is damaged or incomplete: ask %s to send it to you again, whole (with nothing changed)."},
	"net.reply.invite": {"Ce texte est un lien d’invitation, pas un code de réponse : envoyez ce lien à %s, puis collez ici le code de réponse que sa page affiche une fois le lien ouvert.",
		"This text is an invitation link, not a reply code: send that link to %s, then paste here the reply code their page shows once the link is open."},
	"net.reply.older": {"Ce code de réponse répond à un lien plus ancien que le dernier envoyé à %s : demandez-lui d’ouvrir le lien le plus récent que vous lui avez envoyé, puis de vous renvoyer le code de réponse qu’il donne.",
		"This reply code answers an older link than the last one sent to %s: ask them to open the newest link you sent them, then to send you the reply code it gives."},
	"net.reply.other": {"Ce code de réponse répond à l’invitation d’une autre place ou d’une autre partie : demandez à %s le code de réponse du lien que vous lui avez envoyé pour cette place.",
		"This reply code answers the invitation of another seat or another game: ask %s for the reply code of the link you sent them for this seat."},
	"net.reply.version": {"Ce code de réponse vient d’une autre version de Ménagerie : rechargez l’appli, demandez à %s d’en faire autant, puis réinvitez-le.",
		"This reply code comes from another version of Ménagerie: reload the app, ask %s to do the same, then invite them again."},
	"toolong.title": {"Lien trop long", "Link too long"},
	"toolong.replay": {"Ce lien de partie à revoir est bien trop long pour en être un : il a été abîmé en route. Demandez à la personne qui vous l’a envoyé de le renvoyer.",
		"This replay link is far too long to be one: it was damaged on its way. Ask the person who sent it to send it again."},
	"toolong.join": {"Ce lien d’invitation est bien trop long pour en être un : il a été abîmé en route. Demandez un nouveau lien à l’hôte de la partie.",
		"This invitation link is far too long to be one: it was damaged on its way. Ask the game's host for a new link."},
	"toolong.page": {"Cette adresse est bien trop longue pour une page de Ménagerie.", "This address is far too long for a Ménagerie page."},
}

// storageWrote hears every write's outcome, err (nil when it was kept;
// session.Device.Written keeps the trouble it makes, and says whether it
// changed): it logs a refusal, gives up the game a newer tab has played on,
// and redraws the pages, which tell the player of the trouble. A write kept
// with the trouble unchanged changes nothing on screen: it redraws nothing
// (after every move of a game, that redraw was the whole table again, and
// it set the next bot thinking before the move was logged).
func storageWrote(err error, changed bool) {
	if err != nil {
		app.Log("storage:", err)
	}
	if err == nil && !changed {
		return
	}
	device.Later(func() {
		if errors.Is(err, session.ErrStale) {
			stale()
		}
	})
}
