# Ménagerie: `make run` builds and serves the app on http://localhost:8000,
# `make test` runs every test (browser tests included), `make dist` writes
# the static site to dist/.

GO      ?= go
WASM    := web/app.wasm
PORT    ?= 8000
PREFIX  ?=
WASM_SRC := $(shell find app games wasm -name '*.go' -not -name '*_test.go') go.mod go.sum

.PHONY: bench-bots all build compressed deps run dist test test-go test-browser vet lint bench profile fuzz shots clean

all: build

# What a target needs besides Go, and this machine lacks (npm while the card
# art is not built; Chromium, coturn, iptables… for the tests): as root,
# .ci/deps installs the Debian packages with apt-get; otherwise it prints
# the command to run and stops. It does nothing when all is there.
DEPS := build
test: DEPS := test
test: BROTLI := 5
bench: DEPS := bench
shots: DEPS := browser
deps:
	@sh .ci/deps $(DEPS)

# Inlining copies a function's body into each caller: in WebAssembly the
# copies cost more download than they save time, except in the hot code of
# the bots' search (the engines, the runtime, maps, sorting). So the
# app is built without inlining (-l) outside that code: app.wasm brotli is
# about 150 KB smaller and the bots think as fast (`make bench`).
WASM_GCFLAGS := -gcflags=all=-l $(foreach p,runtime internal/... sync/... slices sort maps menagerie/games/...,-gcflags=$(p)=)

# nethttpomithttp2: net/http is linked in the browser build (go-app's
# package imports it) but never serves nor dials there; its HTTP/2 half
# goes. GOWASM=satconv,signext: WebAssembly's saturating float-to-int and
# sign-extension instructions, shorter than their emulation; every browser
# the app runs on has them (Chrome 75+, Firefox 64+, Safari 15+).
WASM_TAGS   := -tags nethttpomithttp2
WASM_GOWASM := satconv,signext

# The Go runtime keeps every function's name and a line table in the binary,
# only to print stack traces: `wasm trim` clears them (package wasm/trim),
# about 200 KB of the brotli download. A panic then prints "?" for files and
# lines; `make clean build DEBUG=1` keeps them, to read a stack trace, and
# keeps the WebAssembly functions' names for a profiler (see `make
# profile`). It also writes the initial memory as a few data segments
# instead of the linker's 100,000 (their headers were about 140 KB of
# brotli).
DEBUG ?=
$(WASM): $(WASM_SRC)
	GOOS=js GOARCH=wasm GOWASM=$(WASM_GOWASM) $(GO) build -trimpath -ldflags='$(if $(DEBUG),-w,-s -w)' $(WASM_TAGS) $(WASM_GCFLAGS) -o $(WASM) ./wasm
	$(GO) run ./wasm trim $(if $(DEBUG),-keepnames) $(WASM)

# Card art: an open-licensed emoji set installed from npm at a pinned
# version, plus the few animals it lacks, drawn for the app (wasm/art).
ART := web/art/.stamp
$(ART): $(wildcard wasm/art/*) $(wildcard wasm/art/own/*) | deps
	sh wasm/art/build.sh

# Brotli and gzip copies of app.wasm and of the other compressible files of
# web/, for `make run` and `make dist` to serve; only new or changed files are
# compressed. Quality 11 takes about a minute for app.wasm on two cores;
# BROTLI=5 takes a second and makes it a sixth bigger: make test uses it (the
# tests check how the copies are served, not their size), and a later build
# at another quality writes every copy again (web/.brotli says at which quality they are).
BROTLI  ?= 11
compressed: $(WASM) $(ART)
	@if [ "$$(cat web/.brotli 2>/dev/null)" != "$(BROTLI)" ]; then find web -name '*.br' -delete; fi
	$(GO) run ./wasm compress -quality $(BROTLI) web
	@echo $(BROTLI) > web/.brotli

build: deps $(WASM) $(ART) compressed

run: build
	$(GO) run ./wasm serve -addr :$(PORT)

dist: build
	$(GO) run ./wasm dist -out dist $(if $(PREFIX),-prefix $(PREFIX))

# The browser tests are behind the build tag browser (go test ./... runs
# the native tests alone): vet, lint and test cover them with -tags browser.
# Every file under that tag is native (!js), so the WebAssembly half is
# vetted with the build's own flags: it reads the packages the build
# compiled instead of compiling them all again (on an empty build cache,
# 45 CPU-seconds instead of 140).
vet:
	$(GO) vet -tags browser ./...
	GOOS=js GOARCH=wasm GOWASM=$(WASM_GOWASM) $(GO) vet $(WASM_TAGS) $(WASM_GCFLAGS) ./app/... ./games/... ./wasm/...
	@test -z "$$(gofmt -l app games wasm)" || (gofmt -l app games wasm; echo "gofmt needed"; exit 1)

# staticcheck, at a pinned version from the Go module proxy, natively and
# for the browser build.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
lint: vet
	GOBIN=$(CURDIR)/.tools $(GO) install $(STATICCHECK)
	.tools/staticcheck -tags browser ./...
	GOOS=js GOARCH=wasm .tools/staticcheck -tags browser ./app/... ./games/... ./wasm/...

# -parallel 4: the long browser games (t.Parallel) run side by side, since
# they mostly wait on the pages. ./wasm first: the browser tests take the
# longest, so they start while the other packages share the second core.
# GOGC=400 for the tests' own processes (not the app, which sets its own):
# the native tests allocate fast, and at the default the collector and the
# scavenger's returns of memory to the kernel, dear on a virtual machine,
# took a third of their CPU time (287 CPU-seconds at 100, 195 at 400).
test: build vet
	GOGC=400 $(GO) test -tags browser -timeout 60m -parallel 4 ./wasm ./...

FUZZTIME ?= 15s

# Every fuzz target of every package, each for FUZZTIME. A crash is saved
# under the package's testdata/fuzz and then runs with the regular tests.
fuzz:
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; \
	    $(GO) test $$pkg -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) || exit 1; \
	  done; \
	done

# One Markdown table of what a player feels, with the machine it ran on:
# app.wasm's size, cold and warm loads in headless Chromium, random playouts
# natively and in WebAssembly (Node), bot moves, the WebRTC move round trip,
# and on a phone profile (slow 4G, CPU 4× slower, 360×740) the long tasks
# and Hard's moves, and the first and next visits of the app and of the
# floor (wasm/floor, built here the app's way). Progress goes to stderr,
# the table to stdout. BENCH_ONLY=loads,sizes runs only some parts (sizes,
# loads, playouts, bots, longtasks, roundtrip, phone, memory, paste).
BENCH_ONLY ?=
# Seeded bot tournaments: Hard and Medium against each game's outside
# opponent (games/bot/peers*_test.go), Hard against Medium, Medium against
# Easy; seats rotated, 95% Wilson intervals against the fair share. Run
# with nice, since the machine is shared; BOT_GAMES games per match (four
# times as many in Chevaux), BOT_ONLY a table (e.g. beavergang), BOT_MATCH
# the matches whose name contains it (e.g. climber).
BOT_GAMES ?= 30
BOT_ONLY  ?=
BOT_MATCH ?=
bench-bots:
	nice $(GO) test ./games/bot -run '^TestTournament$$' -tournament -games $(BOT_GAMES) $(if $(BOT_ONLY),-only $(BOT_ONLY)) $(if $(BOT_MATCH),-match '$(BOT_MATCH)') -v -timeout 90m

bench: build
	cd wasm && WASM_GCFLAGS='$(WASM_GCFLAGS)' WASM_TAGS='$(WASM_TAGS)' WASM_GOWASM='$(WASM_GOWASM)' BROTLI='$(BROTLI)' $(GO) test -tags browser -count=1 -timeout 30m -run '^TestBenchTable$$' -benchtable $(if $(BENCH_ONLY),-benchonly $(BENCH_ONLY))

# A CPU profile of the page while four Hard bots play GAME on a phone's CPU
# and screen (TestProfilePlay): the functions that took most, and the
# browser's own work by kind, printed; profile.cpuprofile opens in
# DevTools' Performance panel. The app is built with its functions' names
# for it, then removed, so that the next build is the usual one. It also
# counts the DOM's changes by element. PROFILEFLAGS passes more flags to the
# test: PROFILEFLAGS=-profilefor=1500ms profiles the table's first drawing.
# GAME=start profiles a next visit instead: the start-up's tasks, and what
# runs from Go's main to a home page that takes a tap.
GAME ?= beavergang
profile:
	rm -f $(WASM)
	$(MAKE) build DEBUG=1 BROTLI=1
	cd wasm && $(GO) test -tags browser -count=1 -timeout 10m -run '^TestProfilePlay$$' $(PROFILEFLAGS) -profilegame $(GAME) -profileout $(CURDIR)/profile.cpuprofile -v . ; \
	status=$$?; rm -f ../$(WASM); exit $$status

# Screenshots of the home page and of each game of the catalog a few turns
# in, at phone (360×740) and desktop (1280×900) sizes, taken by TestShots in
# headless Chromium: web/shots/, shown in the README and in the install
# dialog (the manifest lists them; the offline cache leaves them out).
shots: build
	@tmp=$$(mktemp -d) && \
	MENAGERIE_SHOTS=$$tmp $(GO) test -tags browser ./wasm -count=1 -timeout 15m -run '^TestShots$$' && \
	rm -rf web/shots && mkdir -p web/shots && \
	cp $$tmp/*-phone.png $$tmp/*-tablet.png $$tmp/*-desktop.png web/shots/ && \
	rm -rf $$tmp && ls -l web/shots

clean:
	rm -rf dist web/art .tools $(WASM)
	find web \( -name '*.br' -o -name '*.gz' \) -delete
