// Package replay keeps finished (and unfinished) games so that they can be
// stepped through and shared as links.
//
// A Replay is a game's table.Setup (the game, its games.Config with the
// seed, the players and the variant, and who sat at each seat) with its log
// of table.Steps: since every game is a function of its seed and its moves,
// that is the whole game.
//
// # Links
//
// Encode turns a replay into a short code for a link's fragment,
// "#replay/<code>" (Fragment, ParseFragment); Decode turns it back, strictly.
// The code is base64url, without padding, of these bytes:
//
//	version      1 byte, 1
//	game         uvarint length, then the game's id
//	players      uvarint
//	seed         8 bytes, big-endian
//	variant      uvarint length, then the variant
//	seats        per seat: 1 byte, kind (0 human, 1 bot, 2 remote) + 4 × level;
//	             uvarint length, then the name (UTF-8)
//	steps        uvarint: the number of steps in the log
//	moves        uvarint length, then one big-endian number (no leading zero byte)
//	check        4 bytes, big-endian: CRC-32 (IEEE) of the replay's JSON
//
// The moves are not written out: at each position the table could take a
// number of steps, its choices (every seat to act, in the game's order,
// with each of its legal moves in the game's order, then the clock's step
// table.TimeUp when the game is timed and its time not yet up), and the
// step taken is its index among them. The indexes are the digits of one
// number in a mixed radix, the first step's the least significant: a
// forced move costs nothing and a choice among n costs log2(n) bits, so a
// link holds about as little as the moves themselves tell. (Compressing it
// would gain nothing: the digits are dense, the rest is a few names.)
// Decoding replays the game to know each position's choices, which checks
// every move as it goes.
//
// The check is the CRC-32 of the replay's canonical JSON (the setup and
// the log as a table writes them), computed by Encode and compared by
// Decode once the game is replayed. It refuses damaged links whose digits
// happen to make legal moves, and links made when a game's rules or the
// order of its moves were different, which would replay another game.
//
// Decode refuses, with an error that wraps one of the sentinels ErrFormat,
// ErrVersion, ErrTruncated, ErrTrailing, ErrGame, ErrSetup, ErrBadMove and
// ErrChecksum, anything but a code Encode could have written: a bad
// character, an unknown version, missing or extra bytes, an unknown game or
// a setup its engine refuses, a step the game could not take (a *MoveError
// says which), a number with digits left over, a check that does not
// match.
//
// # Stepping through
//
// A Player holds a replay at one position, 0 (the deal) to Len (after the
// last step): it goes to any position, one step forward or back, or to the
// start of a round when the game has rounds (Rounds), and shows the
// position as one seat saw it at the table (Update) or with every hand
// revealed (Revealed).
package replay
