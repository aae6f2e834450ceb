// Package beavergangui is Beaver Gang's table, drawn with the table kit:
// the seats with their rows of four face-down cards, the draw and discard
// piles in the middle, and in the dock the player's own row, the card the
// player holds, what to do now and the buttons to do it.
//
// It is a memory game: a card of the player's is face up only while the
// engine's view shows it, that is while the player looks at it (the opening
// peek of a round, a Regarder), and only on the page where the look began.
// A page that opens on a look it did not begin (a reload) puts the cards
// back with the engine's own move and never shows them (see look.go).
//
// The rules themselves (what may be played, what each seat sees, the
// scores) are the engine's, games/beavergang; this package only draws its
// views and sends its legal moves.
package beavergangui
