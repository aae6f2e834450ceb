// Package kittest helps test the games' screens drawn with the kit. Check
// is the contract every game's screen passes, as gamestest.Check is the
// engines': each app/ui/*ui package's tests call it, and keep only what is
// the game's own. Besides, it plays a game's guided first game as the app
// does (PlayGuided), reads a drawn board's HTML by the kit's conventions
// (Elems, Marked, Follow), stands in for the table a board sends its moves
// to (Table) and starts tables of bots (BotTable).
//
// The app never imports it: it is for the tests of app/ui and its game
// packages.
package kittest
