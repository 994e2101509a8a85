# Production image of one Paydraft app, from its esbuild bundle (infra/build):
#   docker build -f infra/docker/node-app.Dockerfile --build-arg APP=auth .
# APP is an app with an Nx `build` target: auth, documents, clients, billing, mailer, pdf-render,
# gateway, or nats-credentials (the job that writes NATS's authorization and seeds for compose). The
# image holds the bundle, its pruned production node_modules and the app's run-time files (pdf-render's
# fonts, the gateway's frontend) and nothing else.

FROM node:20-bookworm-slim AS build
WORKDIR /app

# Manifests alone first, so the install layer stays cached while only sources change.
COPY package.json package-lock.json ./
# No install scripts: every package works from its prebuilt binary (package.json's allowScripts
# denies them; the image's npm 10 does not read that list, and the slim image has no compiler for
# the node-gyp rebuilds it would run). `npm install` is the fallback for a registry that lacks one
# of the other platforms' optional packages the lockfile lists. --loglevel=error, as in `npm run
# setup`: npm's warnings (engine ranges of build tools) would bury the build's own output.
RUN npm ci --ignore-scripts --no-audit --no-fund --loglevel=error \
    || npm install --ignore-scripts --no-audit --no-fund --loglevel=error

COPY . .
# Declared after the install so every app reuses one cached install layer.
ARG APP
RUN test -n "$APP" || { echo "build arg APP must name an app, e.g. --build-arg APP=auth" >&2; exit 1; }
# Nx runs what the build depends on first: the contracts (buf generate) and, for the gateway, the
# frontend; pdf-render's build fetches and checks its fonts (Debian's fonts-noto-core, npm packages).
RUN npx nx run "$APP:build" --output-style=static

# Only the packages the bundle imports, at the workspace lockfile's versions (dist/apps/$APP/package-lock.json).
WORKDIR /app/dist/apps/$APP
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error \
    || npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error

FROM node:20-bookworm-slim AS runtime
ARG APP
# The fonts and the frontend are found relative to /app; source maps make stack traces name .ts lines.
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PDF_FONTS_DIR=fonts \
    FRONTEND_DIST=frontend
WORKDIR /app
# Owned by root and not writable by the app's user: the running app cannot change its own code.
COPY --from=build /app/dist/apps/$APP ./
# Where nats-credentials writes, as node: Docker gives a new, empty named volume mounted here the
# ownership and mode of this directory, so the seeds it writes belong to node, the user every app
# image runs as (seeds mode 600: node and root only; nats-server runs as root and reads auth.conf).
RUN if [ "$APP" = nats-credentials ]; then install -d -o node -g node -m 700 /nats-auth; fi

USER node
# Compose runs it with `init: true`, so tini as PID 1 forwards stop signals and reaps children.
CMD ["node", "main.js"]
