package nostr

import (
	"context"
	"encoding/hex"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcec/v2/schnorr"
	"github.com/fiatjaf/khatru"
	gonostr "github.com/nbd-wtf/go-nostr"
)

// TestSchnorrAgainstBTCEC checks the math/big BIP-340 code against btcec's
// (what relays run): the same public keys, and each verifies the other's
// signatures.
func TestSchnorrAgainstBTCEC(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 17))
	for i := 0; i < 12; i++ {
		b := make([]byte, 32)
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		k, ok := SecretKeyFromBytes(b)
		if !ok {
			continue
		}
		priv, _ := btcec.PrivKeyFromBytes(b)
		if want := hex.EncodeToString(schnorr.SerializePubKey(priv.PubKey())); k.PublicKey() != want {
			t.Fatalf("public key %s, btcec says %s", k.PublicKey(), want)
		}
		msg := make([]byte, 32)
		for j := range msg {
			msg[j] = byte(rng.Uint32())
		}
		sig, err := schnorrSign(k.d, msg, msg)
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := schnorr.ParseSignature(sig)
		if err != nil || !parsed.Verify(msg, priv.PubKey()) {
			t.Fatalf("btcec refuses our signature %x: %v", sig, err)
		}
		theirs, err := schnorr.Sign(priv, msg)
		if err != nil {
			t.Fatal(err)
		}
		if !schnorrVerify(k.pub, msg, theirs.Serialize()) {
			t.Fatalf("we refuse btcec's signature %x", theirs.Serialize())
		}
		bad := append([]byte(nil), sig...)
		bad[40] ^= 1
		if schnorrVerify(k.pub, msg, bad) {
			t.Fatal("a changed signature verifies")
		}
	}
}

func TestEventSignVerify(t *testing.T) {
	k := NewSecretKey()
	e := Event{CreatedAt: 1700000000, Kind: 25419, Tags: [][]string{{"t", "abc"}}, Content: "a \"quoted\"\nline\t\\ <&> é \x01"}
	if err := e.Sign(k); err != nil {
		t.Fatal(err)
	}
	if err := e.Verify(); err != nil {
		t.Fatal(err)
	}
	want := `[0,"` + k.PublicKey() + `",1700000000,25419,[["t","abc"]],"a \"quoted\"\nline\t\\ <&> é \u0001"]`
	if got := string(e.Serialize()); got != want {
		t.Fatalf("serialized\n%s\nwant\n%s", got, want)
	}
	// The same event as go-nostr (what relays run) computes it.
	g := gonostr.Event{PubKey: e.PubKey, CreatedAt: gonostr.Timestamp(e.CreatedAt), Kind: e.Kind, Tags: gonostr.Tags{{"t", "abc"}}, Content: e.Content, Sig: e.Sig, ID: e.ID}
	if g.GetID() != e.ID {
		t.Fatalf("go-nostr's id %s, ours %s", g.GetID(), e.ID)
	}
	if ok, err := g.CheckSignature(); !ok || err != nil {
		t.Fatalf("go-nostr refuses the signature: %v", err)
	}
	for name, f := range map[string]func(e *Event){
		"content":     func(e *Event) { e.Content += "x" },
		"kind":        func(e *Event) { e.Kind++ },
		"tag":         func(e *Event) { e.Tags[0][1] = "abd" },
		"id case":     func(e *Event) { e.ID = strings.ToUpper(e.ID) },
		"short sig":   func(e *Event) { e.Sig = e.Sig[:126] },
		"pubkey":      func(e *Event) { e.PubKey = NewSecretKey().PublicKey() },
		"big content": func(e *Event) { e.Content = strings.Repeat("x", MaxContent+1) },
		"many tags":   func(e *Event) { e.Tags = make([][]string, MaxTags+1) },
		"empty tag":   func(e *Event) { e.Tags = [][]string{{}} },
		"bad utf-8":   func(e *Event) { e.Content = "\xff" },
	} {
		c := e
		c.Tags = [][]string{append([]string(nil), e.Tags[0]...)}
		f(&c)
		if err := c.Verify(); err == nil {
			t.Errorf("%s: a changed event verifies", name)
		}
	}
}

// TestParseStrict checks what a relay may send: malformed frames and other
// subscriptions are refused, unknown messages too.
func TestParseStrict(t *testing.T) {
	p := &Pool{subID: "m1"}
	k := NewSecretKey()
	e := Event{CreatedAt: 1, Kind: 1, Content: "x"}
	_ = e.Sign(k)
	good := `["EVENT","m1",{"id":"` + e.ID + `","pubkey":"` + e.PubKey + `","created_at":1,"kind":1,"tags":[],"content":"x","sig":"` + e.Sig + `"}]`
	if got, ok, err := p.parse([]byte(good)); err != nil || !ok || got.CheckID() != nil {
		t.Fatalf("a good event: %v %v", ok, err)
	}
	for _, bad := range []string{
		``, `{}`, `[]`, `[1]`, `["HELLO"]`, `["EVENT","m2",{}]`, `["EVENT","m1"]`,
		strings.Replace(good, `"content"`, `"extra":1,"content"`, 1),
		strings.Replace(good, `}]`, `} {}]`, 1),
		strings.Replace(good, `"kind":1`, `"kind":"1"`, 1),
	} {
		if _, ok, err := p.parse([]byte(bad)); ok || err == nil {
			t.Errorf("%q: ok %v, err %v", bad, ok, err)
		}
	}
	for _, ignored := range []string{`["OK","x",true,""]`, `["EOSE","m1"]`, `["NOTICE","hi"]`} {
		if _, ok, err := p.parse([]byte(ignored)); ok || err != nil {
			t.Errorf("%q: ok %v, err %v", ignored, ok, err)
		}
	}
}

// newRelay runs a khatru relay on loopback that passes ephemeral events on.
func newRelay(t *testing.T) (*khatru.Relay, string) {
	t.Helper()
	r := khatru.NewRelay()
	r.Log.SetOutput(testWriter{t})
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	return r, "ws" + strings.TrimPrefix(srv.URL, "http")
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(b []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}

// TestPoolThroughRelays publishes through two real relays: the relays
// accept the signatures, and each event arrives once although both pass
// it on; events of other topics do not arrive.
func TestPoolThroughRelays(t *testing.T) {
	_, u1 := newRelay(t)
	_, u2 := newRelay(t)
	f := Filter{Kinds: []int{25419}, Tag: "t", Values: []string{"room"}}
	ready := make(chan struct{}, 8)
	notify := func() {
		select {
		case ready <- struct{}{}:
		default:
		}
	}
	a := NewPool([]string{u1, u2}, f, t.Logf, notify, nil)
	defer a.Close()
	b := NewPool([]string{u1, u2}, f, t.Logf, notify, nil)
	defer b.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for a.Connected() < 2 || b.Connected() < 2 {
		select {
		case <-ready:
		case <-ctx.Done():
			t.Fatalf("connected: %d and %d", a.Connected(), b.Connected())
		}
	}
	k := NewSecretKey()
	other := Event{CreatedAt: time.Now().Unix(), Kind: 25419, Tags: [][]string{{"t", "other"}}, Content: "no"}
	_ = other.Sign(k)
	// The subscription is on its way as the pool connects: publish until
	// an event arrives.
	e := Event{CreatedAt: time.Now().Unix(), Kind: 25419, Tags: [][]string{{"t", "room"}}, Content: "hello"}
	_ = e.Sign(k)
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for got := 0; got == 0; {
		a.Publish(other)
		if n := a.Publish(e); n != 2 {
			t.Fatalf("published to %d relays", n)
		}
		select {
		case ev := <-b.Events():
			if ev.Content != "hello" {
				t.Fatalf("got %q", ev.Content)
			}
			got++
		case <-tick.C:
		case <-ctx.Done():
			t.Fatal("no event arrived")
		}
	}
	// Once only, although both relays and every resend carried it.
	select {
	case ev := <-b.Events():
		t.Fatalf("a second event %q", ev.Content)
	case <-time.After(300 * time.Millisecond):
	}
}
