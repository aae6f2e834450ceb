package nostr

import (
	"crypto/sha256"
	"errors"
	"math/big"
)

// BIP-340 Schnorr signatures on secp256k1, with math/big: small (the
// maintained Go libraries of secp256k1 carry precomputed tables of
// hundreds of kilobytes, too much for the app's download) and fast enough
// for a few events a minute. It is not constant-time, and needs not be: the
// app's keys are thrown away after each session and guard nothing (relays
// want a valid signature; the messages are authenticated with the room's
// key). Tests check it against btcec's BIP-340 implementation.

// The curve y² = x³ + 7 over F_p, with generator G of order n.
var (
	curveP, _  = new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16)
	curveN, _  = new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	curveGx, _ = new(big.Int).SetString("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", 16)
	curveGy, _ = new(big.Int).SetString("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8", 16)
	// sqrtExp is (p+1)/4: p ≡ 3 mod 4, so a square root of a is a^sqrtExp.
	sqrtExp = new(big.Int).Rsh(new(big.Int).Add(curveP, big.NewInt(1)), 2)
)

// point is an affine point; inf marks the point at infinity.
type point struct {
	x, y *big.Int
	inf  bool
}

// jac is a point in Jacobian coordinates (X/Z², Y/Z³); Z = 0 is infinity.
type jac struct{ x, y, z *big.Int }

func mod(a *big.Int) *big.Int { return a.Mod(a, curveP) }

func mul(a, b *big.Int) *big.Int { return mod(new(big.Int).Mul(a, b)) }

func sub(a, b *big.Int) *big.Int { return mod(new(big.Int).Sub(a, b)) }

func add(a, b *big.Int) *big.Int { return mod(new(big.Int).Add(a, b)) }

// double returns 2p (a = 0 curve formulas).
func (p jac) double() jac {
	if p.z.Sign() == 0 || p.y.Sign() == 0 {
		return jac{big.NewInt(1), big.NewInt(1), new(big.Int)}
	}
	yy := mul(p.y, p.y)
	s := mul(big.NewInt(4), mul(p.x, yy))
	m := mul(big.NewInt(3), mul(p.x, p.x))
	x := sub(mul(m, m), add(s, s))
	y := sub(mul(m, sub(s, x)), mul(big.NewInt(8), mul(yy, yy)))
	z := mul(big.NewInt(2), mul(p.y, p.z))
	return jac{x, y, z}
}

// plus returns p + q.
func (p jac) plus(q jac) jac {
	switch {
	case p.z.Sign() == 0:
		return q
	case q.z.Sign() == 0:
		return p
	}
	z1z1, z2z2 := mul(p.z, p.z), mul(q.z, q.z)
	u1, u2 := mul(p.x, z2z2), mul(q.x, z1z1)
	s1, s2 := mul(p.y, mul(q.z, z2z2)), mul(q.y, mul(p.z, z1z1))
	if u1.Cmp(u2) == 0 {
		if s1.Cmp(s2) != 0 {
			return jac{big.NewInt(1), big.NewInt(1), new(big.Int)}
		}
		return p.double()
	}
	h, r := sub(u2, u1), sub(s2, s1)
	hh := mul(h, h)
	hhh := mul(h, hh)
	v := mul(u1, hh)
	x := sub(sub(mul(r, r), hhh), add(v, v))
	y := sub(mul(r, sub(v, x)), mul(s1, hhh))
	z := mul(h, mul(p.z, q.z))
	return jac{x, y, z}
}

// affine returns p in affine coordinates.
func (p jac) affine() point {
	if p.z.Sign() == 0 {
		return point{inf: true}
	}
	zi := new(big.Int).ModInverse(p.z, curveP)
	zi2 := mul(zi, zi)
	return point{x: mul(p.x, zi2), y: mul(p.y, mul(zi2, zi))}
}

// scalarMult returns k·(x, y).
func scalarMult(x, y, k *big.Int) point {
	acc := jac{big.NewInt(1), big.NewInt(1), new(big.Int)}
	base := jac{x, y, big.NewInt(1)}
	for i := k.BitLen() - 1; i >= 0; i-- {
		acc = acc.double()
		if k.Bit(i) == 1 {
			acc = acc.plus(base)
		}
	}
	return acc.affine()
}

// liftX returns the point with x-coordinate x and an even y (BIP-340).
func liftX(x *big.Int) (point, bool) {
	if x.Cmp(curveP) >= 0 {
		return point{}, false
	}
	c := add(mul(x, mul(x, x)), big.NewInt(7))
	y := new(big.Int).Exp(c, sqrtExp, curveP)
	if mul(y, y).Cmp(c) != 0 {
		return point{}, false
	}
	if y.Bit(0) == 1 {
		y.Sub(curveP, y)
	}
	return point{x: new(big.Int).Set(x), y: y}, true
}

// taggedHash is BIP-340's hash_tag(msg).
func taggedHash(tag string, parts ...[]byte) []byte {
	t := sha256.Sum256([]byte(tag))
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

// bytes32 returns a as 32 big-endian bytes.
func bytes32(a *big.Int) []byte { return a.FillBytes(make([]byte, 32)) }

var errSchnorr = errors.New("nostr: bad schnorr key or signature")

// schnorrPublic returns the x-only public key of secret key d.
func schnorrPublic(d *big.Int) []byte {
	return bytes32(scalarMult(curveGx, curveGy, d).x)
}

// schnorrSign signs the 32-byte msg with d and 32 bytes of aux randomness.
func schnorrSign(d0 *big.Int, msg, aux []byte) ([]byte, error) {
	if d0.Sign() <= 0 || d0.Cmp(curveN) >= 0 {
		return nil, errSchnorr
	}
	p := scalarMult(curveGx, curveGy, d0)
	d := new(big.Int).Set(d0)
	if p.y.Bit(0) == 1 {
		d.Sub(curveN, d)
	}
	t := bytes32(d)
	for i, b := range taggedHash("BIP0340/aux", aux) {
		t[i] ^= b
	}
	px := bytes32(p.x)
	k0 := new(big.Int).SetBytes(taggedHash("BIP0340/nonce", t, px, msg))
	k0.Mod(k0, curveN)
	if k0.Sign() == 0 {
		return nil, errSchnorr
	}
	r := scalarMult(curveGx, curveGy, k0)
	k := k0
	if r.y.Bit(0) == 1 {
		k = new(big.Int).Sub(curveN, k0)
	}
	rx := bytes32(r.x)
	e := new(big.Int).SetBytes(taggedHash("BIP0340/challenge", rx, px, msg))
	e.Mod(e, curveN)
	s := new(big.Int).Mul(e, d)
	s.Add(s, k).Mod(s, curveN)
	sig := append(rx, bytes32(s)...)
	if !schnorrVerify(px, msg, sig) {
		return nil, errSchnorr
	}
	return sig, nil
}

// schnorrVerify checks a BIP-340 signature of msg by the x-only key pk.
func schnorrVerify(pk, msg, sig []byte) bool {
	if len(pk) != 32 || len(sig) != 64 {
		return false
	}
	p, ok := liftX(new(big.Int).SetBytes(pk))
	if !ok {
		return false
	}
	r := new(big.Int).SetBytes(sig[:32])
	s := new(big.Int).SetBytes(sig[32:])
	if r.Cmp(curveP) >= 0 || s.Cmp(curveN) >= 0 {
		return false
	}
	e := new(big.Int).SetBytes(taggedHash("BIP0340/challenge", sig[:32], pk, msg))
	e.Mod(e, curveN)
	// R = s·G − e·P = s·G + (n−e)·P
	sg := scalarMult(curveGx, curveGy, s)
	ep := scalarMult(p.x, p.y, new(big.Int).Sub(curveN, e))
	var a, b jac
	a, b = toJac(sg), toJac(ep)
	R := a.plus(b).affine()
	return !R.inf && R.y.Bit(0) == 0 && R.x.Cmp(r) == 0
}

func toJac(p point) jac {
	if p.inf {
		return jac{big.NewInt(1), big.NewInt(1), new(big.Int)}
	}
	return jac{p.x, p.y, big.NewInt(1)}
}
