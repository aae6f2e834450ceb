// Package games is the contract every Ménagerie card game implements.
//
// A Game makes States from a Config; a State lists who may act, the legal
// moves of each seat, applies moves after validating them, and shows each
// seat exactly what that seat may see (View). Determinize lets a bot search
// over the hidden information without ever reading it: it returns a copy of
// the game in which every card the observer has not legitimately seen is
// resampled, so that the copy depends only on what the observer knows.
//
// The packages below games hold one rules engine each (lifeislife,
// animalement, zoo, chevaux, beavergang), the registry (catalog), the bots
// (bot) and the shared contract checks used by every engine's tests
// (gamestest). Nothing under games imports go-app, syscall/js or does I/O:
// a game is a pure function of its seed and the moves applied.
package games
