#!/bin/sh
# The production start command: the Dockerfile's CMD, and what e2e/production-start.e2e.ts runs
# outside a container. Node 24 runs the TypeScript server directly (type stripping); `exec` makes
# node PID 1's child-free replacement so SIGTERM reaches it and in-flight requests drain.
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
exec node server/main.ts
