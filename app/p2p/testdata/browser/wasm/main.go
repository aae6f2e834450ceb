//go:build js

// Command wasm connects a host and a guest inside one browser page through
// package p2p's js build (invitation code, reply code, data channel) and
// reports the outcome in the page title: "PASS …" or "FAIL: …".
package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"menagerie/app/p2p"
)

func main() {
	res := run()
	println(res)
	js.Global().Get("document").Set("title", res)
	select {}
}

func wait(what string, ch <-chan struct{}, d time.Duration) error {
	select {
	case <-ch:
		return nil
	case <-time.After(d):
		return fmt.Errorf("%s: timeout", what)
	}
}

func run() string {
	cfg := p2p.Config{GatherTimeout: 10 * time.Second} // the default ConnectTimeout
	h := p2p.NewHost(cfg)
	defer h.Close()
	tok := p2p.NewToken()
	p, code, err := h.Invite("zoo", 1, tok)
	if err != nil {
		return "FAIL: Invite: " + err.Error()
	}
	offer, err := p2p.DecodeOffer(code)
	if err != nil {
		return "FAIL: DecodeOffer: " + err.Error()
	}
	reply, g, err := p2p.Join(cfg, code)
	if err != nil {
		return "FAIL: Join: " + err.Error()
	}
	answer, _ := p2p.DecodeAnswer(reply)
	// ?delay=N waits N seconds before Accept, as a person carrying the
	// reply code back would.
	var delay int
	fmt.Sscan(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?delay="), &delay)
	time.Sleep(time.Duration(delay) * time.Second)
	hc, err := p.Accept(reply)
	if err != nil {
		return "FAIL: Accept: " + err.Error()
	}
	if err := wait("host open", hc.Opened(), 20*time.Second); err != nil {
		return fmt.Sprintf("FAIL: %v (host %v %v, guest %v %v)", err, hc.State(), hc.Err(), g.State(), g.Err())
	}
	if err := wait("guest open", g.Opened(), 20*time.Second); err != nil {
		return "FAIL: " + err.Error()
	}
	const n = 200
	for i := 0; i < n; i++ {
		m, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeState, Seq: uint64(i + 1), Data: json.RawMessage(fmt.Sprint(i))})
		if err := hc.Send(m); err != nil {
			return "FAIL: host Send: " + err.Error()
		}
		a, _ := p2p.Encode(p2p.Msg{Type: p2p.TypeAct, Base: uint64(i), Nonce: uint64(i), Data: json.RawMessage(`"x"`)})
		if err := g.Send(a); err != nil {
			return "FAIL: guest Send: " + err.Error()
		}
	}
	for i := 0; i < n; i++ {
		select {
		case b := <-g.Recv():
			m, err := p2p.Decode(b)
			if err != nil || m.Seq != uint64(i+1) {
				return fmt.Sprintf("FAIL: guest message %d: %+v %v", i, m, err)
			}
		case <-time.After(10 * time.Second):
			return "FAIL: guest Recv timeout"
		}
		select {
		case b := <-hc.Recv():
			m, err := p2p.Decode(b)
			if err != nil || m.Nonce != uint64(i) {
				return fmt.Sprintf("FAIL: host message %d: %+v %v", i, m, err)
			}
		case <-time.After(10 * time.Second):
			return "FAIL: host Recv timeout"
		}
	}
	g.Close()
	if err := wait("host sees the guest leave", hc.Done(), 30*time.Second); err != nil {
		return "FAIL: " + err.Error()
	}
	return fmt.Sprintf("PASS (accepted after %d s) invite %d chars %v; reply %d chars %v; host end after leave: %v %v",
		delay, len(code), offer.Candidates, len(reply), answer.Candidates, hc.State(), hc.Err())
}
