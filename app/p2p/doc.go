// Package p2p connects the players of one game directly, browser to
// browser, over WebRTC data channels, with no server in between: the host's
// browser runs the game and holds one connection per remote seat (a star).
//
// # Signalling by link
//
// There is no signalling server. The host's invitation for a seat is a
// code, put in the fragment of a link (never sent to any server), that
// carries an Offer: the game, the seat, the seat's secret token, a random
// invitation id, the host's STUN and TURN servers with their credentials
// (so that a guest needs no network settings), and the host's ICE
// credentials, DTLS certificate fingerprint and gathered candidates; since
// link version 3 also the room secret and the Nostr relays of the host's
// rendezvous (Config.Room and Config.Relays; package rendezvous), through
// which the guest's app sends its reply by itself. The
// guest's app answers with a shorter reply code carrying an Answer, which
// echoes the seat, the token and the invitation id, and which the host
// pastes or scans. ICE is not trickled: each side gathers its candidates
// first and puts them all in its code.
//
// EncodeOffer, DecodeOffer, EncodeAnswer and DecodeAnswer are the codec: a
// compact binary form (credentials and host names packed 6 or 4 bits per
// character, addresses as bytes, browsers' mDNS names as their 16-byte
// UUID, server URLs as a scheme number, a host and a port, TURN user names
// and passwords as UTF-8 text, spaces included), deflated only when that
// is shorter, then a checksum (CRC-32) that refuses at once a code damaged
// on its way, in base64url without padding. An invitation with four
// candidates and no server stays under 300 characters and a reply under
// 210; no invitation exceeds MaxInviteLen, which keeps the whole link in a
// QR code that a phone reads. Decoding is strict, and its errors
// (ErrBadLink, ErrIncomplete, ErrOldVersion …) are sentences that a player
// can read.
//
// # Network settings
//
// The relays are a setting too: DefaultRelays are a few well-known public
// Nostr relays, ParseRelays reads the settings text (one wss:// URL per
// line) and CanonicalRelay gives the one form a link carries; no relays
// means codes only.
//
// The STUN and TURN servers are a setting of the host (Config.ICEServers):
// DefaultICEServers (one public STUN server) lets two home networks find
// each other in most cases; symmetric NATs, as some mobile networks have,
// need a TURN server. ParseICEServers reads the settings text (one server
// per line: URL, user name, password) with typed errors (ErrICEScheme …),
// and FormatICEServers writes it.
//
// ParseSDP, OfferSDP and AnswerSDP (and their pion forms
// SessionFromDescription, OfferDescription and AnswerDescription) go from a
// session description to the compact Session and back: the rebuilt
// description has one data-channel media section, a=setup:actpass in an
// offer and a=setup:active in an answer.
//
// # Transport
//
// A host calls NewHost, then Invite for each remote seat, and Accept with
// the guest's reply (a reply to an older link for the seat fails with
// ErrOldInvite and the invitation keeps waiting); a guest calls Join with
// the invitation. Both get a Conn: a reliable, ordered message channel
// whose Recv never blocks the WebRTC goroutines (messages are queued),
// with Opened, Done, State and Err to follow it. Until it opens, a Conn
// outlives ICE failures (a guest's first checks fail if the host takes
// long to paste the reply): Config.ConnectTimeout (guest) or AcceptTimeout
// (host) decides, and a Conn that found no path then fails with
// ErrNoRoute. The same code runs natively (pion's own WebRTC stack;
// tests use Config.Loopback) and in the browser, where pion wraps
// RTCPeerConnection (GOOS=js): only the peer-connection set-up differs,
// in the build-tagged files. In the browser, Invite, Accept and Join wait
// for the browser and must run in a goroutine, not in a JavaScript
// callback.
//
// The native tests connect a host and guests over loopback in one process.
// TestNATMatrix (Linux, as root, with ip, iptables and coturn's
// turnserver) builds home routers in network namespaces, with cone-like
// and symmetric NATs and a STUN/TURN server between them, and connects a
// host and a guest in separate processes through the codes.
// testdata/browser checks the js build in headless Chromium: a host and a
// guest in one page connect through the codes and exchange messages (its
// run command says how to run it inside a private network namespace).
//
// # Wire protocol
//
// Encode and Decode are the messages that travel on a Conn: versioned JSON
// objects of at most MaxWireMessage bytes, decoded strictly (no unknown or
// duplicate field, one message per frame). The host sends per-seat
// snapshots ("state", with a sequence number), errors, the lobby, and the
// commitment to and the reveal of the seed (CommitSeed); a guest sends
// "hello" with its seat token (TokenText) and last sequence number, and
// "act" with the sequence number it saw, a nonce and its move. The "d"
// payloads are the caller's JSON.
package p2p
