// Package zoo is Du grabuge au zoo, a climbing card game for 3 to 7
// players by Doris Matthäus and Frank Nestel (Zoff im Zoo, Doris & Frank,
// 1999; Frank's Zoo in English): each round, players try to be first to get
// rid of their cards by beating the set on the table with a set of the same
// size of an animal that beats it, or with exactly one more card of the same
// animal. Place points add up over rounds until two players (one, with
// three players) reach 19, or another total the players choose, as the
// sheet allows (Config.Variant "goal=N", see ParseVariant).
//
// The rules are those of the French rule sheet, Du grabuge au zoo, with its
// card list and the chart of who beats whom printed on the cards; its
// worked examples are the package's tests.
//
// # Cards, moves and views
//
// Cards are counted per animal (type Cards, four bits per animal): cards of
// one animal are identical. Animal identifiers in moves and views are
// "whale", "elephant", "crocodile", "polarbear", "lion", "seal", "fox",
// "perch", "hedgehog", "fish", "mouse", "mosquito" and "chameleon".
//
// Every move is a Move: {"k": kind, "c": cards, "as": animal}. The kinds are
// play (lay a set; "as" is what it counts as), pass, give (two cards face
// down to one's partner), aside (the lone player's two cards), ask (the
// junior's help request: the laid cards), complete (the senior's cards
// added to them; "as" is what the whole counts as) and refuse.
//
// View(seat) returns a View: the seat's own hand, every seat's public
// counts, the trick, the pending help request, the last action and the
// last round's scoring.
//
// # Rulings where the sheet is silent
//
// Where the sheet leaves a point open, the engine decides:
//
//   - Lions and hedgehogs. The sheet scores them in its partner section
//     ("dans cette version du jeu"), and with three players "à la fin de la
//     première ronde". So the simple game (the standard game for 4 to 7
//     players) never scores them: its rounds score place points only, as
//     the first round does. The partner game scores them from round 2, with
//     the teams. The three-player game scores them at the end of the first
//     round only; its later rounds score places only (3, 2, 0).
//   - Round 1: the dealer is drawn from the seed; the player to the dealer's
//     left leads. Later rounds: first place deals, last place leads (after
//     the exchanges of a partner round). Cards are dealt one at a time from
//     the dealer's left, so with seven players the first four get 9.
//   - Standings: by total, highest first; on a tie the player who stood
//     lower before the last round stands higher. After the first round,
//     when nobody stood anywhere yet, the better finishing place of that
//     round stands higher. The standings are strict, so the game always has
//     one winner, the player in first place, three players included (there,
//     the highest total, ties broken the same way).
//   - The game ends after the round in which at least two players (with
//     three players, at least one) reach the total: 19, or the one chosen
//     (MinGoal to MaxGoal), in the simple, partner and three-player games
//     alike.
//   - When the round ends, the unfinished trick on the table goes to nobody.
//   - A leader holding only the chameleon passes, and the lead goes to the
//     next player to the left with cards; everyone then knows that hand.
//   - Exchange: the senior gives its two cards after receiving the
//     junior's, and may give back cards it just received.
//   - Help request: only against a set on the table, never to lead, once
//     per turn (a refusal ends the junior's turn). The
//     laid cards are a non-empty proper part of some set that beats it and
//     that cards neither in the junior's hand nor already played could
//     complete. The senior adds at least one card or refuses; refused cards
//     go back to the junior's hand in everyone's sight, and the turn is a
//     pass. A completed set is the junior's: the junior owns it, collects
//     it if it wins the trick, and if it empties both hands the junior
//     finishes first. A junior holding only the chameleon may lay it in a
//     request, since it is then not played alone.
//   - Lone player: the two set-aside cards count as collected for lions
//     and hedgehogs and are turned up at the round's end.
//
// # Hidden information
//
// Hands are private; played cards, hence collected tricks, are public; the
// cards given in an exchange are known to giver and receiver only; the lone
// player's set-aside cards to that player only. Determinize keeps the
// observer's hand, the cards it knows its partner holds (what it gave, less
// what the partner gave back or played), the cards shown to everyone, and
// deals everything else again from a sorted list shuffled with its rng.
package zoo
