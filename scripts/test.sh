#!/usr/bin/env bash
# npm test: every check CI runs, from a fresh clone after `npm install`.
# Installs Debian's Chromium (end-to-end tests; Playwright cannot download its own browsers on
# these machines) and redis-server (the shared session store's tests) when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v redis-server >/dev/null 2>&1 || missing="$missing redis-server"
if [ -n "$missing" ]; then
  echo "Installing$missing with apt-get..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  # One retry: a fresh machine may still hold the dpkg lock from its own start-up.
  for attempt in 1 2; do
    if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null; then break; fi
    [ "$attempt" = 2 ] && { echo "Could not install$missing with apt-get." >&2; exit 1; }
    sleep 10
  done
fi

echo "== Type check (astro check + tsc)"
npm run check
echo "== Lint (ESLint, typed)"
npm run lint
echo "== Tenant files (npm run validate: JSON Schema and zod)"
npm run validate
echo "== Unit tests (Vitest)"
vitest run
echo "== End-to-end tests (Playwright + Chromium)"
playwright test
