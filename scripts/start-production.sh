#!/bin/sh
# The production start command: the Dockerfile's CMD, and what e2e/production-start.e2e.ts and the
# bench run outside a container. `exec` makes node the process SIGTERM reaches, so requests drain.
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
# Memory under floods (docs/design.md, "Memory settings"): two malloc arenas, large blocks mapped on
# their own, 8 MB semi-spaces, no allocation-site pretenuring, and a major GC once the old space has
# grown 20% past what the last one kept. An operator's own malloc settings win.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec node --max-semi-space-size=8 --no-allocation-site-pretenuring --heap-growing-percent=20 server/main.ts
