# Solve's production image. The build stage runs the same `npm run build` as a checkout does; the
# runtime stage holds only production dependencies and the built files, and runs as `node`.
# Build: docker build -t solve .   Run: see compose.yaml and docs/operations.md.

FROM node:24-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change. Every workspace's
# manifest is copied because the lockfile names them all; only core, server and web are installed.
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --include-workspace-root --workspace core --workspace server --workspace web --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The web workspace's packages are needed at run time too: the server draws the first pages with
# the built web/dist/.ssr/prerender.js, which imports React, MUI and the router from node_modules.
RUN npm ci --omit=dev --workspace core --workspace server --workspace web --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/core/dist core/dist
COPY --from=build /app/server/dist server/dist
# Migrations are read from the source folder at start (server/src/db/client.ts).
COPY --from=build /app/server/src/db/migrations server/src/db/migrations
COPY --from=build /app/web/dist web/dist
# The embedded database, local files and the generated key live here when no DATABASE_URL is set.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data PORT=3000 HOST=0.0.0.0
VOLUME ["/data"]
USER node
EXPOSE 3000
# slim has no curl: Node's fetch asks /ready, which answers 200 only while the database answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/index.js"]
