#!/bin/sh
# The production start command: the Dockerfile's CMD, and what e2e/production-start.e2e.ts runs
# outside a container. Node 24 runs the TypeScript server directly (type stripping); `exec` makes
# node PID 1's child-free replacement so SIGTERM reaches it and in-flight requests drain.
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
# glibc gives each thread that allocates its own arena and rarely hands freed memory back: libvips'
# resize threads took the resident memory of a resize flood from 210 to 502 MB; with two arenas,
# to 355 MB (npm run soak's abuse phase measures it). An operator's own value wins.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node server/main.ts
