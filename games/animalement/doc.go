// Package animalement is Animalement Vôtre, an auction card game for 3 to
// 5 players by Reiner Knizia (University Games, 2006; the High Society
// system), after its French rule sheet, whose three worked examples are
// tests of this package.
//
// Each player holds the 11 money cards of a colour (1, 2, 3, 4, 6, 8, 10,
// 12, 15, 20, 25). The 16 animal cards are auctioned one at a time: the
// positive ones (1 to 10, and three ×2) go to the last player left in the
// auction, who discards the money laid for it; the negative ones (−5, ×½ and
// "malade comme un chien", which makes you discard one of your 1–10 cards)
// go to the first player to pass, who takes their money back while everyone
// else discards theirs. The game ends the moment the fourth light-blue card
// is revealed. Whoever has the least money left is out; among the others
// the best collection wins.
//
// # Rulings where the sheet is silent
//
//   - The cards the sheet shows only in pictures: the money values above,
//     and the animal cards. The sheet names ten of them; the 1, 3, 6, 8, 9
//     and 10 carry names of this package's own (see the Animal constants).
//   - After each auction, whoever just received a card (bought it, got it
//     free, or was made to take a negative one) reveals the next card and
//     opens its auction, by bidding or passing.
//   - Bids go clockwise among the players who have not passed in this
//     auction; a player who cannot beat the high bid can only pass.
//   - Positive card: if nobody bids, the last player left takes it free.
//     Negative card: the auction ends the moment the first player passes.
//   - "Malade comme un chien": the player chooses which 1–10 card goes out
//     with it; ×2 and −5 cards never do; if still waiting at the end, it
//     has no effect.
//   - Scores are exact: halves stay halves (3.5), and a score may be
//     negative. If every player ties for the least money, all are out and
//     nobody wins.
//
// # Implementation notes
//
//   - Seat 0 is the youngest player and reveals the first card; afterwards
//     whoever just received a card reveals the next one and opens. Revealing
//     is not a move: the next card is turned face-up as soon as the previous
//     one is settled.
//   - A bid (Move kind "bid") names the money cards it adds, which must bring
//     the bidder's face-up total strictly above the high bid. Nothing laid is
//     ever taken back except by passing. Legal lists pass and every such set
//     of cards. A player who cannot beat the high bid can only pass.
//   - In a positive auction the last player left takes the card and pays what
//     they laid, which is nothing (a free card) when nobody bid: once all the
//     others have passed, that last player does not act again.
//   - The player who receives "malade comme un chien" while holding 1–10 cards
//     chooses which one to discard with it (Move kind "discard"), even when
//     there is only one. Without any, the dog waits in their collection and
//     takes the next 1–10 card they receive out of play with it; it has no
//     effect if still waiting at the end. ×2 and −5 cards are never discarded.
//   - Hidden information: the money cards are held in hand, but every card
//     that leaves a hand is first laid face-up, and every colour holds the
//     same 11 cards, so with perfect recall each player's money in hand is
//     known to all. The views therefore show every hand (what a player who
//     counts would know), and the only hidden thing is the order of the
//     face-down animal cards, which nobody knows. Determinize reshuffles it
//     (sorted first) and reseeds the PCG; no view depends on that order.
//   - Scores: S = Σ(1–10) − 5 (cat), ×2 per ×2 card, ×½ (crocodile), as
//     float64 with exact halves; S may be negative. Result.Scores holds S for
//     every seat, also those out for having the least money: Result.Winners
//     is the verdict, and it is empty when every player ties for the least
//     money. Ties on S go to the most money, then the win is shared.
//   - Animal ids in views and moves are stable English words ("chicken",
//     "mole", "magpie", "mule", "camel", "fox", "rabbit", "ox", "monkey",
//     "whale", "fish", "peacock", "rooster", "crocodile", "cat", "dog"); see
//     the Animal constants for the French names.
//   - State holds arrays and bit sets only, so Clone is a struct copy, and
//     Legal hands out prebuilt move values: random playouts allocate one
//     slice per call.
package animalement
