//go:build browser && !linux && !js

package main

import "os/exec"

// yieldToNetworkTests is nil: the network tests, which the shared Chromium
// would yield to, run on Linux only (see inNetns).
var yieldToNetworkTests func(cmd *exec.Cmd)
