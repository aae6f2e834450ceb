// Package chevauxui is the Chevaux table, drawn with the table kit.
//
// The seat strip shows each player's cards held and, while a battle is
// announced, what was told of their face-down card: every value announced
// in this battle, the one in force in bold, and its rarity if its player
// set the characteristic (the only rarities the rules have spoken). Below it: the
// battle's number, the time left of a timed game, the characteristic in
// force and who set it, then the last decided battle with every card face
// up, the winner and how the battle was decided.
//
// The dock holds the player's own horse. Its four characteristics are the
// cards to tap: any of them for the leader who chooses, another one for a
// player whose rarer horse may switch (the action bar then keeps the one in
// force); the winner collects the cards from the bar. The log tells each
// move with the value announced, the values the others then announced, and
// on the move that decided a battle, every card, the winner, the cards won
// and how (best value, rarity, tie-break).
//
// A move proposed to the player (a hint asked for, or the coach of the
// guided first game) is marked on the board: the characteristic to tap, or
// the bar's keep or collect button. The guided game (see guide) is a fixed
// deal of eight battles in which the coach explains choosing a
// characteristic, switching with a rarer horse, ties and collecting, each
// the first time it matters to the player.
//
// What a player may do, the values of the cards and who wins are the
// engine's (menagerie/games/chevaux); this package only draws them.
package chevauxui
