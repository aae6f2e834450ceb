package replay

import (
	"encoding/json"
	"hash/crc32"
	"slices"

	"menagerie/app/table"
)

// Replay is a whole game: what its table was made from and every step
// taken since, the table's own time-up included.
type Replay struct {
	Setup table.Setup  `json:"setup"`
	Log   []table.Step `json:"log"`
}

// Of returns the replay of the game at t so far.
func Of(t *table.Table) Replay {
	return Replay{Setup: t.Setup(), Log: t.Log()}
}

// clone returns a copy of r that shares nothing with it.
func (r Replay) clone() Replay {
	r.Setup.Seats = slices.Clone(r.Setup.Seats)
	r.Log = slices.Clone(r.Log)
	return r
}

// checksum is the CRC-32 of r's JSON: with a table's canonical setup and
// log, it is the same wherever it is computed.
func (r Replay) checksum() uint32 {
	data, err := json.Marshal(r)
	if err != nil {
		return 0 // a Replay always encodes
	}
	return crc32.ChecksumIEEE(data)
}
