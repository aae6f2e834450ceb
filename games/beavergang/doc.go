// Package beavergang is Beaver Gang, a memory card game for 2 to 6 players
// by Monty and Ann Stambler (Biberbande, Amigo, 2002; in French by
// Gigamic): each player has a row of four face-down cards and tries to end
// the round with the lowest total, while the cards change places and only
// brief looks are allowed.
//
// # The rule sheet
//
// The rules are those of the French rule sheet of Beaver Gang, whose worked
// examples (Sarah's take, the scores of Sarah, Lisa and Tim) are tests of
// this package:
//
//   - 66 cards: 0–8 four times each, 9 nine times, 9 Échange ("swap"),
//     7 Regarder ("peek"), 5 Piocher ("draw"). Action cards score nothing.
//   - A round: four cards face down to each seat, one card turned up to
//     start the discard pile. Every seat may look briefly at the two outer
//     cards of its row (slots 0 and 3) and puts them back. The seat left of
//     the dealer starts and play goes clockwise (increasing seat numbers).
//   - A turn is one action. A: take the top discard, only if it is a number
//     card, in place of one of your cards, unseen; the replaced card goes
//     face up to the discard. B: draw; a number card replaces one of yours
//     or is discarded; an action card is played or discarded. Échange swaps
//     one of your cards with a card of an opponent, nobody looking;
//     Regarder lets you look at one of your own cards, which is then put
//     back; Piocher draws a card that you use as in B, or discard to draw a
//     second one that you use as in B.
//   - After your action, once every seat has had a turn, you may knock;
//     then every other seat plays one more turn and the round ends.
//   - End of round: each action card in a row is replaced by the top card
//     of the draw pile, again until a number card comes, starting with the
//     knocker; a row scores the sum of its four cards.
//   - As many rounds as players (four with two); the lowest total wins.
//
// # Rulings where the sheet is silent
//
//   - Seats: the first dealer is the last seat, so that seat 0 plays first;
//     cards are dealt one at a time from the dealer's left, and the deal
//     passes clockwise each round.
//   - The opening peek: all seats at once. A seat looks at its two outer
//     cards when it chooses to (move "peek", which it may skip), sees them
//     until it says it is ready (move "ready"), and play starts once every
//     seat is ready.
//   - A look is a look. A card seen is in its owner's view from the move
//     that begins the look to the move that ends it: "peek" to "ready" at
//     the deal, and for a Regarder "look" to "back", putting the card back,
//     the only move the seat then has, so that the look ends within its own
//     turn, before it may knock. Ending a look is a move of its own so that
//     the player does get to see the card, and so that a look is part of
//     the game's record: the view is a function of the state, and the state
//     of the moves, so a game rebuilt from its moves (a reloaded page)
//     would show a look in progress again. A table that takes up a game in
//     the middle of a look of a seat it plays ends that look with that
//     move, as a player leaving the table puts the card back, and never
//     shows the card. Which card a seat looked at, not what it is, stays
//     public (SeatView.Looked) while the card stays in its place.
//   - Knocking: right after your action, in the same turn; allowed from the
//     dealer's first turn on (every seat has then had one); one knock per
//     round; the knocker does not play again.
//   - A first discard that is an action card stays there, and action A
//     waits for a number card on top.
//   - An empty draw pile is rebuilt at once, when its last card is drawn:
//     the discards, top card included, are shuffled and one is turned up.
//   - An Échange puts each card in the other's place. A card taken from the
//     discard pile is known to everybody, since it lay face up.
//   - A played Piocher draws its first card at once, since there is
//     nothing to choose.
//   - End of round: replacements go clockwise from the knocker, each row
//     from the left; action cards drawn as replacements are set aside.
//   - Lowest total wins; a tie is a shared win.
//
// # Implementation notes
//
// Seats move in steps (View.Step): "peek" (every seat not ready acts),
// then for the seat whose turn it is "action" (take or draw), "place" (it
// holds a drawn card), "resolve" (it played Échange or Regarder), "look"
// (it looks at the card of its Regarder), "knock" (knock or pass, only when
// a knock is allowed), and "over".
//
// It is a memory game, so a view shows a face-down card of one's own only
// during a look (above) and the drawn card until it is placed, played or
// discarded. The engine itself never forgets: it tracks what each seat
// knows of every slot (knowledge moves with a card when it is swapped),
// and Determinize uses that; Forget is the same for a seat without memory,
// see determinize.go.
//
// The state keeps its PCG as a value, so Clone and replays are exact; legal
// moves are boxed once (move.go) so that listing them does not allocate
// per move.
package beavergang
