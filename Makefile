# Turnpan: the two commands of the README.
#   make run   - build everything and start the platform at http://localhost:8080
#   make test  - install what the tests need (on a fresh machine) and run every test
.PHONY: run test test-deps test-rust test-deep fmt-check clippy bench

CARGO ?= cargo

run:
	$(CARGO) build --release -p turnpan
	./target/release/turnpan --help

test: test-deps fmt-check clippy test-rust test-deep

test-deps:
	./scripts/install-test-deps.sh

fmt-check:
	$(CARGO) fmt --all -- --check

clippy:
	$(CARGO) clippy --workspace --all-targets -- -D warnings

test-rust:
	$(CARGO) test --workspace

# Every perft depth of every position, in release.
test-deep:
	TURNPAN_DEEP_PERFT=1 $(CARGO) test --release -p turnpan-rules --test perft

bench:
	$(CARGO) build --release -p turnpan
	./scripts/bench-perft.sh
