package nostr

import (
	"encoding/hex"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcec/v2/schnorr"
)

// SecretKey is a secp256k1 private key that signs events.
type SecretKey struct {
	k *btcec.PrivateKey
}

// NewSecretKey returns a new random key. The app draws one per session:
// its events need a valid signature for the relays, and their content is
// authenticated another way.
func NewSecretKey() SecretKey {
	k, err := btcec.NewPrivateKey()
	if err != nil {
		panic("nostr: no randomness: " + err.Error()) // crypto/rand never fails
	}
	return SecretKey{k: k}
}

// PublicKey returns the x-only public key (BIP-340) in lower-case hex, as
// an event's pubkey field holds it.
func (s SecretKey) PublicKey() string {
	return hex.EncodeToString(schnorr.SerializePubKey(s.k.PubKey()))
}
