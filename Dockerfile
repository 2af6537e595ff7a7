# syntax=docker/dockerfile:1.7
#
# One image for every Studyhub Node process; the command chooses the process:
#   gateway             node gateway/dist/main.js
#   <service>           node services/<service>/dist/main.js
#   migrations          node infra/dist/cli/migrate-all.js
#   frontend            npm run serve -w @studyhub/frontend -- -p 3000
# and a `worker` target (LibreOffice, fonts, poppler) for
#   document worker     node services/document-processing/dist/worker.js
#
#   docker build -t studyhub .                         # default target: runtime
#   docker build -t studyhub-worker --target worker .
#
# No HEALTHCHECK: Compose and Kubernetes probe /health/live, /health/ready and /healthz themselves.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- base: shared settings for every stage ----------------------------------------------------------
FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_SKIP_NX_CACHE=true \
    NEXT_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# --- manifests: only the lockfile and the package.json of the root and of every workspace ----------
# Copying the manifests alone keeps the install layers cached until a dependency changes. The
# lockfile pins every version; `npm install` is used because it omits other platforms' optional
# binaries, which `npm ci` would refuse.
FROM base AS manifests
COPY . /src
RUN set -eu; \
    mkdir -p /manifests; \
    cd /src; \
    cp package.json package-lock.json /manifests/; \
    if [ -f .npmrc ]; then cp .npmrc /manifests/; fi; \
    find . -mindepth 2 -maxdepth 3 -name package.json -not -path './node_modules/*' -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

# --- deps: every dependency, for the build ---------------------------------------------------------
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund

# --- prod-deps: production dependencies only, for the runtime ------------------------------------
FROM base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --omit=dev

# --- build: libs, services, gateway, infra (tsc) and the frontend (next build) -------------------
FROM deps AS build
# The frontend reads GATEWAY_INTERNAL_URL at request time, so one image serves every environment.
COPY . .
RUN npm run build
# Assemble what the runtime needs in /out: each package's dist, and the built frontend.
RUN set -eu; \
    for entry in gateway/dist/main.js infra/dist/cli/migrate-all.js \
                 services/document-processing/dist/worker.js frontend/.next/BUILD_ID; do \
      [ -f "$entry" ] || { echo "build did not produce $entry" >&2; exit 1; }; \
    done; \
    for service in auth catalog orders points-ledger document-processing ai-tools notifications content; do \
      [ -f "services/$service/dist/main.js" ] || { echo "build did not produce services/$service/dist/main.js" >&2; exit 1; }; \
    done; \
    mkdir -p /out; \
    for pkg in libs/* services/* gateway infra; do \
      if [ -d "$pkg/dist" ]; then mkdir -p "/out/$pkg" && cp -a "$pkg/dist" "/out/$pkg/dist"; fi; \
    done; \
    find /out -name '*.tsbuildinfo' -delete; \
    mkdir -p /out/frontend /out-next; \
    tar -C frontend --exclude=./node_modules --exclude=./.next -cf - . | tar -C /out/frontend -xf -; \
    tar -C frontend/.next --exclude=./cache -cf - . | tar -C /out-next -xf -; \
    mkdir -p /out-next/cache

# --- runtime-base: production dependencies + built output, non-root, tini as PID 1 ---------------
FROM base AS runtime-base
# qpdf: document-processing checks every upload (encryption, damage, active content) as it arrives.
RUN set -eu; \
    apt-get update; \
    apt-get install -y --no-install-recommends tini qpdf; \
    rm -rf /var/lib/apt/lists/*
# BIND_HOST: in a container every process listens on all interfaces (the platform defaults to
# 127.0.0.1, right for a developer machine), or no other container and no probe could reach it.
ENV NODE_ENV=production \
    BIND_HOST=0.0.0.0 \
    DATA_DIR=/data \
    HOME=/tmp \
    npm_config_cache=/tmp/.npm
COPY --from=prod-deps /app/ ./
# `next start` loads next.config.ts through TypeScript (a dev dependency of the root).
COPY --from=deps /app/node_modules/typescript ./node_modules/typescript
COPY --from=build /out/ ./
# Code stays root-owned and read-only to the app; only the data folder and the frontend's .next
# (Next.js writes its image and incremental caches there) belong to the app user.
COPY --from=build --chown=1000:1000 /out-next/ ./frontend/.next/
RUN mkdir -p /data && chown 1000:1000 /data
# The `node` user of the base image, numeric so that runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000 4000 4101 4102 4103 4104 4105 4106 4107 4108 4115
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "gateway/dist/main.js"]

# --- worker: the document pipeline (DOCX/PPTX -> PDF with warm LibreOffice over UNO, poppler, qpdf) ---
FROM runtime-base AS worker
USER root
RUN set -eu; \
    apt-get update; \
    apt-get install -y --no-install-recommends \
      libreoffice-core libreoffice-writer-nogui libreoffice-impress-nogui python3-uno \
      fonts-crosextra-carlito fonts-crosextra-caladea fonts-liberation \
      fontconfig poppler-utils qpdf; \
    fc-cache -f; \
    rm -rf /var/lib/apt/lists/*
USER 1000:1000
CMD ["node", "services/document-processing/dist/worker.js"]

# --- runtime (default target): gateway, services, frontend, migrations -----------------------------
FROM runtime-base AS runtime
