# syntax=docker/dockerfile:1

# Shared base: the workspace manifests and the tools better-sqlite3 needs to compile its native module.
FROM node:20-bookworm-slim AS base
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/

# Full install and the front-end build (frontend/dist).
FROM base AS build
RUN npm ci
COPY . .
RUN npm run build && npm run build:backend

# Production dependencies only (the server is compiled; tsx stays for the operator's CLIs).
FROM base AS prod-deps
RUN npm ci --omit=dev && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Manifests plus every node_modules tree npm created (root and, where it needed them, per workspace).
COPY --from=prod-deps /app ./
COPY tsconfig.json ./
COPY contracts/ contracts/
COPY backend/ backend/
COPY --from=build /app/frontend/dist frontend/dist
# The compiled server (esbuild bundle with its source map).
COPY --from=build /app/dist dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# node runs as PID 1 (not under npm), so SIGTERM reaches the server itself and it drains.
CMD ["node", "--enable-source-maps", "dist/server.js"]
