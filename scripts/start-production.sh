#!/bin/sh
# The production start command: the Dockerfile's CMD, and what e2e/production-start.e2e.ts runs
# outside a container. Node 24 runs the TypeScript server directly (type stripping); `exec` makes
# node PID 1's child-free replacement so SIGTERM reaches it and in-flight requests drain.
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
# Memory under floods (npm run soak's abuse phase measures it). glibc gives each thread that
# allocates an arena of its own and rarely hands freed memory back: libvips' resize threads took a
# resize flood from 210 to 502 MB resident. With two arenas, and blocks of 128 KB and more (decoded
# photos, AVIF encoders) mapped and unmapped on their own, and V8's young generation at 8 MB
# semi-spaces (a flood of unique URLs churns short-lived objects), every flood together peaked at
# 286 MB instead of 381-415 MB. An operator's own malloc settings win.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec node --max-semi-space-size=8 server/main.ts
