package bot

import (
	"menagerie/games"
	"menagerie/games/zoo"
)

// The reasons of Du grabuge au zoo, each true of the move it comes with,
// from the seat's hand and the table.
const (
	// ReasonZooOut: the set empties the hand (the best place still free).
	ReasonZooOut = "zoo.out"
	// ReasonZooLowest: of the sets that beat the table, none has fewer
	// cards, and the chameleon stays in hand unless every set of that size
	// needs it.
	ReasonZooLowest = "zoo.lowest"
	// ReasonZooBeat: the set beats the table's (a bigger one than needed).
	ReasonZooBeat = "zoo.beat"
	// ReasonZooPartner: pass, the set to beat is the partner's.
	ReasonZooPartner = "zoo.partner"
	// ReasonZooJoker: pass, since every set that would beat the table
	// needs the chameleon.
	ReasonZooJoker = "zoo.joker"
	// ReasonZooWhole: pass, since every set that would beat the table
	// leaves cards of its animal in hand (breaks a group).
	ReasonZooWhole = "zoo.whole"
	// ReasonZooWait: pass; passing does not stop the seat playing later
	// in the trick.
	ReasonZooWait = "zoo.wait"
	// ReasonZooGroup: lead a whole group, every card of its animal in
	// hand, without the chameleon.
	ReasonZooGroup = "zoo.group"
	// ReasonZooLead: lead; the others must beat this set.
	ReasonZooLead = "zoo.lead"
	// ReasonZooAsk: lay part of a set and ask the senior for help.
	ReasonZooAsk = "zoo.ask"
	// ReasonZooHelp: complete the junior's set; the team takes the lead.
	ReasonZooHelp = "zoo.help"
	// ReasonZooRefuse: refuse; the senior keeps the cards, the junior's
	// turn counts as a pass.
	ReasonZooRefuse = "zoo.refuse"
	// ReasonZooCheap: give (set aside) cards of animals held alone or in
	// a pair given whole: no group is broken, the chameleon stays.
	ReasonZooCheap = "zoo.cheap"
	// ReasonZooKeepJoker: give (set aside) two cards and keep the
	// chameleon.
	ReasonZooKeepJoker = "zoo.keepjoker"
	// ReasonZooGive: give two cards; the partner gives (has given) two.
	ReasonZooGive = "zoo.give"
	// ReasonZooAside: set aside two cards, which count as collected.
	ReasonZooAside = "zoo.aside"
)

// explain: what the move does with the seat's hand and the table, read
// from the seat's view.
func (zooGame) explain(s games.State, seat games.Seat, legal []games.Move, m games.Move) string {
	v := s.View(seat).(zoo.View)
	hand := zooCards(v.Hand)
	mv := m.(zoo.Move)
	breaks := func(p zoo.Move) bool { return hand.Count(p.As) > p.Cards.Count(p.As) }
	joker := func(p zoo.Move) bool { return p.Cards.Count(zoo.Chameleon) > 0 }
	beating := v.Trick.Top != nil
	switch mv.Kind {
	case zoo.KindPlay:
		switch {
		case mv.Cards.Total() == hand.Total():
			return ReasonZooOut
		case !beating && !breaks(mv) && !joker(mv):
			return ReasonZooGroup
		case !beating:
			return ReasonZooLead
		}
		for _, l := range legal {
			p := l.(zoo.Move)
			if p.Kind != zoo.KindPlay {
				continue
			}
			if p.Cards.Total() < mv.Cards.Total() || p.Cards.Total() == mv.Cards.Total() && joker(mv) && !joker(p) {
				return ReasonZooBeat
			}
		}
		return ReasonZooLowest
	case zoo.KindPass:
		if beating && v.Seats[seat].Partner >= 0 && v.Trick.Top.By == v.Seats[seat].Partner {
			return ReasonZooPartner
		}
		all := func(f func(zoo.Move) bool) bool {
			n := 0
			for _, l := range legal {
				if p := l.(zoo.Move); p.Kind == zoo.KindPlay {
					if !f(p) {
						return false
					}
					n++
				}
			}
			return n > 0
		}
		switch {
		case all(joker):
			return ReasonZooJoker
		case all(breaks):
			return ReasonZooWhole
		}
		return ReasonZooWait
	case zoo.KindAsk:
		return ReasonZooAsk
	case zoo.KindComplete:
		return ReasonZooHelp
	case zoo.KindRefuse:
		return ReasonZooRefuse
	case zoo.KindGive, zoo.KindSetAside:
		whole := !joker(mv)
		for a := zoo.Whale; a < zoo.Chameleon; a++ {
			if k := mv.Cards.Count(a); k > 0 && k != hand.Count(a) {
				whole = false
			}
		}
		switch {
		case whole:
			return ReasonZooCheap
		case hand.Count(zoo.Chameleon) > 0 && !joker(mv):
			return ReasonZooKeepJoker
		case mv.Kind == zoo.KindGive:
			return ReasonZooGive
		}
		return ReasonZooAside
	}
	return ""
}
