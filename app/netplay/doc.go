// Package netplay plays one table over WebRTC: the host's device runs the
// game (a table.Table) and each remote seat is a guest on another device,
// joined through an invitation link (see package p2p).
//
// A Host wraps the table and a p2p.Host. For each remote seat it keeps a
// secret token, the pending invitation or the open connection, and what the
// guest has already sent. A guest's messages are checked in order: the
// connection must hold the seat (a "hello" with the seat's token opens it),
// the nonce must be new, the move must be chosen on the current position
// (or on one where the seat had the same legal moves), the seat must be held by
// the guest and may act, and the game must accept the move. Anything else
// gets an "error" to that guest only, and the game goes on. After each
// change every connected guest receives its own table.Update, never the
// game's state, so a guest's device never holds what its seat may not see.
//
// A Guest wraps the guest's end: it says hello, keeps the newest snapshot
// (ignoring older ones), and sends moves with fresh nonces, each once the
// guest's record that holds it is saved (Guest.KeepWith), as the host saves
// a change before any guest hears of it. At the start
// the host commits to the seed's SHA-256; at the end the last snapshot
// carries the seed and the whole log, and Guest.Verify replays the deal to
// show that the host did not change the cards during the game.
//
// A host may allow hints for everyone (Options.Hint): a guest's "askhint"
// makes the host run the strongest bot from that seat's view only, and the
// "hint" answer is kept by the guest only if it is one of its legal moves
// on the position shown; the moves played after a hint travel with every
// update, for every player's log to mark (see hint.go).
//
// With relays in the host's configuration (p2p.Config.Relays), both ends
// also meet through package rendezvous: the host accepts the replies that
// come through the relays as if pasted, and answers a guest's knock with
// the seat's invitation; a guest sends its reply through them, and after
// a drop knocks until it gets a fresh invitation, which it answers on the
// same Guest (Rejoin starts one from a kept Record alone).
//
// Nothing here blocks pion's goroutines: p2p queues incoming messages and
// delivers them in order. The Host handles each under its lock, which every
// change of the table takes too (Act, ActAt, Apply, Read), then tells the
// app through Options.OnChange.
//
// The host's side is one file per job: host.go (the Host, its table and
// the start), invite.go (invitations and the relays), conn.go (serving and
// dropping connections), receive.go (a guest's messages and the guards),
// send.go (lobbies, updates and the reveal) and persist.go (saving before
// anyone hears of a change).
package netplay
