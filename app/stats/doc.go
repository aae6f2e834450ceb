// Package stats keeps the statistics of the games played on this device,
// as a pure model: the app stores its Export in the browser and Loads it
// back, and shows the Summaries.
//
// A Record is one finished game as the device saw it: the game, its
// variant, every seat (name, kind, bot level, final score, whether it won),
// when it ended and its replay code (package replay). A Book holds the
// records, oldest first, each once.
//
// # Counting
//
// Statistics are the device's players': a seat of a record held by a
// person on this device (table.Human) is one of them. A game counts once,
// however many of them sat at its table (a pass-and-play game too), and it
// is won when the game's result names one of their seats among its
// winners; each person's own count is under their name (Summary.ByPlayer:
// trimmed, seats with no name are in no player), where a pass-and-play
// game counts for each of them. The seats of bots and of guests on other
// devices are not counted. Summaries group these counts by game, by number
// of players at the table and by bot level (the level of the strongest bot
// at the table; games without bots are in no level).
//
// Best and average scores are given within one game only, since the
// games' scores do not compare. Best is the highest score in a game whose
// winners score the most and the lowest in one whose winners score the
// least (Beaver Gang): each record of the game votes for the highest when
// its winners hold the highest score, for the lowest when they hold the
// lowest, and not at all when they hold neither (in Animalement Vôtre the
// best collection loses if its owner ends with the least money); the
// majority decides, the highest on a tie. Summary.LowWins says which.
//
// Streaks are a person's: they follow that person's games in order of
// their end, the current streak being the number of wins since their last
// game not won, the longest the most in a row ever. Two people's wins in
// turn make no streak: a summary's streaks are the best of its players'.
// Best and average scores are over every score of the device's players.
//
// # Files
//
// Export writes a versioned JSON file, {"version": 1, "records": […]};
// Import reads one strictly (games.DecodeJSON: no unknown or repeated
// field, nothing after the value), refuses it whole, with nothing changed,
// when its version is not Version or one of its records is not valid, and
// otherwise adds the records not already there: importing a file twice, or
// a file exported from the same records, changes nothing. It is bounded:
// MaxFile bytes, and a book of at most MaxRecords games and MaxPlayers
// names after it (a *LimitError says which).
//
// Load reads the device's own statistics back, and there a record that
// does not read costs only itself: it is set aside (Book.Aside), counted
// nowhere, and written again as it was by Export, in the file's "aside".
package stats
