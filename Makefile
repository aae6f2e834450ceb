# Ménagerie: `make run` builds and serves the app on http://localhost:8000,
# `make test` runs every test (browser tests included), `make dist` writes
# the static site to dist/.

GO      ?= go
WASM    := web/app.wasm
PORT    ?= 8000
PREFIX  ?=
WASM_SRC := $(shell find app games wasm -name '*.go' -not -name '*_test.go') go.mod go.sum

.PHONY: all build run dist test test-go test-browser vet bench fuzz clean

all: build

$(WASM): $(WASM_SRC)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o $(WASM) ./wasm

# Card art: an open-licensed emoji set installed from npm at a pinned
# version, plus the few animals it lacks, drawn for the app (wasm/art).
ART := web/art/.stamp
$(ART): $(wildcard wasm/art/*) $(wildcard wasm/art/own/*)
	sh wasm/art/build.sh

build: $(WASM) $(ART)

run: build
	$(GO) run ./wasm serve -addr :$(PORT)

dist: build
	$(GO) run ./wasm dist -out dist $(if $(PREFIX),-prefix $(PREFIX))

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./app/... ./wasm/...
	@test -z "$$(gofmt -l app games wasm)" || (gofmt -l app games wasm; echo "gofmt needed"; exit 1)

test: build vet
	$(GO) test ./...

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

bench:
	$(GO) test -run '^$$' -bench . -benchtime 2s ./games/...

clean:
	rm -rf dist web/art $(WASM) $(WASM).br $(WASM).gz
