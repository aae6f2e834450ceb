// Package kit is the table every Ménagerie game is drawn with: the frame of
// a table screen (a compact header, the table itself, and the docked hand
// with its action bar), the seat strip, cards, the "since your turn" list
// and the whole game's log, the end screen's standings, the two languages,
// and one decoder of an update's legal moves into a game's own moves.
//
// A game's screen lives in its own package under app/ui (app/ui/zooui…),
// which exports one Game value: its engine, names, rules, options, board and
// move describer. The app lists those values once and asks them; a game's
// package never sees the app's pages, only a Table to send moves to.
//
// The frame is phone first. The dock is part of the page's layout, not an
// overlay: it reserves its own space at the bottom of the screen, so nothing
// ever covers a card, and its action bar keeps one height whatever its text
// says. In landscape the table and the dock stand side by side.
//
// Conventions the browser tests rely on: a card the player may choose
// carries the class "choice" (and "why" with a data-why reason when it is
// greyed out); the dock's action bar is ".kit-bar"; the table screen's root
// says whose turn it is in data-turn ("mine" on the player's turn) and the
// number of moves applied in data-seq. Every id a board gives an element
// goes through ID, so that a page showing several boards (a replay with
// every hand) draws each in a scope of its own (Scoped): ids stay unique,
// and styles name classes, not ids.
//
// Drawing costs on a phone are counted in elements: go-app mounts each with
// several calls from WebAssembly into JavaScript. A large part that comes
// whole waits for the paint of what came before it (Painted, AfterPaint);
// a read-only one — a round's summary, the end's account — is written as
// one piece of HTML (Static); a part folded away is built only while open
// (Fold). The browser compiles each function the first time it runs: a
// screen about to be drawn for the first time can have its code run ahead,
// off the page, in idle time (Rehearsal).
package kit
