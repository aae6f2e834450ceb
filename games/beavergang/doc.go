// Package beavergang is Beaver Gang (Biberbande, Monty & Ann Stambler), a
// memory card game for 2 to 6 players: each player has a row of four
// face-down cards and tries to end the round with the lowest total, while
// the cards change places and only brief looks are allowed.
//
// The rules are GAMES.md §004 with the original French rule sheet
// (seeds/004_*.txt) for its worked examples and the names of the cards:
//
//   - 66 cards: 0–8 four times each, 9 nine times, 9 Échange ("swap"),
//     7 Regarder ("peek"), 5 Piocher ("draw"). Action cards score nothing.
//   - A round: the whole deck is shuffled; four cards face down to each seat,
//     one card turned up to start the discard pile. Every seat looks at the
//     two outer cards of its row (slots 0 and 3), then says it is ready
//     (all seats at once); the seat left of the dealer (dealer+1) starts and
//     play goes clockwise (increasing seat numbers).
//   - A turn is one action. A: take the top discard, only if it is a number
//     card, in place of one of your cards, unseen; the replaced card goes
//     face up to the discard. B: draw; a number card replaces one of yours
//     or is discarded; an action card is played or discarded. Échange swaps
//     one of your cards with any card of any opponent, nobody looking;
//     Regarder shows you one of your own cards; Piocher draws a card that
//     you use as in B, or discard to draw a second one that you use as in B.
//   - After your action, once every seat has had a turn (the dealer's first
//     turn is the first such), you may knock if nobody has; then every other
//     seat plays exactly one more turn and the round ends.
//   - End of round: each action card in a row is replaced by the top card
//     of the draw pile, again until a number card comes, starting with the
//     knocker and going clockwise; a row scores the sum of its four cards.
//   - As many rounds as players (four with two); the deal rotates
//     clockwise. Lowest total wins; ties share the win.
//
// Implementation notes.
//
// Seats move in steps (View.Step): "peek" (every seat not ready acts),
// then for the seat whose turn it is "action" (take or draw), "place" (it
// holds a drawn card), "resolve" (it played Échange or Regarder), "knock"
// (knock or pass, only when a knock is allowed), and "over". A played
// Piocher draws its first card at once, since there is nothing to choose.
// The first dealer is the last seat, so that seat 0 plays first.
//
// An empty draw pile is rebuilt at once, when its last card is drawn: the
// discards, top card included, are shuffled and one is turned up. A first
// discard that is an action card stays there, and action A waits for a
// number card on top. Action cards drawn while replacing at the end of a
// round are set aside.
//
// It is a memory game, so a view shows a face-down card of one's own only
// while the rules let that seat look: its two outer cards until it says it
// is ready, the card of its Regarder until its next move (or until an
// Échange takes the card away), and its drawn card until it is placed,
// played or discarded. The engine itself never forgets: it tracks what each
// seat knows of every slot (knowledge moves with a card when it is swapped;
// a card taken from the discard is known to all), and Determinize uses that;
// Forget is the same for a seat without memory, see determinize.go.
//
// The state keeps its PCG as a value, so Clone and replays are exact; legal
// moves are boxed once (move.go) so that listing them does not allocate
// per move.
package beavergang
