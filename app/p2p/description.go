package p2p

import (
	"fmt"
	"time"

	"github.com/pion/webrtc/v4"
)

// LinkCandidates is the most candidates that Invite and Join put in a code
// (UDP ones first); MaxCandidates is what a code may carry at most.
const LinkCandidates = 8

// SessionFromDescription extracts the compact session of a gathered pion
// session description (see ParseSDP), keeping at most LinkCandidates
// candidates, the UDP ones first.
func SessionFromDescription(d webrtc.SessionDescription) (Session, error) {
	s, err := ParseSDP(d.SDP)
	if err != nil {
		return s, err
	}
	s.Candidates = pickCandidates(s.Candidates, LinkCandidates)
	return s, nil
}

// OfferDescription rebuilds the pion offer that o carries (see OfferSDP).
func OfferDescription(o Offer) webrtc.SessionDescription {
	return webrtc.SessionDescription{Type: webrtc.SDPTypeOffer, SDP: OfferSDP(o.Session)}
}

// AnswerDescription rebuilds the pion answer that a carries, for the offer
// whose media id is mid (see AnswerSDP and SDPMid).
func AnswerDescription(a Answer, mid string) webrtc.SessionDescription {
	return webrtc.SessionDescription{Type: webrtc.SDPTypeAnswer, SDP: AnswerSDP(a.Session, mid)}
}

// localSession waits for gathering (at most cfg's GatherTimeout) and
// returns the compact form of pc's local description.
func localSession(pc *webrtc.PeerConnection, gathered <-chan struct{}, cfg Config) (Session, string, error) {
	t := time.NewTimer(cfg.gatherTimeout())
	defer t.Stop()
	select {
	case <-gathered:
	case <-t.C:
		// Go on with the candidates found so far.
	}
	d := pc.LocalDescription()
	if d == nil {
		return Session{}, "", fmt.Errorf("p2p: no local description")
	}
	s, err := SessionFromDescription(*d)
	return s, SDPMid(d.SDP), err
}
