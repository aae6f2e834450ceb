package zoo

// Variants lists the games a table offers: the simple game, then the
// changing-partners game (4 players or more).
func (Game) Variants() []string { return []string{"", VariantPartners} }
