package ui

import "menagerie/app/ui/kit"

// The card art's source: Twemoji's graphics, from this npm package at this
// exact version (wasm/art/package.json pins it; a test checks they agree).
const (
	ArtPackage = "@discordapp/twemoji"
	ArtVersion = "16.0.1"
)

// ownArt lists the animals Twemoji has no picture of, drawn for the app in
// its style (wasm/art/own/<id>.svg), in the order the about page names them.
var ownArt = []string{"mole", "perch", "chameleon", "magpie"}

// AnimalIDs returns the id of every animal of the games, sorted: each has
// its picture web/art/<id>.svg.
func AnimalIDs() []string { return kit.AnimalIDs() }

// OwnArtIDs returns the animals whose pictures are the app's own drawings.
func OwnArtIDs() []string { return append([]string(nil), ownArt...) }
