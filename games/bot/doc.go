// Package bot plays every Ménagerie game at three levels, facile (Easy),
// moyen (Medium) and difficile (Hard), without ever cheating.
//
// # Use
//
//	m := bot.Choose(ctx, s, seat, bot.Hard, rng)
//
// returns a legal move for seat in s, or nil when seat may not act. Choose
// reads nothing of s but s.Legal(seat) and s.Determinize(seat, …): a
// determinization is a copy of the game in which everything seat has not
// seen is dealt again at random, so whatever the bot does with such copies
// (play them out, read any seat's view of them) tells it nothing it did
// not know. TestBotsNeverPeek checks it: on a state and on a
// determinization of it for the same seat, with the same rng, every level
// of every game chooses the same move.
//
// A search runs a fixed number of iterations per game and level (see each
// game's budget), so with the same rng and no deadline the move is always
// the same; a deadline or cancellation of ctx only cuts the search short,
// and the best move found so far is played. In the browser, Go's
// WebAssembly port runs on one thread without preemption: give Choose a
// context made by WithYield. Every 4 ms of search or so, Choose then calls
// its function and hands control back to the event loop until the browser
// has run a task of its own (a message on a MessageChannel), so that no
// task of the page lasts long while a bot thinks. The Hard
// budgets keep a move under 300 ms in WebAssembly on the machine this was
// measured on, 50 to 170 ms on average (TestHardMoveTime; see README.md).
//
// Explain gives a hint's one-line reason, as a key for the app to word
// (ReasonChance, …), for every move of every game that is not forced: a
// fact true of the move from the seat's view (explain*.go). TestHintReasons
// checks, over seeded games, that the Hard level's moves all have one and
// that each is true of the real state.
//
// # Levels
//
//   - Easy plays each game's quick heuristic with a good deal of
//     randomness: it never throws a game away on purpose, but it does not
//     search.
//   - Medium runs a flat Monte Carlo search over determinizations: each of
//     its candidate moves is tried in turn (UCB) and scored by playouts.
//   - Hard runs Information Set MCTS over determinizations (Cowling, Powley
//     and Whitehouse 2012, single-observer): a tree shared by every
//     determinization, ten times Medium's budget or more, and each game's
//     knowledge.
//
// # Game knowledge
//
// Each game has a file (animalement.go, zoo.go, chevaux.go, beavergang.go,
// lifeislife.go) that adds its knowledge to the bots' (know, in the file's
// init function; the knowledge says which states are its game's), so no
// list of games lives anywhere else in the package. A game with no
// knowledge gets the generic search (generic.go) at every level: random
// playouts to the end of the game, the share of the win as reward; Easy
// searches briefly rather than play at random. A game's file holds its budgets, its easy heuristic, its pruning of the
// moves the tree tries, its playout policy, when a playout may stop (the end
// of a round, a few battles), and its reward: minimal winning bids in
// Animalement Vôtre; team play in Du grabuge au zoo (the reward is the
// team's, and a bot does not beat its partner's winning set unless that
// empties its hand); card counting in Chevaux (the determinizations keep
// every card known to be somewhere); knocking thresholds in Life is Life
// and Beaver Gang. In Beaver Gang the levels differ by memory: Easy
// forgets what is no longer on its screen, Medium remembers some of it,
// Hard all of it.
//
// The engines' views are read by type-asserting the view of the bot's
// determinized copies to the engine's View; the search follows the public
// facts it needs move by move rather than read a view at every step, since
// views are built for screens and cost microseconds.
package bot
