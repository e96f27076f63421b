# Turnpan: the two commands of the README.
#   make run   - build everything (web UI, release binary) and start the platform at
#                http://localhost:8080 with an embedded SQLite database (turnpan.db)
#   make test  - install what the tests need (on a fresh Debian machine) and run every test
.PHONY: run web test test-deps fmt-check clippy doc test-rust test-deep test-web test-scripts bench

CARGO ?= cargo
PORT ?= 8080

run: web
	$(CARGO) build --release -p turnpan
	./target/release/turnpan --variants variants/examples serve --port $(PORT) --db sqlite://turnpan.db --static web/dist

# The rules and engine in WebAssembly (the analysis pages' engine) are part of the UI's build.
web:
	CARGO=$(CARGO) ./scripts/build-wasm.sh
	cd web && npm ci --no-audit --no-fund && npm run build

test: test-deps fmt-check clippy doc test-rust test-deep test-web test-scripts

test-deps:
	./scripts/install-test-deps.sh

fmt-check:
	$(CARGO) fmt --all -- --check

clippy:
	$(CARGO) clippy --workspace --all-targets -- -D warnings

# The API documentation builds without a broken link or a malformed comment.
doc:
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --workspace --no-deps

# Unit, property, CLI, engine and server tests; the server's integration suite runs on SQLite
# and, through with-postgres.sh, on a throw-away PostgreSQL as well.
test-rust:
	./scripts/with-postgres.sh $(CARGO) test --workspace

# Every perft depth of every position (billions of nodes), in release.
test-deep:
	TURNPAN_DEEP_PERFT=1 $(CARGO) test --release -p turnpan-rules --test perft

# Browser tests: Playwright driving Debian's Chromium against the real server.
test-web:
	$(CARGO) build -p turnpan
	./web/run-tests.sh

# The match scripts' own examples (their Elo arithmetic and the ratings fit), `turnpan uci` through python-chess's
# engine API (a real UCI client), and the evaluation-tuning tools end to end.
test-scripts:
	python3 -m doctest scripts/match/match.py
	python3 -m doctest scripts/match/ratings.py
	$(CARGO) build -p turnpan
	python3 scripts/uci_client_check.py target/debug/turnpan
	CARGO=$(CARGO) ./scripts/check-tuning.sh

bench:
	$(CARGO) build --release -p turnpan
	./scripts/bench-perft.sh
