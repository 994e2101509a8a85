# The local stand-ins for Stripe, SendGrid and Google sign-in (infra/stripe-sim, infra/mail-capture,
# infra/google-oidc-mock) for the compose `demo` profile; compose picks each one's command. A demo
# image, not a production one: it runs the TypeScript sources through SWC as `npm start` does.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
# Dev dependencies included: the OIDC issuer (oauth2-mock-server) and the SWC loader are dev tools.
# No install scripts, as in node-app.Dockerfile: prebuilt binaries only, no compiler in the image.
RUN npm ci --ignore-scripts --no-audit --no-fund --loglevel=error \
    || npm install --ignore-scripts --no-audit --no-fund --loglevel=error
COPY tsconfig.json tsconfig.base.json ./
COPY infra/stripe-sim infra/stripe-sim
COPY infra/mail-capture infra/mail-capture
# The capture server's templates page renders the mail templates with their sample data.
COPY libs/i18n libs/i18n
COPY libs/mail-templates libs/mail-templates
COPY infra/google-oidc-mock infra/google-oidc-mock
ENV NODE_ENV=production
USER node
