//go:build linux

package p2p

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The NAT lab of TestNATMatrix, in network namespaces named
// "mnat<pid>-<role>". Every address is in ranges that go nowhere: the
// "public" network is 198.18.0.0/24 (a benchmarking range), the homes are
// 10.x.0.0/24, and no namespace has a route out of the lab.
//
//	pub   198.18.0.1 on a bridge: coturn (STUN and TURN)
//	cone1 198.18.0.11 — MASQUERADE —          10.1.0.1: hc1 10.1.0.2, hc1b 10.1.0.3
//	cone2 198.18.0.12 — MASQUERADE —          10.2.0.1: hc2 10.2.0.2
//	sym1  198.18.0.21 — MASQUERADE --random-fully — 10.3.0.1: hs1 10.3.0.2
//	sym2  198.18.0.22 — MASQUERADE --random-fully — 10.4.0.1: hs2 10.4.0.2
//
// MASQUERADE keeps the source port when it can: a mapping that does not
// depend on the destination, which is what lets two "cone" NATs punch
// holes with the addresses a STUN server saw. With --random-fully every
// destination gets a new random port (a symmetric NAT): the STUN address
// is useless to the peer, and only a TURN relay works. The routers
// accept from the public side only the replies to what the home sent, as a
// home router does, for the home (FORWARD) and for themselves (INPUT): a
// router that let an early check from the peer reach itself would keep a
// conntrack entry for it, and MASQUERADE would then give the home's own
// packets to that peer another port, which breaks the hole punching.
//
// coturn denies relaying to private addresses, as a public server should:
// the homes' addresses lead nowhere from the public namespace, and coturn
// ends an allocation whose relayed send fails.
const (
	natPrefix   = "mnat"
	natPublicIP = "198.18.0.1"
	turnUser    = "menagerie"
	turnPass    = "pass word with spaces" // carried byte-exact by the link
	turnRealm   = "menagerie.test"
)

// Environment of the peer processes (TestNATPeer).
const (
	envNATRole    = "MENAGERIE_NAT_PEER"    // "host" or "guest"
	envNATServers = "MENAGERIE_NAT_SERVERS" // the host's settings text
	envNATTimeout = "MENAGERIE_NAT_TIMEOUT" // the connect or accept timeout
)

// natRouter is a router namespace and its home namespaces.
type natRouter struct {
	role   string
	wanIP  string
	lanNet int      // the home network is 10.<lanNet>.0.0/24
	homes  []string // the home namespaces, addresses .2, .3 …
	random bool     // MASQUERADE --random-fully (symmetric)
}

var natRouters = []natRouter{
	{role: "cone1", wanIP: "198.18.0.11", lanNet: 1, homes: []string{"hc1", "hc1b"}},
	{role: "cone2", wanIP: "198.18.0.12", lanNet: 2, homes: []string{"hc2"}},
	{role: "sym1", wanIP: "198.18.0.21", lanNet: 3, homes: []string{"hs1"}, random: true},
	{role: "sym2", wanIP: "198.18.0.22", lanNet: 4, homes: []string{"hs2"}, random: true},
}

// natLab is the set of namespaces and the TURN server of one test run.
type natLab struct {
	t      *testing.T
	prefix string
	made   []string // namespaces created, in order
}

func (l *natLab) ns(role string) string { return l.prefix + role }

// run runs a command, failing the test with its output if it fails.
func (l *natLab) run(stdin string, args ...string) {
	l.t.Helper()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin = strings.NewReader(stdin)
	if out, err := cmd.CombinedOutput(); err != nil {
		l.t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// ip runs "ip -n <namespace of role> args…".
func (l *natLab) ip(role string, args ...string) {
	l.t.Helper()
	l.run("", append([]string{"ip", "-n", l.ns(role)}, args...)...)
}

func (l *natLab) addNamespace(role string) {
	l.t.Helper()
	l.run("", "ip", "netns", "add", l.ns(role))
	l.made = append(l.made, l.ns(role))
	l.ip(role, "link", "set", "lo", "up")
}

// newNATLab builds the namespaces, removing those of earlier runs that were
// killed before their clean-up; t.Cleanup removes the new ones.
func newNATLab(t *testing.T) *natLab {
	removeStaleNamespaces(t)
	l := &natLab{t: t, prefix: fmt.Sprintf("%s%d-", natPrefix, os.Getpid())}
	t.Cleanup(l.remove)

	l.addNamespace("pub")
	l.ip("pub", "link", "add", "br0", "type", "bridge")
	l.ip("pub", "addr", "add", natPublicIP+"/24", "dev", "br0")
	l.ip("pub", "link", "set", "br0", "up")
	for _, r := range natRouters {
		l.addNamespace(r.role)
		// The router's WAN port, plugged into the public bridge.
		l.ip(r.role, "link", "add", "wan", "type", "veth", "peer", "name", r.role, "netns", l.ns("pub"))
		l.ip("pub", "link", "set", r.role, "master", "br0")
		l.ip("pub", "link", "set", r.role, "up")
		l.ip(r.role, "addr", "add", r.wanIP+"/24", "dev", "wan")
		l.ip(r.role, "link", "set", "wan", "up")
		// The home LAN: a bridge with one port per device.
		gw := fmt.Sprintf("10.%d.0.1", r.lanNet)
		l.ip(r.role, "link", "add", "lan", "type", "bridge")
		l.ip(r.role, "addr", "add", gw+"/24", "dev", "lan")
		l.ip(r.role, "link", "set", "lan", "up")
		for i, home := range r.homes {
			l.addNamespace(home)
			port := "p" + strconv.Itoa(i)
			l.ip(home, "link", "add", "eth0", "type", "veth", "peer", "name", port, "netns", l.ns(r.role))
			l.ip(r.role, "link", "set", port, "master", "lan")
			l.ip(r.role, "link", "set", port, "up")
			l.ip(home, "addr", "add", fmt.Sprintf("10.%d.0.%d/24", r.lanNet, i+2), "dev", "eth0")
			l.ip(home, "link", "set", "eth0", "up")
			l.ip(home, "route", "add", "default", "via", gw)
		}
		l.run("", "ip", "netns", "exec", l.ns(r.role), "sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward")
		masquerade := "-A POSTROUTING -o wan -j MASQUERADE"
		if r.random {
			masquerade += " --random-fully"
		}
		rules := strings.Join([]string{
			"*nat",
			":PREROUTING ACCEPT [0:0]", ":INPUT ACCEPT [0:0]", ":OUTPUT ACCEPT [0:0]", ":POSTROUTING ACCEPT [0:0]",
			masquerade,
			"COMMIT",
			"*filter",
			":INPUT ACCEPT [0:0]", ":FORWARD DROP [0:0]", ":OUTPUT ACCEPT [0:0]",
			"-A INPUT -i wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT",
			"-A INPUT -i wan -j DROP",
			"-A FORWARD -i lan -o wan -j ACCEPT",
			"-A FORWARD -i lan -o lan -j ACCEPT",
			"-A FORWARD -i wan -o lan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT",
			"COMMIT", "",
		}, "\n")
		l.run(rules, "ip", "netns", "exec", l.ns(r.role), "iptables-restore")
	}
	return l
}

// remove deletes the namespaces of l (their processes were ended first).
func (l *natLab) remove() {
	for i := len(l.made) - 1; i >= 0; i-- {
		if out, err := exec.Command("ip", "netns", "del", l.made[i]).CombinedOutput(); err != nil {
			l.t.Errorf("ip netns del %s: %v %s", l.made[i], err, out)
		}
	}
}

// removeStaleNamespaces deletes the namespaces of earlier runs whose test
// process is gone, after ending the processes still inside them (a TURN
// server or a peer of a run that was killed).
func removeStaleNamespaces(t *testing.T) {
	out, err := exec.Command("ip", "netns", "list").Output()
	if err != nil {
		t.Fatalf("ip netns list: %v", err)
	}
	re := regexp.MustCompile(`^` + natPrefix + `(\d+)-\S+`)
	for _, line := range strings.Split(string(out), "\n") {
		m := re.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		pid, _ := strconv.Atoi(m[1])
		if pid == os.Getpid() || processAlive(pid) {
			continue // this run, or a run still going
		}
		pids, _ := exec.Command("ip", "netns", "pids", m[0]).Output()
		for _, f := range strings.Fields(string(pids)) {
			if p, err := strconv.Atoi(f); err == nil {
				_ = syscall.Kill(p, syscall.SIGKILL)
			}
		}
		if out, err := exec.Command("ip", "netns", "del", m[0]).CombinedOutput(); err != nil {
			t.Logf("stale namespace %s: %v %s", m[0], err, out)
		} else {
			t.Logf("removed the stale namespace %s", m[0])
		}
	}
}

// processAlive reports whether process pid exists and is not a zombie (a
// killed test whose parent has not reaped it yet).
func processAlive(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(stat, ')')
	return i >= 0 && i+2 < len(stat) && stat[i+2] != 'Z' && stat[i+2] != 'X'
}

// startTURN runs coturn in the public namespace: STUN and TURN on UDP and
// TCP port 3478 of the public address, long-term credentials with one
// user, no TLS, no CLI, every file in a temporary directory (nothing from
// /etc). It returns once the UDP listener is open.
func (l *natLab) startTURN() {
	t := l.t
	dir := t.TempDir()
	cmd := exec.Command("ip", "netns", "exec", l.ns("pub"), "turnserver",
		"-n", // no configuration file: everything is on the command line
		"--listening-ip", natPublicIP, "--relay-ip", natPublicIP, "--listening-port", "3478",
		"--min-port", "49152", "--max-port", "49999",
		"--lt-cred-mech", "--user", turnUser+":"+turnPass, "--realm", turnRealm,
		"--no-tls", "--no-dtls", "--no-cli", "--relay-threads", "1",
		// As on a public server: no relaying to private addresses (coturn
		// also ends an allocation whose relayed send fails, and the
		// homes' addresses go nowhere from the public namespace).
		"--denied-peer-ip=10.0.0.0-10.255.255.255", "--denied-peer-ip=172.16.0.0-172.31.255.255",
		"--denied-peer-ip=192.168.0.0-192.168.255.255", "--no-multicast-peers",
		"--userdb", filepath.Join(dir, "turndb"), "--pidfile", filepath.Join(dir, "turnserver.pid"),
		"--log-file", "stdout", "--simple-log", "--verbose")
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatalf("turnserver: %v", err)
	}
	var mu sync.Mutex
	var log bytes.Buffer
	ready := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(out)
		opened := false
		for sc.Scan() {
			mu.Lock()
			log.WriteString(sc.Text() + "\n")
			mu.Unlock()
			if !opened && strings.Contains(sc.Text(), "UDP listener opened on") {
				opened = true
				close(ready)
			}
		}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-done
		_ = cmd.Wait()
		if t.Failed() {
			mu.Lock()
			t.Logf("coturn's log:\n%s", log.String())
			mu.Unlock()
		}
	})
	select {
	case <-ready:
	case <-done:
		t.Fatalf("turnserver ended:\n%s", log.String())
	case <-time.After(20 * time.Second):
		t.Fatal("turnserver did not open its UDP listener within 20 s")
	}
}

// natPeer is a host or guest process.
type natPeer struct {
	name  string
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string // its "NAT …" lines
	mu    sync.Mutex
	log   bytes.Buffer // everything it printed
}

// startPeer runs TestNATPeer in namespace ns as role.
func (l *natLab) startPeer(role, ns, servers string, timeout time.Duration) *natPeer {
	t := l.t
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p := &natPeer{name: role, lines: make(chan string, 8)}
	p.cmd = exec.Command("ip", "netns", "exec", l.ns(ns), exe, "-test.run=^TestNATPeer$", "-test.count=1", "-test.v")
	p.cmd.Env = append(os.Environ(), envNATRole+"="+role, envNATServers+"="+servers, envNATTimeout+"="+timeout.String())
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd.Stderr = p.cmd.Stdout
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("%s: %v", role, err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer close(p.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			p.mu.Lock()
			p.log.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
			if line, ok := strings.CutPrefix(sc.Text(), "NAT "); ok {
				p.lines <- line
			}
		}
	}()
	t.Cleanup(func() {
		_ = p.stdin.Close()
		_ = p.cmd.Process.Kill()
		<-done
		_ = p.cmd.Wait()
		if t.Failed() {
			p.mu.Lock()
			t.Logf("%s's output:\n%s", role, p.log.String())
			p.mu.Unlock()
		}
	})
	return p
}

// next returns the peer's next line, which must start with want.
func (p *natPeer) next(t *testing.T, want string) string {
	t.Helper()
	select {
	case line, ok := <-p.lines:
		if !ok {
			t.Fatalf("%s ended before saying %s", p.name, want)
		}
		rest, found := strings.CutPrefix(line, want+" ")
		if !found {
			t.Fatalf("%s said %q, want %s", p.name, line, want)
		}
		return rest
	case <-time.After(60 * time.Second):
		t.Fatalf("%s did not say %s within 60 s", p.name, want)
	}
	return ""
}

func (p *natPeer) send(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		t.Fatalf("to %s: %v", p.name, err)
	}
}

// TestNATMatrix connects a host and a guest through the real codec across
// emulated home routers, with the network settings on the host only (the
// guest uses what the invitation carries): one home network without any
// server; two cone NATs with a STUN server; two symmetric NATs with a TURN
// server; two NATs without a server, which must fail with ErrNoRoute on
// both sides. It needs root, ip, iptables and coturn's turnserver.
func TestNATMatrix(t *testing.T) {
	t.Parallel() // it waits on connections and timeouts: the others run meanwhile
	if os.Geteuid() != 0 {
		t.Skip("TestNATMatrix needs root, for network namespaces and iptables")
	}
	var missing []string
	for _, tool := range []string{"ip", "iptables", "iptables-restore", "turnserver"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Skipf("TestNATMatrix needs %s (Debian packages iproute2, iptables, coturn)", strings.Join(missing, ", "))
	}
	start := time.Now()
	lab := newNATLab(t)
	lab.startTURN()
	t.Logf("namespaces and coturn ready in %v", time.Since(start).Round(time.Millisecond))

	stun := "stun:" + natPublicIP + ":3478"
	turn := FormatICEServers([]ICEServer{{URLs: []string{"turn:" + natPublicIP + ":3478?transport=udp"}, Username: turnUser, Credential: turnPass}})
	const connect, noRoute = 20 * time.Second, 3 * time.Second
	cases := []struct {
		name         string
		host, guest  string // namespaces
		servers      string // the host's settings
		timeout      time.Duration
		wantRelay    bool // the path must go through the TURN server
		wantNoRoute  bool
		wantNotLocal bool // the path must not be between host candidates
	}{
		{name: "same network, no server", host: "hc1", guest: "hc1b", timeout: connect},
		{name: "cone NATs, STUN", host: "hc1", guest: "hc2", servers: stun, timeout: connect, wantNotLocal: true},
		{name: "symmetric NATs, TURN", host: "hs1", guest: "hs2", servers: stun + "\n" + turn, timeout: connect, wantRelay: true},
		{name: "cone NATs, no server", host: "hc1", guest: "hc2", timeout: noRoute, wantNoRoute: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			began := time.Now()
			l := &natLab{t: t, prefix: lab.prefix}
			host := l.startPeer("host", c.host, c.servers, c.timeout)
			invite := host.next(t, "INVITE")
			guest := l.startPeer("guest", c.guest, "", c.timeout)
			guest.send(t, invite)
			host.send(t, guest.next(t, "REPLY"))
			hostRes, guestRes := host.next(t, "RESULT"), guest.next(t, "RESULT")
			elapsed := time.Since(began).Round(time.Millisecond)
			t.Logf("invitation %d characters; host: %s; guest: %s; %v", len(invite), hostRes, guestRes, elapsed)
			for _, r := range []struct{ who, res string }{{"host", hostRes}, {"guest", guestRes}} {
				switch {
				case c.wantNoRoute:
					if !strings.HasPrefix(r.res, "noroute ") || !strings.Contains(r.res, ErrNoRoute.Error()) {
						t.Errorf("%s: %s, want ErrNoRoute", r.who, r.res)
					}
				case !strings.HasPrefix(r.res, "ok "):
					t.Errorf("%s: %s", r.who, r.res)
				case c.wantRelay && !strings.Contains(r.res, "relay"):
					t.Errorf("%s: the path does not go through the TURN server: %s", r.who, r.res)
				case c.wantNotLocal && strings.Count(r.res, "host ") == 2:
					t.Errorf("%s: a path between host candidates across NATs: %s", r.who, r.res)
				}
			}
			host.stdin.Close()
			guest.stdin.Close()
		})
	}
	t.Cleanup(func() { t.Logf("TestNATMatrix took %v", time.Since(start).Round(time.Millisecond)) })
}

// TestNATPeer is the host or the guest of TestNATMatrix, in its own process
// inside a namespace; it does nothing in a normal test run. It speaks on
// stdout in lines starting with "NAT ": the host says "INVITE <code>",
// reads the reply code on stdin and says "RESULT …"; the guest reads the
// invitation, says "REPLY <code>" and "RESULT …". After a connection, each
// side sends a message and checks the other's; the result names the
// candidate pair, "ok <local type> <address> — <remote type> <address>",
// or "noroute <error>" or "fail <error>". Then it waits for stdin to close.
func TestNATPeer(t *testing.T) {
	role := os.Getenv(envNATRole)
	if role == "" {
		t.Skip("the peer process of TestNATMatrix")
	}
	timeout, err := time.ParseDuration(os.Getenv(envNATTimeout))
	if err != nil {
		t.Fatal(err)
	}
	servers, err := ParseICEServers(os.Getenv(envNATServers))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Namespace: true, ICEServers: servers, GatherTimeout: 5 * time.Second, ConnectTimeout: timeout, AcceptTimeout: timeout}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	read := func() string {
		if !in.Scan() {
			t.Fatalf("stdin ended: %v", in.Err())
		}
		return in.Text()
	}
	var conn *Conn
	switch role {
	case "host":
		h := NewHost(cfg)
		defer h.Close()
		p, code, err := h.Invite("zoo", 1, NewToken())
		if err != nil {
			fmt.Println("NAT INVITE error", err)
			t.Fatal(err)
		}
		fmt.Println("NAT INVITE", code)
		if conn, err = p.Accept(read()); err != nil {
			fmt.Println("NAT RESULT fail", err)
			t.Fatal(err)
		}
	case "guest":
		if cfg.ICEServers != nil {
			t.Fatal("the guest has settings of its own")
		}
		reply, c, err := Join(cfg, read())
		if err != nil {
			fmt.Println("NAT REPLY error", err)
			t.Fatal(err)
		}
		defer c.Close()
		conn = c
		fmt.Println("NAT REPLY", reply)
	}
	fmt.Println("NAT RESULT", natExchange(conn, role))
	for in.Scan() {
		// Wait for the test to close stdin, so that the peer gets its
		// message before this side closes.
	}
}

// natExchange waits for conn to open, sends a message and checks the
// peer's, and returns the result line.
func natExchange(conn *Conn, role string) string {
	select {
	case <-conn.Opened():
	case <-conn.Done():
		if errors.Is(conn.Err(), ErrNoRoute) {
			return "noroute " + conn.Err().Error()
		}
		return fmt.Sprintf("fail %v %v", conn.State(), conn.Err())
	}
	other := map[string]string{"host": "guest", "guest": "host"}[role]
	if err := conn.Send([]byte("hello from the " + role)); err != nil {
		return "fail send: " + err.Error()
	}
	select {
	case m, ok := <-conn.Recv():
		if want := "hello from the " + other; !ok || string(m) != want {
			return fmt.Sprintf("fail got %q (%v), want %q", m, ok, want)
		}
	case <-time.After(time.Minute):
		return "fail no message within a minute"
	}
	return "ok " + selectedPair(conn)
}

// selectedPair describes the candidate pair that ICE chose.
func selectedPair(c *Conn) string {
	sctp := c.pc.SCTP()
	if sctp == nil || sctp.Transport() == nil || sctp.Transport().ICETransport() == nil {
		return "(no transport)"
	}
	pair, err := sctp.Transport().ICETransport().GetSelectedCandidatePair()
	if err != nil || pair == nil {
		return fmt.Sprintf("(no pair: %v)", err)
	}
	return fmt.Sprintf("%s %s:%d — %s %s:%d", pair.Local.Typ, pair.Local.Address, pair.Local.Port, pair.Remote.Typ, pair.Remote.Address, pair.Remote.Port)
}
