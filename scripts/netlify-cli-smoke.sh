#!/usr/bin/env bash
# `npm run smoke:netlify-cli`: the Netlify CLI paths, offline, on this checkout.
#  1. `netlify dev` serves a page and /api/properties from the local data folder (.netlify/);
#  2. `npm start` then serves the same page and the same units from that same folder;
#  3. the deploy rehearsal (scripts/rehearse-deploy.ts): `netlify build --offline` and every
#     function bundle answering a request.
# netlify-cli is installed into a temporary folder (it is 475 MB and not a project dependency),
# unless NETLIFY_CLI names one already installed. Needs a checkout without local data.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" # the project's Node 24
port=8888

if [ -e .netlify/db ]; then
  echo "This smoke test starts from an empty data folder and .netlify/db exists: move it away first." >&2
  exit 1
fi
if [ -z "${NETLIFY_CLI:-}" ]; then
  cli_dir=$(mktemp -d)
  echo "Installing netlify-cli@26 into $cli_dir"
  npm install --prefix "$cli_dir" --no-audit --no-fund --loglevel=error netlify-cli@26 >/dev/null
  NETLIFY_CLI="$cli_dir/node_modules/.bin/netlify"
fi
export NETLIFY_CLI

server_pid=
stop_server() {
  if [ -n "$server_pid" ]; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
  fi
}
cleanup() {
  stop_server
  rm -rf .netlify/db .netlify/blobs-serve .netlify/state.json .netlify/jwt-secret .netlify/outbox .netlify/site .netlify/builds
}
trap cleanup EXIT

wait_for() { # url, seconds
  for _ in $(seq 1 "$2"); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 1
  done
  echo "No answer from $1 after $2 s" >&2
  return 1
}

check_site() { # label → prints the unit count
  local page units
  page=$(curl -fsS "http://localhost:$port/")
  grep -q 'Premium Office Space in South Boston' <<<"$page" || { echo "$1: the home page lacks its title" >&2; return 1; }
  units=$(curl -fsS "http://localhost:$port/api/properties" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).length))')
  [ "$units" -gt 0 ] || { echo "$1: /api/properties is empty" >&2; return 1; }
  echo "$units"
}

echo "== netlify dev"
set -m
"$NETLIFY_CLI" dev --offline --internal-disable-edge-functions --no-open >/tmp/netlify-dev.log 2>&1 &
server_pid=$!
set +m
wait_for "http://localhost:$port/api/properties" 240 || { tail -50 /tmp/netlify-dev.log; exit 1; }
units_dev=$(check_site 'netlify dev')
echo "netlify dev: home page and $units_dev units"
stop_server

echo "== npm start on the same data folder"
set -m
PORT=$port npm start >/tmp/npm-start.log 2>&1 &
server_pid=$!
set +m
wait_for "http://localhost:$port/api/properties" 240 || { tail -50 /tmp/npm-start.log; exit 1; }
units_start=$(check_site 'npm start')
echo "npm start: home page and $units_start units"
[ "$units_dev" = "$units_start" ] || { echo "The two servers saw different data ($units_dev vs $units_start units)" >&2; exit 1; }
stop_server

echo "== deploy rehearsal"
npx tsx scripts/rehearse-deploy.ts
