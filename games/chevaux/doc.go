// Package chevaux is the rules engine of Chevaux, a card game of the Défis
// Nature collection published by Bioviva (the rule sheet names no author):
// a battle game in the style of Top Trumps for 2 to 6 players.
//
// The 36 cards are horse breeds, named in French, each with four
// characteristics (height at withers, weight, longevity, date of
// appearance) and a rarity (green < yellow < orange < red); the values are
// typical adult values and approximate, as the sheet itself warns.
//
// The sheet's rules: the cards are dealt face down, the same number to
// each. In a battle the leader turns up the top card of their pile without
// showing it, chooses a characteristic and announces its value; the others,
// clockwise, look at their top card and announce the value of the same
// characteristic. Higher wins, except the date of appearance, where the
// earliest wins. A tie for the best value goes to the rarest horse; the
// same rarity too, and the tied players take a new card and compare rarity,
// again and again, until one wins. The winner takes every card of the
// battle, puts them face down under their pile and leads the next battle.
// During a battle, a player whose horse is rarer than the horse of the
// player who chose the characteristic may change it, and everyone announces
// again. The game is won by the first player holding every card; the
// players may also agree to stop after 15 minutes, the most cards winning.
//
// Where the sheet is silent, this engine rules as follows.
//   - The deal: all 36 cards are dealt as evenly as possible; the 36 mod N
//     leftover cards are set aside, out of play and unknown to everyone.
//     "Holding every card" means every card in play. Seat 0 leads the first
//     battle (the sheet's youngest player).
//   - Every player lays their top card at the start of a battle, face down,
//     and looks at it. A player's announcement tells the value of the
//     current characteristic, nothing else. A rarity is told only where the
//     sheet has it spoken: the setter's (the leader's when choosing, a
//     switcher's when switching), since whether the others may switch
//     depends on it, and the tied players' in a tie. Nothing else of the
//     cards is shown until the battle is decided. Then every battle card is
//     shown to all, and the cards turned up to break a tie are shown as
//     they are turned.
//   - Switching: when it is your turn to announce and your card is strictly
//     rarer than the card of the player who set the current characteristic
//     (the setter), you decide: keep (move "keep") or switch to another
//     characteristic (move "switch"). A switch makes you the setter and
//     starts a new round of announcements clockwise from you, in which every
//     other player announces the new characteristic's value and may in turn
//     switch if strictly rarer than you; the round ends when it comes back
//     to you. So there are at most three switches per battle. Players who
//     may not switch announce automatically (no move). That a player is
//     awaited to keep or switch is public (the table shows whose turn it
//     is), and tells that their card is rarer than the setter's; that a
//     player announced without being awaited tells that it is not.
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
//     screen can show it. A player with no cards left after a collect is out
//     and skipped.
//   - The end, as the variant sets it (Config.Variant, see ParseVariant). A
//     game ends as soon as one player holds every card in play. "time=N" is
//     the sheet's timed game (N = 15 by the sheet): the engine keeps no
//     clock; the table does, and calls End when the time is up. The battle
//     in progress is then played to its end, and the game ends when its
//     winner collects; while the leader has not yet chosen, no battle is in
//     progress: the cards laid go back on top of their piles and the game
//     ends at once. "battles=N" (5 … 500) ends after N battles; "" after
//     DefaultBattles (40), a usual length for players without a clock; "all"
//     only when one player holds every card. A game without a battle limit
//     ("all", or a timed game whose time never runs out) ends after
//     SafetyBattles, since the choices could make it cycle for ever. Unless
//     one player holds every card, the most cards wins, ties shared. The
//     score is the number of cards held.
//
// Information: the cards of a decided battle and the tie-break cards are
// face up for all, so every player knows which cards went under each pile,
// but not in what order: nobody at a table tracks the order of a dozen
// cards tucked under a pile, their own included. A pile is, as everyone
// knows it, a number of unseen cards on top (the rest of the deal, unknown
// to everyone, their owner included, until they come to the top) over a
// set of seen cards. When a pile's unseen cards are used up, its next
// battle card is one of its seen cards, but which one nobody knows until
// it is shown. During a battle each player sees their own battle card, and
// of the others only the values announced and the rarities told; the views
// hold just that (the seen cards as a set, in card order), and Determinize
// deals the seen cards of each pile in any order and the unseen cards
// anywhere unseen, in agreement with all of it.
//
// View ids: cards are ints 1 … 36 (Card, Cards); characteristics are
// "height", "weight", "longevity", "appearance"; rarities are "green",
// "yellow", "orange", "red".
package chevaux
