//go:build browser && linux

package main

import (
	"os/exec"
	"syscall"
)

// yieldToNetworkTests starts the shared Chromium of the tests outside a
// network namespace at a lower priority (nice 5) than the browsers of the
// network tests (TestNetworkGameWithBots, TestLinkGameTwoBrowsers,
// TestOneTapJoin, each in a process of its own): their peers drop a peer
// not heard from for a few seconds, which pages starved of the processor
// by the games of the other tests beside them would be. Chromium dies with
// the test binary, as chromedp's default has it.
var yieldToNetworkTests = func(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if nice, err := exec.LookPath("nice"); err == nil {
		cmd.Args = append([]string{"nice", "-n", "5", cmd.Path}, cmd.Args[1:]...)
		cmd.Path = nice
	}
}
