// Package rendezvous passes the WebRTC invitations and replies of a game
// through public Nostr relays, so that a guest joins by opening the link
// and a dropped player finds the table again by itself, with no server of
// the app's own. Game data never goes this way: only the codes of package
// p2p, which open the direct connection.
//
// # The room
//
// A host's invitations carry a room secret (p2p.RoomSize random bytes) and
// the relays it listens on. Offers and knocks are sent as ephemeral events
// (kind Kind, which relays pass on to those subscribed and do not store);
// a guest's replies as regular events (StoredKind), which relays keep until
// their NIP-40 expiration (MaxAge), so that a host whose page was away
// reads them when it comes back. Every event is tagged with the room's
// topic: a name derived from the secret, so that a relay sees which events
// belong together (and the addresses that send them) but learns nothing
// else. The pool asks each relay for the room again every
// nostr.CheckEvery, which reads the stored replies again and drops a relay
// that no longer answers. Each app signs its events with a
// throw-away key that it draws when it opens an Endpoint: the signature
// only satisfies the relays.
//
// # Messages
//
// A guest sends the host its reply code (TypeAnswer), or a knock
// (TypeKnock) when it has lost the connection and wants a fresh
// invitation; the host sends a guest an invitation code (TypeOffer). Each
// message is sealed with XChaCha20-Poly1305 under a key derived (HKDF-
// SHA256) from the room secret, the seat's secret token, the seat and the
// direction: only a holder of the seat's link can write or read that
// seat's messages, a guest's message cannot be passed off as the host's,
// and one seat's guest learns nothing of another's. The sealed form also
// carries when it was sent and a random message id; an Endpoint refuses
// a message sent more than MaxAge ago or ahead, and a message id it has
// already taken, so a relay that replays an event gets nothing.
//
// Decoding is strict (base64url without padding, exact lengths, known
// version, type and direction, a code of base64url characters of bounded
// length) and bounded: at most MaxSealed bytes, and an Endpoint takes at
// most a few messages a second per seat. Whatever a relay does — drop,
// delay, replay, reorder or invent events — a message either opens as one
// the seat's holder sent, or is dropped without a word.
//
// # Roles
//
// OpenHost listens for the messages of every seat whose token it knows;
// OpenGuest for the host's messages to one seat. Send seals and publishes
// to every connected relay; Messages delivers what opened; Connected says
// how many relays are reachable, which is how the app decides to show the
// reply code instead.
package rendezvous
