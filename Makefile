# HomePact: `make dev` runs the whole product on embedded defaults, `make test` runs every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
# Node 24 from the `node` dev dependency comes first, whatever the machine has.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

STAMP := node_modules/.install-stamp

.PHONY: dev test lint format typecheck bench profile-gateway install system-deps clean build test-containers docs backup restore

$(STAMP): package.json package-lock.json $(wildcard */package.json services/*/package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: $(STAMP)

## Debian packages the product and its tests use (Chromium for PDFs and browser tests, Redis for the rate-limit tests, poppler for reading the executed PDF).
system-deps:
	@bash scripts/ensure-system-deps.sh chromium chromium-headless-shell redis-server poppler-utils fonts-liberation fonts-dejavu-core fonts-noto-color-emoji

# V8 flags of every process that serves requests (services/kit/src/gc-tuning.ts says why); the images' CMD has the same.
SERVER_NODE_FLAGS := --no-memory-reducer

dev: install
	@bash scripts/ensure-system-deps.sh chromium chromium-headless-shell fonts-liberation fonts-dejavu-core fonts-noto-color-emoji || true
	tsx $(SERVER_NODE_FLAGS) scripts/dev.ts

test: install system-deps typecheck
	status=0; vitest run --reporter=default --reporter=json --outputFile.json=artifacts/test-results.json || status=$$?; \
	  node scripts/test-summary.mjs artifacts/test-results.json; exit $$status

## Every check that reads the code: ESLint (type-aware rules, import boundaries, test assertions), Prettier,
## the type check, knip (unused files, exports, dependencies), syncpack (one version of each dependency), and the docs:
## docs/configuration.md up to date with the config schemas, every Markdown link resolving, no machine paths.
## Caches under node_modules/.cache (ESLint's and Prettier's per file, tsc's .tsbuildinfo): a second run checks only what changed.
lint: install typecheck
	eslint --cache --cache-location node_modules/.cache/eslint/ .
	prettier --check --cache .
	knip --no-progress
	syncpack lint
	tsx scripts/docs/configuration.ts --check
	tsx scripts/docs/check-links.ts

## docs/configuration.md from the zod config schemas (`make lint` fails when it is stale).
docs: install
	tsx scripts/docs/configuration.ts

## The three TypeScript projects: services, gateway, proto, scripts and tests; the web app; its browser tests.
TSC_CACHE := node_modules/.cache/tsc
typecheck: install
	tsc -p tsconfig.json --noEmit --incremental --tsBuildInfoFile $(TSC_CACHE)/root.tsbuildinfo
	tsc -p web/tsconfig.json --noEmit --incremental --tsBuildInfoFile $(TSC_CACHE)/web.tsbuildinfo
	tsc -p web/e2e/tsconfig.json --noEmit --incremental --tsBuildInfoFile $(TSC_CACHE)/web-e2e.tsbuildinfo

## Compiles every Node service to <service>/dist (esbuild; what the images run): `node dist/server.js`.
build: install
	for ws in gateway identity contracts ai documents notifications admin; do npm run --silent build -w @homepact/$$ws; done

## The production adapters against real servers of the deployed versions (Docker needed; without one it says so and exits 0).
test-containers: install
	tsx scripts/test-containers.ts

format: install
	prettier --write .

bench: install system-deps
	@bash scripts/ensure-system-deps.sh wrk || echo "wrk is missing: the load figures fall back to autocannon, which shares the stack's event loop"
	tsx $(SERVER_NODE_FLAGS) scripts/bench/run.ts

## CPU profiles of the gateway and of the contracts service under wrk (artifacts/*.cpuprofile) and their top self-time functions.
profile-gateway: install
	@command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk"; exit 1; }
	tsx $(SERVER_NODE_FLAGS) scripts/bench/profile-gateway.ts

## The embedded store (DATA_DIR, default .data) to BACKUP_DIR/<UTC timestamp>/ (default backups/): every service's
## collections as JSON lines, dev secrets and seal, a manifest with counts and SHA-256s. `make clean` keeps backups/.
backup: install
	tsx scripts/backup.ts backup

## The newest backup (or BACKUP=<dir>) into DATA_DIR, after checking it against its manifest. Refused when DATA_DIR
## holds anything, unless FORCE=1 (which moves it aside to <DATA_DIR>.replaced-<time>, deleting nothing).
restore: install
	tsx scripts/backup.ts restore

## Removes what `make install` and the product make again (node_modules, .data, artifacts); never backups/.
clean:
	rm -rf node_modules .data artifacts
