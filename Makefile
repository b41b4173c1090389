# HomePact: `make dev` runs the whole product on embedded defaults, `make test` runs every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
# Node 24 from the `node` dev dependency comes first, whatever the machine has.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

STAMP := node_modules/.install-stamp

.PHONY: dev test lint format typecheck bench install system-deps clean

$(STAMP): package.json package-lock.json $(wildcard */package.json services/*/package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: $(STAMP)

## Debian packages the product and its tests use (Chromium for PDFs and browser tests, Redis for the rate-limit tests).
system-deps:
	@bash scripts/ensure-system-deps.sh chromium redis-server

dev: install
	@bash scripts/ensure-system-deps.sh chromium || true
	tsx scripts/dev.ts

test: install system-deps
	tsc -p tsconfig.json --noEmit
	tsc -p web/tsconfig.json --noEmit
	status=0; vitest run --reporter=default --reporter=json --outputFile.json=artifacts/test-results.json || status=$$?; \
	  node scripts/test-summary.mjs artifacts/test-results.json; exit $$status

lint: install
	eslint .
	prettier --check .
	tsc -p tsconfig.json --noEmit
	tsc -p web/tsconfig.json --noEmit

format: install
	prettier --write .

bench: install system-deps
	tsx scripts/bench/run.ts

clean:
	rm -rf node_modules .data artifacts
