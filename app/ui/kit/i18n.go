package kit

import (
	"fmt"
	"strings"
)

// Lang is a language the app speaks.
type Lang string

// The languages of the app.
const (
	French  Lang = "fr"
	English Lang = "en"
)

// lang is the language of the screen now; the UI runs on one goroutine.
var lang = French

// Current is the language of the screen now.
func Current() Lang { return lang }

// SetLang changes the language of the screen.
func SetLang(l Lang) { lang = l }

// LangFor picks the app's language for a browser language tag ("fr-CA"):
// French for French and when the browser says nothing, English otherwise.
func LangFor(tag string) Lang {
	if tag == "" || strings.HasPrefix(strings.ToLower(tag), "fr") {
		return French
	}
	return English
}

// Texts holds the strings a player reads, by key: {French, English}. Each
// game's package has its own; the kit's shared ones are in the kit's.
type Texts map[string][2]string

// Tr returns the text of key in the current language, formatted with args.
// A key t lacks is looked up among the kit's own texts; a missing key shows
// itself, so it is easy to spot and to test for. A text that counts has its
// singular beside it, under the key with ".one": it is used when the count
// (the first whole number among args) is one, or zero in French ("0 carte").
func (t Texts) Tr(key string, args ...any) string { return t.In(lang, key, args...) }

// In is Tr in the language l.
func (t Texts) In(l Lang, key string, args ...any) string {
	if one := SingularKey(l, key, args); one != key {
		if _, ok := t[one]; ok {
			key = one
		} else if _, ok := texts[one]; ok {
			key = one
		}
	}
	pair, ok := t[key]
	if !ok {
		if pair, ok = texts[key]; !ok {
			return "«" + key + "»"
		}
	}
	s := Pick(l, pair)
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}

// SingularKey is the key of key's singular text (key+".one") when the
// count among args, the first whole number, is singular in l: one, and
// zero too in French. Otherwise it is key. Whether that text exists is
// the caller's to check.
func SingularKey(l Lang, key string, args []any) string {
	for _, a := range args {
		if n, ok := a.(int); ok {
			if n == 1 || (l == French && n == 0) {
				return key + ".one"
			}
			return key
		}
	}
	return key
}

// Label is the current language's text of a French–English pair.
func Label(pair [2]string) string { return Pick(lang, pair) }

// Pick is the text of a French–English pair in l, with French typography.
func Pick(l Lang, pair [2]string) string {
	if l == English {
		return pair[1]
	}
	return FrenchSpaces(pair[0])
}

// frenchTypography puts the no-break spaces of French typography before
// ":", ";", "!", "?" and inside « », so that no line starts with a colon.
var frenchTypography = strings.NewReplacer(
	" :", "\u00a0:", " ;", "\u202f;", " !", "\u202f!", " ?", "\u202f?",
	"« ", "«\u00a0", " »", "\u00a0»",
)

// FrenchSpaces applies French typography's no-break spaces to s.
func FrenchSpaces(s string) string { return frenchTypography.Replace(s) }

// tr is the kit's own Tr.
func tr(key string, args ...any) string { return texts.Tr(key, args...) }

// texts are the kit's own strings, shared by every game's table.
var texts = Texts{
	"kit.menu":           {"Menu", "Menu"},
	"kit.rules":          {"Règles", "Rules"},
	"kit.rules.goal":     {"Le but", "The goal"},
	"kit.rules.cards":    {"Les cartes", "The cards"},
	"kit.rules.turn":     {"Un tour", "A turn"},
	"kit.rules.round":    {"Fin de manche", "End of a round"},
	"kit.rules.end":      {"Fin de partie", "End of the game"},
	"kit.rules.variants": {"Variantes", "Variants"},
	"kit.rules.app":      {"Dans l’appli", "In the app"},
	"kit.lang":           {"English", "Français"},
	"kit.lang.label":     {"Switch to English", "Passer en français"},
	"kit.install":        {"Installer l’appli", "Install the app"},
	"kit.leave":          {"Quitter la table", "Leave the table"},
	"kit.log":            {"Journal de la partie", "Game log"},
	"kit.log.close":      {"Fermer le journal", "Close the log"},
	"kit.log.empty":      {"Aucun coup joué.", "No move yet."},
	"kit.since":          {"Depuis votre dernier coup", "Since your last move"},
	"kit.since.none":     {"Rien de nouveau depuis votre dernier coup.", "Nothing new since your last move."},
	"kit.since.more":     {"… et %d coups de plus (journal)", "… and %d more moves (log)"},
	"kit.since.more.one": {"… et %d coup de plus (journal)", "… and %d more move (log)"},
	"kit.close":          {"Fermer", "Close"},
	"kit.continue":       {"Continuer", "Continue"},
	"kit.moment":         {"Fin de la manche", "End of the round"},
	"kit.round":          {"Manche %d", "Round %d"},
	"kit.rank":           {"Rang", "Rank"},
	"kit.name":           {"Joueur", "Player"},
	"kit.score":          {"Score", "Score"},
	"kit.winner":         {"gagne", "wins"},
	"kit.out":            {"hors jeu", "out"},
	"kit.why":            {"Pourquoi pas cette carte ?", "Why not this card?"},
	"kit.hinted":         {"avec un conseil", "with a hint"},
	"kit.you":            {"vous", "you"},
	"kit.turn":           {"joue", "to play"},
	"kit.table.scroll":   {"Faites défiler pour voir toutes les places", "Scroll to see every seat"},
}
