// Package zooui is the table of Du grabuge au zoo (Trouble at the Zoo),
// drawn with the table kit.
//
// The table shows every seat as a compact chip (cards in hand, points,
// what the seat is doing), then the middle of the table: the set to beat,
// who laid it and what would beat it, a help request waiting for an answer,
// the player's team in a partner round, the last round's results and, on
// demand, the chart of who beats whom. The dock holds the prompt, the
// player's hand (a card that cannot be played now is greyed and says why)
// and the action bar.
//
// A move proposed to the player (a hint, or the coach's in the guided
// game) is marked "hinted": as many cards of each animal as it lays, the
// chosen ones first, and the button that sends it; a choice of other cards
// marks the button that puts them back. The guided first game is a fixed
// three-player deal whose coach notes explain leading, beating a set, a
// predator, the chameleon, the mosquito, passing, lions and places, each
// the first time it matters.
//
// Every rule is the engine's (package games/zoo): which animal beats which,
// what beats a set, which sets a hand may lay. This package only asks it,
// through the legal moves of each update and the engine's exported
// functions, and puts the answers into words.
package zooui
