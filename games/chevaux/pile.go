package chevaux

// pile is a player's face-down pile, a ring buffer: cards are played from
// the top and won cards go under it. A fixed array keeps Clone a plain copy
// and playouts free of allocations.
type pile struct {
	c    [NumCards]uint8 // c[head] is the top card; unused slots hold 0
	head uint8
	n    uint8
}

// at returns the i-th card from the top.
func (p *pile) at(i int) uint8 { return p.c[(int(p.head)+i)%NumCards] }

// pop removes and returns the top card. The slot is cleared so that no
// trace of a hidden card stays behind.
func (p *pile) pop() uint8 {
	c := p.c[p.head]
	p.c[p.head] = 0
	p.head = uint8((int(p.head) + 1) % NumCards)
	p.n--
	return c
}

// unpop puts c back on top of the pile.
func (p *pile) unpop(c uint8) {
	p.head = uint8((int(p.head) + NumCards - 1) % NumCards)
	p.c[p.head] = c
	p.n++
}

// push puts c under the pile.
func (p *pile) push(c uint8) {
	p.c[(int(p.head)+int(p.n))%NumCards] = c
	p.n++
}

// set replaces the i-th card from the top.
func (p *pile) set(i int, c uint8) { p.c[(int(p.head)+i)%NumCards] = c }
