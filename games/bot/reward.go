package bot

// rankReward writes in out[:n] each seat's share of the others it beats
// by key (higher is better), a tie counting half: 1 for the best alone, 0
// for the worst alone. Ranks make a smooth reward from any final score.
func rankReward(out []float64, n int, key func(i int) float64) {
	if n < 2 {
		out[0] = 1
		return
	}
	for i := range n {
		ki, beaten := key(i), 0.0
		for j := range n {
			switch kj := key(j); {
			case j == i:
			case ki > kj:
				beaten++
			case ki == kj:
				beaten += 0.5
			}
		}
		out[i] = beaten / float64(n-1)
	}
}

// spreadReward writes in out[:n] where each value lies between the lowest
// (0) and the highest (1) of values; all equal gives 0.5 to everyone.
func spreadReward(out []float64, values []float64) {
	lo, hi := values[0], values[0]
	for _, v := range values {
		lo, hi = min(lo, v), max(hi, v)
	}
	for i, v := range values {
		if hi == lo {
			out[i] = 0.5
		} else {
			out[i] = (v - lo) / (hi - lo)
		}
	}
}
