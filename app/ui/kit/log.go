package kit

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"menagerie/app/table"
	"menagerie/games"
)

// Line is one applied move as the log tells it: who, what, and the cards
// it showed, inline.
type Line struct {
	Seq   int        // the move's number in the game, from 1
	Seat  games.Seat // who moved
	Text  string
	Faces []Face
	// Hint says the move was played after a hint.
	Hint bool
	// Mark says the move is a moment of the game (a knock, a battle won,
	// a player out): the table shows it and pauses on it before play
	// moves on.
	Mark bool
}

// Log is the whole game's history, a line per applied move, as one seat saw
// it. It grows with each update; nothing is ever dropped. Each line is told
// in both languages as it comes (the update it is told from is gone by the
// time the player switches).
type Log struct {
	lines [2][]Line // French, English
	last  int
	rev   int // changes with the lines
	// chunks is the rev of each chunk of logChunk lines, changed when
	// one of its lines does (see logLines).
	chunks []int
}

// revs numbers the changes of every Log, so that a Log copied over another
// never keeps the other's rev.
var revs int

func (l *Log) changed() {
	revs++
	l.rev = revs
}

// changedLine notes a change of line i (new or marked).
func (l *Log) changedLine(i int) {
	l.changed()
	for len(l.chunks) <= i/logChunk {
		l.chunks = append(l.chunks, 0)
	}
	l.chunks[i/logChunk] = l.rev
}

// changedAll notes that every line may have changed.
func (l *Log) changedAll() {
	l.changed()
	l.chunks = l.chunks[:0]
	for i := 0; i < len(l.lines[0]); i += logChunk {
		l.chunks = append(l.chunks, l.rev)
	}
}

// chunkRev is the rev of the chunk i of logChunk lines.
func (l *Log) chunkRev(i int) int {
	if i < len(l.chunks) {
		return l.chunks[i]
	}
	return l.rev
}

// Add describes the moves of u that the log does not have yet. A table
// that went back (a new game) starts the log again.
func (l *Log) Add(g Game, u table.Update) {
	if u.Seq < l.last {
		l.Reset()
	}
	for _, ev := range u.Events {
		if ev.Seq <= l.last {
			continue
		}
		// Describe reads the screen's language: it is switched for the
		// English line and back, with nothing in between that could yield.
		was := lang
		for i, in := range []Lang{French, English} {
			lang = in
			line := describe(g, u, ev)
			line.Seq, line.Seat = ev.Seq, ev.Seat
			l.lines[i] = append(l.lines[i], line)
		}
		lang = was
		l.last = ev.Seq
		l.changedLine(len(l.lines[0]) - 1)
	}
}

func describe(g Game, u table.Update, ev table.Event) Line {
	if g.Describe != nil {
		return g.Describe(u, ev)
	}
	line := Line{Text: SeatName(u, ev.Seat)}
	if m, err := decodeMove(g.Engine, ev.Move); err == nil && ev.Move != nil {
		line.Text += " : " + m.String()
	}
	return line
}

// MarkHint notes that the move numbered seq was played after a hint.
func (l *Log) MarkHint(seq int) {
	for _, lines := range l.lines {
		for i := len(lines) - 1; i >= 0; i-- {
			if lines[i].Seq == seq {
				if !lines[i].Hint {
					lines[i].Hint = true
					l.changedLine(i) // only a new mark draws its chunk again
				}
				break
			}
		}
	}
}

// LogRecord is what a Log keeps across a reload of the page: a guest's
// host sends only the latest moves, so the lines told before the reload
// would be lost.
type LogRecord struct {
	Lines [2][]Line `json:"lines"` // French, English
	Last  int       `json:"last"`
}

// Record returns the log's lines, to keep.
func (l *Log) Record() LogRecord { return LogRecord{Lines: l.lines, Last: l.last} }

// Restore puts back the lines of a record.
func (l *Log) Restore(r LogRecord) {
	l.lines, l.last = r.Lines, r.Last
	l.changedAll()
}

// Rev changes whenever the lines do.
func (l *Log) Rev() int { return l.rev }

// Reset empties the log.
func (l *Log) Reset() {
	*l = Log{}
	l.changedAll()
}

// Lines are every line, oldest first, in the screen's language.
func (l *Log) Lines() []Line {
	if lang == English {
		return l.lines[1]
	}
	return l.lines[0]
}

// Marked is the line of the move seq when that move is a moment of the
// game (Line.Mark).
func (l *Log) Marked(seq int) (Line, bool) {
	lines := l.Lines()
	if n := len(lines); n > 0 && lines[n-1].Seq == seq && lines[n-1].Mark {
		return lines[n-1], true
	}
	return Line{}, false
}

// Since are the lines after seat's last move (all of them before its
// first).
func (l *Log) Since(seat games.Seat) []Line {
	lines := l.Lines()
	for i := len(lines) - 1; i >= 0; i-- {
		if lines[i].Seat == seat {
			return lines[i+1:]
		}
	}
	return lines
}

// sinceShown is how many lines the "since your turn" list shows; the rest
// are one tap away in the log.
const sinceShown = 4

// SinceList draws what the others did since the player's last move, the
// latest last, above the hand.
//
// The lines keep their places as the list moves on: line a of the list
// (counted from the player's last move) stands in place a%sinceShown, and
// the style sheet puts the places in the lines' order (and aria-owns reads
// them in it). A new line then replaces the one it pushes out and leaves
// the others as they are, where shifting every line up by one would
// rewrite each of them (go-app matches children by position).
func SinceList(lines []Line) app.UI {
	if len(lines) == 0 {
		return app.Text("")
	}
	// The count of lines left out has a place of its own, empty when
	// none is, so that the list stays where it is.
	var more app.UI = app.Text("")
	from := 0
	if n := len(lines) - sinceShown; n > 0 {
		more = app.P().Class("kit-since-more").Text(tr("kit.since.more", n))
		from = n
	}
	places := make([]app.UI, len(lines)-from)
	owns := make([]string, 0, len(places))
	for a := from; a < len(lines); a++ {
		id := ID("since-" + strconv.Itoa(a%sinceShown))
		places[a%sinceShown] = lineItem(lines[a]).ID(id).Style("order", strconv.Itoa(a))
		owns = append(owns, id)
	}
	return app.Section().Class("kit-since").ID(ID("since")).Aria("label", tr("kit.since")).Body(
		more,
		app.Ol().Aria("owns", strings.Join(owns, " ")).Body(places...),
	)
}

// lineItem draws a line of the log or of the "since" list.
func lineItem(l Line) app.HTMLLi {
	// Every line has the same three parts, the faces and the hint's mark
	// empty when it has none: a line that takes another's place is then
	// updated in place rather than built again.
	var hint app.UI = app.Text("")
	if l.Hint {
		// The space keeps the mark a word of its own in the line's text.
		hint = app.Span().Body(app.Text(" "), app.Span().Class("kit-tag kit-hint").Body(Icon("hint"), app.Text(tr("kit.hinted"))))
	}
	return app.Li().Body(app.Span().Text(l.Text), Faces(l.Faces), hint)
}

// LogPanel is the whole game's log, one tap away in the header: the latest
// move on top.
func LogPanel(l *Log) app.UI { return &logPanel{Log: l, Rev: l.rev, Lang: lang} }

// logPanel draws the log's button and, while it is open, its lines. A closed
// log draws none of them: a move then costs the page nothing for the log,
// where it would add a line (and its cards) to a list nobody sees, on every
// move of a long game.
type logPanel struct {
	app.Compo
	Log  *Log
	Rev  int
	Lang Lang

	open bool
	// from is the first chunk drawn: on opening, the latest chunks come
	// at once and the older ones a few at a frame (see more), so that
	// opening the log of a long game never blocks the page.
	from int
}

// logChunk is how many lines a logLines draws.
const logChunk = 50

// logChunksAtOnce is how many chunks the log draws in one frame as it
// opens.
const logChunksAtOnce = 2

// Render draws the panel.
func (c *logPanel) Render() app.UI {
	var list app.UI = app.Text("")
	if c.open {
		list = c.list()
	}
	return app.Details().Class("kit-log").ID(ID("log-panel")).OnToggle(c.toggle).Body(
		app.Summary().Class("kit-log-button").Aria("label", tr("kit.log")).Title(tr("kit.log")).Body(Icon("log")),
		app.Div().Class("kit-log-panel").Body(
			app.Div().Class("kit-log-top").Body(
				app.H2().Text(tr("kit.log")),
				app.Button().Class("ghost").ID(ID("log-close")).Text(tr("kit.close")).OnClick(func(ctx app.Context, e app.Event) {
					closeDetails(ctx)
				}),
			),
			list,
		),
	)
}

// list draws the lines in chunks of logChunk, oldest first (the style
// sheet shows the latest on top). Every chunk has its place from the
// start, empty until drawn, and only the chunk that changed is drawn again
// (go-app compares each chunk's fields): a move adds one line to the last
// chunk, or starts a new one, and leaves the others be.
func (c *logPanel) list() app.UI {
	lines := c.Log.Lines()
	if len(lines) == 0 {
		return app.P().Class("muted").ID(ID("log")).Text(tr("kit.log.empty"))
	}
	n := (len(lines) + logChunk - 1) / logChunk
	drawn := len(lines) - min(len(lines), c.from*logChunk)
	return app.Div().Class("kit-log-list").ID(ID("log")).DataSet("lines", len(lines)).DataSet("drawn", drawn).Body(
		app.Range(make([]struct{}, n)).Slice(func(i int) app.UI {
			if i < c.from {
				return &logLines{From: -1}
			}
			return &logLines{Log: c.Log, From: i * logChunk, Rev: c.Log.chunkRev(i), Lang: c.Lang}
		}),
	)
}

// toggle follows the panel as the player opens or closes it.
func (c *logPanel) toggle(ctx app.Context, e app.Event) {
	open := ctx.JSSrc().Get("open").Bool()
	if open == c.open {
		return
	}
	c.open = open
	if open {
		n := (len(c.Log.Lines()) + logChunk - 1) / logChunk
		c.from = max(0, n-logChunksAtOnce)
		c.more(ctx)
	}
}

// more draws the next older chunks in a frame of their own, until every
// line is drawn or the panel closes.
func (c *logPanel) more(ctx app.Context) {
	if c.from == 0 {
		return
	}
	ctx.Defer(func(ctx app.Context) {
		ctx.Dispatch(func(ctx app.Context) {
			if !c.open || c.from == 0 {
				return
			}
			c.from = max(0, c.from-logChunksAtOnce)
			c.more(ctx)
		})
	})
}

// logLines draws the lines of a Log from From on, logChunk of them at most
// (none when From is negative: a chunk not drawn yet). Its fields change
// only when those lines do (Rev), so the other chunks are left as they are
// when a move comes.
type logLines struct {
	app.Compo
	Log  *Log
	From int
	Rev  int
	Lang Lang
}

// Render draws the chunk, numbered from its first line.
func (c *logLines) Render() app.UI {
	if c.From < 0 {
		return app.Ol()
	}
	lines := c.Log.Lines()
	lines = lines[min(c.From, len(lines)):min(c.From+logChunk, len(lines))]
	return app.Ol().Attr("start", c.From+1).Body(app.Range(lines).Slice(func(i int) app.UI { return lineItem(lines[i]) }))
}
