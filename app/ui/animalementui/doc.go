// Package animalementui is the table of Animalement Vôtre, drawn with the
// table kit (menagerie/app/ui/kit).
//
// The table shows every seat's money, its bid in the auction under way, its
// animals and the score they make, and marks the seats that hold the least
// money (out, if the game ended now); in its centre, the card on offer, the
// bid to beat, the light-blue cards that end the game and the deck. The dock
// holds the player's money cards: on their turn they tap cards to build a
// bid, then bid or pass from the action bar; when the dog comes to them they
// tap the 1–10 card that goes with it. The end screen explains how each
// score was made and who is out for having the least money.
//
// The rules, what each seat may see and the scores are the engine's
// (menagerie/games/animalement); this package only draws them.
package animalementui
