# The API and the projection worker share this image; compose picks the command.
# Two stages: everything is built with the full toolchain, then the image keeps the build's
# output and the production dependencies only (no Vite, Vitest, Lighthouse, Playwright or
# testcontainers). Nothing compiles at start: the file system may be read-only but for /app/.data.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Both single-page sites and the server (services/dist: main.js, worker.js, worker-health.js).
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# glibc returns the memory freed by V8's compiler threads (SERVER_ENV in scripts/build-server.ts).
ENV GLIBC_TUNABLES=glibc.malloc.trim_threshold=131072
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
# The sources stay for the operators' commands (npm run projections, create-admin, seed, audit:
# tsx is a production dependency); the built server and sites come from the build stage.
COPY . .
COPY --from=build /app/services/dist ./services/dist
COPY --from=build /app/web-public/dist ./web-public/dist
COPY --from=build /app/web-admin/dist ./web-admin/dist
# DATA_DIR (uploads, unsent mail): the one directory the app writes, made here and owned by
# `node`, so a volume mounted on it starts with that owner.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--max-old-space-size=512", "services/dist/main.js"]
