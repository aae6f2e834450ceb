// Package animalementui is the table of Animalement Vôtre, drawn with the
// table kit (menagerie/app/ui/kit).
//
// The table shows every seat's money, its bid in the auction under way, its
// animals and the score they make, and marks the seats that hold the least
// money (out, if the game ended now); in its centre, the card on offer, the
// bid to beat, the light-blue cards that end the game and the deck. The dock
// holds the player's money cards: on their turn they tap cards to build a
// bid, then bid or pass from the action bar; when the dog comes to them they
// tap the 1–10 card that goes with it. A move proposed to the player (a
// hint, or the guided game's coach) is marked: the money cards of the bid
// and the bid button, the pass button, or the card to lose with the dog.
// The end screen explains how each score was made and who is out for
// having the least money.
//
// The guided first game (Game.Guide) is a fixed three-player deal whose
// coach notes explain the auction, raising, passing to take one's money
// back, negative cards, the dog, the least-money rule and the fourth
// light-blue card, each on the player's turn when it first matters.
//
// The rules, what each seat may see and the scores are the engine's
// (menagerie/games/animalement); this package only draws them.
package animalementui
