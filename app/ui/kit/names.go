package kit

// AnimalName is the bare name of the animal id in the language l, singular
// or plural ("girafe", "girafes"), for texts written in both languages at
// once, such as the rules; the screen's language is Animal's.
func AnimalName(l Lang, id string, many bool) string {
	a, ok := animals[id]
	switch {
	case !ok:
		return id
	case l == English && many:
		return a.EnMany
	case l == English:
		return a.EnOne
	case many:
		return a.FrMany
	}
	return a.FrOne
}
