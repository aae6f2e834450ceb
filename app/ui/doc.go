// Package ui is the app's screens, drawn with go-app: the shell (one routed
// component; the URL fragment names the page), the home page with the games
// to start or resume, the setup page, the table screen, the rules and about
// pages, and the network pages (lobby, join, settings).
//
// The games' own screens are not here: each game has a package under
// app/ui (lifeislifeui, animalementui, zooui, chevauxui, beavergangui) that
// exports one kit.Game, and tables (tables.go) lists them in menu order.
// Everything they share — the table's frame, header, seats, cards, log,
// "since your turn", standings, the two languages — is package kit. The
// play page (play.go, table_screen.go; net_play.go for a guest) draws the
// update of the seat on screen with the game's board and sends its moves
// to the table; it never sees a games.State.
//
// A device hosts one game at a time (session.go): a table, the seat on
// screen, and for a network game its netplay.Host. Each title keeps its own
// saved game in browser storage (saved.go), written to localStorage and to
// IndexedDB with strict durability (durable.go) after every move, so a
// browser that dies loses no applied move; starting a new game of a title
// whose game is unfinished asks first.
package ui
