// Package lifeislifeui is Life is Life's table, drawn with the table kit.
//
// The table's main part shows the seats (lives, cards, who knocked), the
// round, the display's four rows and how the last round ended; the dock
// holds the prompt, the player's hand as compact cards (picture and value)
// and an action bar of fixed buttons: knock (a pass in the last turn), clear
// and exchange. A turn is built by tapping a row, then the hand cards to
// lay in its place, then "Exchange"; the engine's legal moves say which
// rows and cards may be tapped, and a card that may not says why.
//
// The rules themselves (what may be laid, scoring, sudden death) are the
// engine's, in games/lifeislife.
package lifeislifeui
