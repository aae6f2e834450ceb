// Package chevaux is the rules engine of Chevaux (Bioviva, Défis Nature), a
// battle game in the style of Top Trumps for 2 to 6 players.
//
// The rules are GAMES.md §003 and the original sheet (seeds/003_*.txt).
// The 36 cards are horse breeds, named in French, each with four
// characteristics (height at withers, weight, longevity, date of
// appearance) and a rarity (green < yellow < orange < red); the values are
// typical adult values and approximate.
//
// A battle: every player still in the game puts the top card of their pile
// on the table, face down, and looks at it. The leader (seat 0 for the first
// battle, then each battle's winner) chooses a characteristic and announces
// the card's value; then the others announce theirs clockwise (seat order).
// Higher wins, except the date of appearance, where the earliest wins.
//
// Implementation notes and rulings:
//   - All 36 cards are dealt as evenly as possible; the 36 mod N leftover
//     cards are set aside, out of play and unknown to everyone. "Holding every
//     card" means every card in play.
//   - Switching: when it is your turn to announce and your card is strictly
//     rarer than the card of the player who set the current characteristic
//     (the setter), you decide: keep (move "keep") or switch to another
//     characteristic (move "switch"). A switch makes you the setter and
//     starts a new round of announcements clockwise from you, in which every
//     other player announces again and may in turn switch if strictly rarer
//     than you; the round ends when it comes back to you. So there are at
//     most three switches per battle. Players who may not switch announce
//     automatically (no move).
//   - Deciding: the best value wins. Tie for best: the rarest card among the
//     tied wins. Same rarity too: the tied players turn up the next card of
//     their pile and compare rarity only, again and again among the rarest,
//     until one is rarest. A tied player with no card left loses the tie; if
//     every tied player still in contention has run out, the one nearest the
//     setter clockwise (the setter first) wins.
//   - The battle's winner takes every card of the battle (move "collect"),
//     putting them under their pile: their own card first, then the other
//     battle cards clockwise from the winner, then the tie-break cards round
//     by round, each round clockwise from the winner. The decided battle stays
//     on the table (phase "result") until the winner collects, so that every
//     screen can show it.
//   - A player with no cards left after a collect is out and skipped. The
//     game ends when one player holds every card in play, or after the
//     battle limit: the variant "" plays DefaultBattles (40) battles, the
//     sheet's "stop after 15 minutes"; "battles=N" plays N (5 … 500); "all"
//     plays until one player holds every card (with SafetyBattles as a
//     backstop against endless games). At a limit the most cards wins, ties
//     shared. The score is the number of cards held.
//
// Information: every card that takes part in a battle (announced, or turned
// up to break a tie) is face up for all, so the cards under a pile are
// public, in order, and stay so; the cards dealt at the start are unknown to
// everyone (their owner included) until they come to the top. During a
// battle each player sees their own battle card. The fact that a player is
// awaited to keep or switch is public, and tells that their card is rarer
// than the setter's; Determinize respects that.
//
// View ids: cards are ints 1 … 36 (Card, Cards); characteristics are
// "height", "weight", "longevity", "appearance"; rarities are "green",
// "yellow", "orange", "red".
package chevaux
