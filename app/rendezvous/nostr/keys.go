package nostr

import (
	"crypto/rand"
	"encoding/hex"
	"math/big"
)

// SecretKey is a secp256k1 private key that signs events.
type SecretKey struct {
	d   *big.Int
	pub []byte // the x-only public key
}

// NewSecretKey returns a new random key. The app draws one per session:
// its events need a valid signature for the relays, and their content is
// authenticated another way.
func NewSecretKey() SecretKey {
	for {
		b := make([]byte, 32)
		_, _ = rand.Read(b) // crypto/rand.Read never fails (it panics instead)
		d := new(big.Int).SetBytes(b)
		if d.Sign() > 0 && d.Cmp(curveN) < 0 {
			return SecretKey{d: d, pub: schnorrPublic(d)}
		}
	}
}

// SecretKeyFromBytes returns the key whose 32-byte secret is b (tests,
// known vectors); ok is false outside 1..n-1.
func SecretKeyFromBytes(b []byte) (SecretKey, bool) {
	d := new(big.Int).SetBytes(b)
	if len(b) != 32 || d.Sign() <= 0 || d.Cmp(curveN) >= 0 {
		return SecretKey{}, false
	}
	return SecretKey{d: d, pub: schnorrPublic(d)}, true
}

// PublicKey returns the x-only public key (BIP-340) in lower-case hex, as
// an event's pubkey field holds it.
func (s SecretKey) PublicKey() string { return hex.EncodeToString(s.pub) }
