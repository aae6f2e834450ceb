package lifeislife

// Variants lists the rules a table offers: the sheet's game, then its
// advanced variant.
func (Game) Variants() []string { return []string{Standard, Advanced} }
