// Package table runs one game for its seats with the host as the only
// authority.
//
// Each seat is held by a local human, a bot or a remote guest. Moves come in
// as (seat, move JSON); the table checks that the seat may act, lets the
// game validate and apply the move, bumps a sequence number and makes each
// seat its own Update: the seat's view, its legal moves and the recent public
// events. The UI renders Updates only and never touches a games.State, so
// local play, bots and network play share one code path.
package table
