// Package table runs one game for its seats with the host as the only
// authority.
//
// A table is given its games.Game (New, Restore): it knows no catalog of
// games. Each seat is held by a local human, a bot or a remote guest. Moves
// come in as (seat, move JSON); the table checks that the seat may act, lets
// the game validate and apply the move, bumps a sequence number and makes
// each seat its own Update: the seat's view, its legal moves and the recent
// public events. The UI renders Updates only and never touches a games.State, so
// local play, bots and network play share one code path. A move that is
// games.Private (cards passed face down) appears only in its author's
// events; the other seats learn of it through their views.
//
// A timed game (games.Timed) has a clock that the table keeps, since the
// engines keep none: its deadline travels in every Update (Clock), and when
// it passes the host acts the table's own step TimeUp as the seat
// games.Spectator. That step is logged like a move and reaches the game
// through games.Ender, so Restore replays a game ended by the clock exactly.
//
// Since a game is a function of its setup and its log, Undo takes moves
// back by rebuilding the table from the log without them (never across the
// clock's step), and a replay (package replay) steps through a game with
// Clone, Legal and the other position methods. A hint (HintJob) is a
// BotJob at the hard level for a seat held by a person: the move the
// strongest bot would play there, from that seat's knowledge only.
package table
