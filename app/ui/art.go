package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// animalArt is the picture of an animal, the same everywhere in the app:
// web/art/<id>.svg, with id the engines' English animal id ("giraffe",
// "polarbear", "horse", "beaver"…). alt names it for screen readers; pass ""
// when a text beside the picture already names it.
func animalArt(id, alt string) app.UI {
	img := app.Img().Class("art").Src("/web/art/" + id + ".svg").Alt(alt).Draggable(false)
	if alt == "" {
		img = img.Aria("hidden", "true")
	}
	return img
}
