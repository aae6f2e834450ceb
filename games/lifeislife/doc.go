// Package lifeislife is the rules engine of Life is Life, a card game of
// majorities for 2 to 5 players by Lorenz Kutschke (NSV, 2016), after its
// French rule sheet, whose worked examples are tests of this package.
//
// Sixty animal cards in ten species; a species' value is its number of
// cards (9 giraffes worth 9 each majority, down to 3 mice). Each round
// every player still in gets 10 cards and a display of four rows of 1, 2,
// 3 and 4 cards is laid out; the rest is set aside unseen. On their turn a
// player either exchanges (lays as many hand cards as row r holds, not the
// very same animals, and takes row r; the laid cards become the new row r)
// or, once they have exchanged, knocks: every other player then has one
// last turn (exchange, or knock to pass) and the round is scored. Per
// species the one player holding strictly the most cards scores its value
// (with only two players left, at least two cards are needed); the highest
// total(s) lose no life, the lowest two, the others one, and nobody loses
// when all totals are equal. A player who holds all 4 cats, all 5 rabbits
// or all 5 pigs after their exchange ends the round at once: every other
// player loses a life. With no lives left a player is out; the last player
// with lives wins. The next round is started by the left neighbour of the
// previous starter, skipping players who are out.
//
// Variant "advanced", the sheet's variant for experienced players: only 5
// rabbits or 5 pigs end a round (the 4 cats no longer do), and their
// holder gains a life while every other player loses one.
//
// # Rulings where the sheet is silent
//
//   - Every round all 60 cards are shuffled again, whatever the number of
//     players; the cards not dealt are set aside face down, seen by nobody.
//   - Knocking needs an exchange of one's own in the current round. After
//     a knock each other player still in plays exactly one more turn, in
//     which knocking means passing; the knocker does not play again.
//   - Sudden death is checked for the player who just moved only, right
//     after their own move (an exchange, or a knock), also during the last
//     turn. A set dealt into a hand ends the round only after its holder's
//     first move, if still held then.
//   - A player gaining a life in the advanced variant may go above 5: there
//     is no cap. Lives never go below 0, and a player at 0 is out at once.
//   - Final standings follow the order players went out in; players out in
//     the same round share a place; Result.Scores are the lives left.
//   - Two players may play (the sheet says 3 to 5): the rule for the last
//     two players, at least two cards for a majority, applies from the
//     start.
//
// # Implementation notes
//
// Cards of one species are identical, so every pile (a hand, a row, the
// cards laid) is a Cards value: a multiset packed four bits per species in
// a uint64. A Move is an exchange (row and Cards laid) or a knock; Legal
// lists each distinct multiset once, from a table of every possible move
// boxed at start-up, so listing moves allocates only the list.
//
// Hidden information: the hands and the set-aside cards. Everything laid
// and taken is public, so everybody knows, of each hand, the cards seen
// going into it less those seen leaving it (State.known); and since a round
// goes on only while nobody shows a set after an exchange, everybody knows
// which counts of cats, rabbits and pigs a hand cannot hold (State.forbid).
// Determinize keeps both and deals the rest again, uniformly among the
// deals that agree with them, by construction: the counts of the species
// some check constrains are drawn first, hand by hand, from their exact
// distribution, then the other cards are dealt (see determinize.go).
//
// Views name species by lower-case English identifiers: "giraffe", "bear",
// "mole", "goat", "sheep", "dog", "rabbit", "pig", "cat", "mouse".
package lifeislife
