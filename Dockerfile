# The app image: one image, three roles (`api`, `projections`, `workers`), picked by the command.
# Node runs the TypeScript sources directly (type stripping): the only build step is the web app.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY schemas/package.json schemas/
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY api/package.json api/
COPY workers/package.json workers/
COPY web/package.json web/
COPY server/package.json server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Exec form: node is PID 1 and gets SIGTERM itself (graceful stop, exit 0).
ENTRYPOINT ["node", "server/src/main.ts"]
CMD ["all"]
