# One image recipe for every Paydraft Node app; APP_MAIN picks which one runs.
#   services: --build-arg APP_MAIN=services/auth/src/main.ts
#   gateway:  --build-arg APP_MAIN=gateway/src/main.ts --build-arg BUILD_FRONTEND=true

FROM node:20-bookworm-slim AS build
WORKDIR /app

# Manifests alone first, so the install layer stays cached while only sources change.
COPY package.json package-lock.json ./
# The lockfile lists other platforms' optional packages that some registries do not
# serve, which makes `npm ci` refuse it; `npm install` accepts the same lockfile.
RUN npm ci || npm install

COPY . .
# The generated contracts are not committed (proto/src/gen is gitignored).
RUN cd proto && npx buf generate
# The fonts pdf-render draws with, copied from Debian's fonts-noto-core and the npm font packages
# into .tools/fonts (checked by size and hash); the packages themselves stay in this stage.
RUN node -e "import('./infra/scripts/lib/fonts.mjs').then((fonts) => fonts.ensureFonts())"

ARG BUILD_FRONTEND=false
RUN if [ "$BUILD_FRONTEND" = "true" ]; then npx vite build --config frontend/vite.config.mts; fi

# Build tools (buf, vite, jest, ...) stay out of the runtime image.
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
# Declared only in this stage so that every app reuses one cached build stage.
ARG APP_MAIN
ENV NODE_ENV=production \
    APP_MAIN=${APP_MAIN}
WORKDIR /app
COPY --from=build /app ./
# Fail the build, not the container start, when APP_MAIN is missing or wrong.
RUN test -n "$APP_MAIN" && test -f "$APP_MAIN" \
    || { echo "build arg APP_MAIN must name an entry file, got '$APP_MAIN'" >&2; exit 1; }

USER node
# Exec form cannot expand variables, so a shell expands APP_MAIN and then `exec`s
# node, leaving node as the process that receives the stop signal.
CMD ["sh", "-c", "exec node -r @swc-node/register \"$APP_MAIN\""]
