# The production image: the site server (npm run serve) and the build script (npm run build), with
# the production dependencies only. Left out: the devDependencies (tests, benchmarks, and the
# embedded stand-in's packages, which never runs with SITE_ENV=production) and the optional GPL
# ffmpeg (@ffmpeg-installer), which only the stand-in's media uses. docs/deploy.md says how to run it.
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional would also drop esbuild's and Rollup's native binaries, which the build needs:
# the one GPL optional dependency is removed by name instead.
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/@ffmpeg-installer

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    SITE_ENV=production \
    TRUST_PROXY=1 \
    HOST=0.0.0.0 \
    PORT=4321 \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY . .
# The build writes its output to dist/ (the volume), its caches to .cache and .astro, and its work
# folders and each tenant's previous output (for --rollback) to .build, which lives on the volume
# too: a finished build and a rollback are renames, which cannot cross file systems.
RUN mkdir -p dist .cache .astro && chown node:node dist .cache .astro && ln -s dist/.build .build
USER node
VOLUME ["/app/dist"]
EXPOSE 4321
# Liveness only; the load balancer asks /readyz (builds loaded, Redis answering, not draining).
HEALTHCHECK --interval=10s --timeout=2s CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The exec form makes node PID 1, so docker stop's SIGTERM reaches it and drains the server (docs/deploy.md).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.ts"]
