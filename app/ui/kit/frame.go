package kit

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
)

// Screen is a table screen's root: the header, any notices, then the board
// (see Body), filling the screen's height so that the dock stays in view.
// It says whose turn it is and how many moves were applied, for tests and
// for styles. class is added to the root's ("guest" for a seat played from
// another device). The notices stand in a box of their own, so that one
// coming or going leaves the board where it was: go-app matches children
// by position, and a board that moved would be built again from nothing.
// For the same reason a round's end (see Moment), when there is one, takes
// the board's place on screen but not in the page: the board stays, hidden,
// and is there as it was when the player goes on.
func Screen(game, class string, u table.Update, head app.UI, notices []app.UI, moment, board app.UI) app.UI {
	turn := "theirs"
	switch {
	case u.Over:
		turn = "over"
	case Mine(u):
		turn = "mine"
	}
	if moment == nil {
		moment = app.Text("")
	} else {
		class += " kit-moment-on"
	}
	return app.Div().Class("kit-screen play play-"+game+" "+class).ID(ID("table")).
		DataSet("turn", turn).DataSet("seq", strconv.Itoa(u.Seq)).
		Body(head, app.Div().Class("kit-notices").Body(notices...), moment, board)
}

// Body is a board's layout: main is the table (seats, what is on the
// table, the last results), which scrolls when it must; dock is the
// player's part (see Dock), which never does. In landscape the two stand
// side by side.
func Body(class string, main []app.UI, dock app.UI) app.UI {
	return app.Div().Class("kit-body board "+class).Body(
		app.Div().Class("kit-main").ID(ID("kit-main")).Body(main...),
		dock,
	)
}

// BoardPlace holds a board's place, empty, for a frame (see Body). It is
// not a board, so nothing that waits for a game's board stops at it.
func BoardPlace() app.UI {
	return app.Div().Class("kit-body kit-board-place")
}

// Dock is the player's part of the table, at the bottom of the screen (at
// the right in landscape): what happened since the player's last move, the
// prompt, the hand and the action bar. The bar keeps its height whatever
// it says, so the hand never moves under a finger. A nil part is left out.
func Dock(t Table, prompt string, hand app.UI, bar []app.UI) app.UI {
	text, cls := prompt, "kit-prompt"
	if w := currentWhy(); w != "" {
		text, cls = w, "kit-prompt kit-why"
	}
	var since app.UI = app.Text("")
	if s, ok := t.(SinceTable); ok {
		since = s.Since()
	}
	// An empty text holds the hand's place when there is none, so that the
	// bar keeps its position among the dock's children (see Screen).
	var handBox app.UI = app.Text("")
	if hand != nil {
		handBox = app.Div().Class("kit-hand").ID(ID("kit-hand")).Body(hand)
	}
	return app.Div().Class("kit-dock").ID(ID("kit-dock")).Body(
		since,
		app.P().Class(cls).ID(ID("prompt")).Aria("live", "polite").Text(text),
		handBox,
		app.Div().Class("kit-bar choices").ID(ID("kit-bar")).Body(bar...),
	)
}

// SinceTable is a Table that can say what happened since the player's
// last move (see Since).
type SinceTable interface {
	Since() app.UI
}
