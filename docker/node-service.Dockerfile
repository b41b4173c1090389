# syntax=docker/dockerfile:1.7
# One image definition for every HomePact Node service (identity, contracts, ai, documents,
# notifications, admin, gateway). Build from the repository root with the service's name:
#
#   docker build -f docker/node-service.Dockerfile --build-arg SERVICE=identity --build-arg PORT=4001 \
#     -t homepact/identity .
#
# - TypeScript is compiled at build time (scripts/build-service.mjs: esbuild bundles the service and
#   the @homepact/* workspaces it imports into dist/); the runtime runs plain `node`, no tsx.
# - package-lock.json is the only source of packages: `npm ci` for the service's workspaces, nothing
#   installed outside it (esbuild is a locked devDependency of @homepact/kit); npm and corepack are
#   removed from the runtime image.
# - Non-root (uid 10001), nothing writable but /tmp (Kubernetes mounts an emptyDir there and keeps
#   the root filesystem read-only).
# - The base image is pinned by its manifest-list digest (node 24.21.0, Debian bookworm slim), the
#   same Node version as the `node` devDependency `make dev` runs on.
# - No Chromium: in Kubernetes documents renders through Gotenberg (GOTENBERG_URL, required in
#   production); the local-Chromium renderer is for `make dev` only.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:2fe369e969550cde8e867afc3fe370b260140cab4a23d467074295b42163d553

# ---------------------------------------------------------------------------------------------------
# manifests: the lockfile and every package.json, alone, so the npm layers below are reused until a
# manifest changes (editing source never reinstalls packages).
# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /out/scripts \
 && cp package.json package-lock.json /out/ \
 && cp scripts/workspaces.mjs /out/scripts/ \
 && find proto services gateway web -maxdepth 2 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /out/ \;

# ---------------------------------------------------------------------------------------------------
# build: the service's workspaces with their devDependencies (esbuild), then the bundle.
# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY --from=manifests /out/ ./
RUN test -n "${SERVICE}" || { echo "build with --build-arg SERVICE=<identity|contracts|ai|documents|notifications|admin|gateway>"; exit 1; }
RUN --mount=type=cache,target=/root/.npm \
    npm ci $(node scripts/workspaces.mjs "@homepact/${SERVICE}" --flags)
COPY tsconfig.base.json tsconfig.json ./
COPY proto/ proto/
COPY services/ services/
COPY gateway/ gateway/
COPY scripts/build-service.mjs scripts/
RUN npm run build --workspace="@homepact/${SERVICE}" \
 && mkdir -p /runtime/service \
 && cp -r "$(node scripts/workspaces.mjs "@homepact/${SERVICE}" --dir)/dist" /runtime/service/dist

# ---------------------------------------------------------------------------------------------------
# prod-deps: production node_modules of the same workspaces, exactly as locked. The bundle imports
# every npm package from here at run time (OpenTelemetry instruments them as they load). Test and build
# tools are devDependencies (never peers, which --omit=dev keeps): tests/deploy/image-packages.test.ts
# computes this set from the lockfile and fails on any.
# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
ARG SERVICE
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev $(node scripts/workspaces.mjs "@homepact/${SERVICE}" --flags) \
 && rm -rf node_modules/@homepact \
 && mkdir -p /runtime/service \
 && mv node_modules /runtime/node_modules \
 && dir="$(node scripts/workspaces.mjs "@homepact/${SERVICE}" --dir)" \
 && if [ -d "${dir}/node_modules" ]; then mv "${dir}/node_modules" /runtime/service/node_modules; fi

# ---------------------------------------------------------------------------------------------------
# runtime
# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT=8080
LABEL org.opencontainers.image.title="homepact-${SERVICE}" \
      org.opencontainers.image.source="https://github.com/homepact/homepact"
# Nothing installs packages at run time: no package managers in the image.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
 && groupadd --system --gid 10001 homepact \
 && useradd --system --uid 10001 --gid 10001 --home-dir /tmp --no-create-home --shell /usr/sbin/nologin homepact
WORKDIR /app
# Files stay owned by root and read-only to the app user: the code is immutable at run time.
# /app/node_modules (packages) + /app/service/dist (our bundle) [+ /app/service/node_modules].
COPY --from=prod-deps /runtime/ /app/
COPY --from=build /runtime/ /app/
# The app writes only to /tmp (DATA_DIR for the embedded store, used only with ALLOW_EMBEDDED).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    DATA_DIR=/tmp/data \
    HOME=/tmp
USER 10001:10001
EXPOSE ${PORT}
# Liveness /healthz and readiness /readyz are probed by Kubernetes (no HEALTHCHECK here).
# One process, node itself: SIGTERM reaches the server directly for its graceful close.
CMD ["node", "--enable-source-maps", "--no-memory-reducer", "service/dist/server.js"]
