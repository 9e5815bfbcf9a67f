#!/usr/bin/env bash
# build-server-to.sh <name>: builds the server into apps/server/dist-<name>, beside the main build,
# so a change can be measured (BENCH_SERVER_MAIN=apps/server/dist-<name>/main.js) while
# apps/server/dist stays as it is. Relative paths (migrations, the web build) resolve the same way.
set -euo pipefail
name="${1:?usage: build-server-to.sh <name>}"
cd "$(dirname "$0")/../apps/server"
rm -rf "dist-$name"
npx tsc -p tsconfig.build.json --outDir "dist-$name" --tsBuildInfoFile "dist-$name/.tsbuildinfo"
node ../../scripts/copy-assets.mjs src "dist-$name" .graphql .json .md
node ../../scripts/make-pglite-template.mjs "dist-$name"
node ../../scripts/bundle-server.mjs "dist-$name"
echo "built apps/server/dist-$name/main.js"
