package zoo

// A set is what a player lays on the table: k ≥ 1 cards of one animal,
// optionally with the chameleon (which counts as that animal), and, when the
// animal is the elephant and at least one real elephant is in the set, at
// most one mosquito counting as an elephant. The chameleon is never played
// alone; the chameleon with mosquitoes counts as mosquitoes.

// setAnimal says what the cards count as when laid together, and whether
// they form a set at all.
func setAnimal(c Cards) (Animal, bool) {
	if c.Count(Chameleon) > 1 {
		return 0, false
	}
	plain := c &^ CardsOf(Chameleon, 0xF)
	switch plain.kinds() {
	case 1:
		for a := Whale; a < Chameleon; a++ {
			if plain.Count(a) > 0 {
				return a, true
			}
		}
	case 2:
		if plain.Count(Elephant) > 0 && plain.Count(Mosquito) == 1 {
			return Elephant, true
		}
	}
	return 0, false // empty, the chameleon alone, or mixed animals
}

// Beater is a kind of set that beats the set on the table: N cards
// counting as the animal As.
type Beater struct {
	As Animal
	N  int
}

// BeatsSet reports whether m cards counting as b beat n cards counting as
// a, the set on the table: exactly one more card of the same animal, or as
// many cards of an animal that beats it (Beats). Nothing else beats a set:
// after two seals, three seals do not, nor two polar bears and a whale.
// Cards count as one of the twelve animals, never as the chameleon, so any
// b or a outside Whale … Mosquito, or a count below one, beats nothing.
// The engine's legality check is this function.
func BeatsSet(b Animal, m int, a Animal, n int) bool {
	if b >= Chameleon || a >= Chameleon || m < 1 || n < 1 {
		return false
	}
	return (b == a && m == n+1) || (m == n && Beats(b, a))
}

// Beaters lists every kind of set that beats n cards counting as a (see
// BeatsSet): n+1 × a first, then n × b for every animal b that beats a, in
// hand order. A set of the kind may be made with the chameleon (and, for
// elephants, a mosquito); whether a hand holds one is for Legal to say.
// It is empty when nothing can beat n × a (a is not one of the twelve
// animals, or n < 1). The legal moves that beat a set are built from this
// list, which the views' texts may show.
func Beaters(a Animal, n int) []Beater { return appendBeaters(nil, a, n) }

// appendBeaters appends Beaters(a, n) to dst.
func appendBeaters(dst []Beater, a Animal, n int) []Beater {
	if BeatsSet(a, n+1, a, n) {
		dst = append(dst, Beater{a, n + 1})
	}
	for b := Whale; b < Chameleon; b++ {
		if b != a && BeatsSet(b, n, a, n) {
			dst = append(dst, Beater{b, n})
		}
	}
	return dst
}

// BeatenBy lists the animals that beat a, card for card, in hand order:
// the chart printed in the bubble of a's card (see Beats). It is empty for
// the whale, which nothing beats, and for the chameleon, which never counts
// as itself.
func BeatenBy(a Animal) []Animal {
	var out []Animal
	for b := Whale; b < Chameleon; b++ {
		if Beats(b, a) {
			out = append(out, b)
		}
	}
	return out
}

// shapes calls f for every way (plain, chameleon, mosquito) of making n cards
// that count as animal a with at least one real a, at most one chameleon
// and, for elephants only, at most one mosquito. For a = Mosquito the
// mosquitoes are the real cards and the extra mosquito is always 0.
func shapes(a Animal, n int, f func(plain, cham, mosq int)) {
	maxQ := 0
	if a == Elephant {
		maxQ = 1
	}
	for c := 0; c <= 1; c++ {
		for q := 0; q <= maxQ; q++ {
			if r := n - c - q; r >= 1 {
				f(r, c, q)
			}
		}
	}
}

// shapeCards is the multiset of a shape.
func shapeCards(a Animal, plain, cham, mosq int) Cards {
	return CardsOf(a, plain) + CardsOf(Chameleon, cham) + CardsOf(Mosquito, mosq)
}

// appendSets appends a move of kind k for every set in hand h that counts
// as n × a. It is the allocation-free core of the legal-move generator.
func appendSets(dst []Move, kind Kind, h Cards, a Animal, n int) []Move {
	maxC := min(h.Count(Chameleon), 1)
	maxQ := 0
	if a == Elephant {
		maxQ = min(h.Count(Mosquito), 1)
	}
	for c := 0; c <= maxC; c++ {
		for q := 0; q <= maxQ; q++ {
			r := n - c - q
			if r < 1 || r > h.Count(a) {
				continue
			}
			dst = append(dst, Move{Kind: kind, Cards: shapeCards(a, r, c, q), As: a})
		}
	}
	return dst
}

// appendLeads appends every set of h, as plays: what a player may lead.
func appendLeads(dst []Move, h Cards) []Move {
	extra := min(h.Count(Chameleon), 1)
	for a := Whale; a < Chameleon; a++ {
		if h.Count(a) == 0 {
			continue
		}
		most := h.Count(a) + extra
		if a == Elephant {
			most += min(h.Count(Mosquito), 1)
		}
		for n := 1; n <= most; n++ {
			dst = appendSets(dst, KindPlay, h, a, n)
		}
	}
	return dst
}

// appendBeats appends every set of h that beats k × a, as plays.
func appendBeats(dst []Move, h Cards, a Animal, k int) []Move {
	var buf [numAnimals]Beater
	for _, t := range appendBeaters(buf[:0], a, k) {
		dst = appendSets(dst, KindPlay, h, t.As, t.N)
	}
	return dst
}

// askSubsets lists every help request a junior holding h may make against
// k × a: each non-empty part of a beating set that h can lay and that
// cards the junior cannot place (other) could complete with at least one
// card. Distinct by multiset, in a fixed order.
func askSubsets(h, other Cards, a Animal, k int) []Cards {
	var out []Cards
	var buf [numAnimals]Beater
	for _, t := range appendBeaters(buf[:0], a, k) {
		shapes(t.As, t.N, func(r, c, q int) {
			rh, ch, qh := h.Count(t.As), h.Count(Chameleon), h.Count(Mosquito)
			ro, co, qo := other.Count(t.As), other.Count(Chameleon), other.Count(Mosquito)
			for r1 := max(0, r-ro); r1 <= min(r, rh); r1++ {
				for c1 := max(0, c-co); c1 <= min(c, ch); c1++ {
					for q1 := max(0, q-qo); q1 <= min(q, qh); q1++ {
						if laid := r1 + c1 + q1; laid == 0 || laid == t.N {
							continue
						}
						s := shapeCards(t.As, r1, c1, q1)
						if !containsCards(out, s) {
							out = append(out, s)
						}
					}
				}
			}
		})
	}
	return out
}

// completions lists every way a senior holding h may add cards to the laid
// cards so that together they beat k × a: distinct by the cards added.
func completions(h, laid Cards, a Animal, k int) []Move {
	var out []Move
	var buf [numAnimals]Beater
	for _, t := range appendBeaters(buf[:0], a, k) {
		shapes(t.As, t.N, func(r, c, q int) {
			whole := shapeCards(t.As, r, c, q)
			if !whole.Contains(laid) {
				return
			}
			add := whole.minus(laid)
			if add == 0 || !h.Contains(add) {
				return
			}
			for _, m := range out {
				if m.Cards == add {
					return
				}
			}
			out = append(out, Move{Kind: KindComplete, Cards: add, As: t.As})
		})
	}
	return out
}

// containsCards reports whether list holds c.
func containsCards(list []Cards, c Cards) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}
