#!/usr/bin/env bash
# `npm run smoke:netlify-cli`: the Netlify CLI paths, offline, on this checkout.
#  1. `netlify dev` serves a page and /api/properties from the local data folder (.netlify/);
#  2. `npm start` then serves the same page and the same units from that same folder;
#  3. the deploy rehearsal (scripts/deploy/rehearse-deploy.ts): `netlify build --offline` and every
#     function bundle answering a request.
# The rehearsal has a data folder of its own (a scratch folder) and no port, so it runs beside 1 and 2
# from the start: each of the three is mostly one process on one core, and a CI machine has two.
# netlify-cli (475 MB, not a project dependency) is the exact version below, installed once into
# ~/.cache and reused, unless NETLIFY_CLI names a `netlify` binary to use instead. Needs a checkout
# without local data. A server that exits fails the run at once, one that never answers after
# startup_limit; either way the end of its log is printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH" # the project's Node 24
# Both servers must use the local data folder it checks, whatever the caller's shell names.
unset DATABASE_URL
netlify_cli_version=26.2.0                 # the version this smoke was verified with
# netlify.toml's ports unless SMOKE_PORT / SMOKE_ASTRO_PORT move them (a machine where they are taken).
port=${SMOKE_PORT:-8888}
export ASTRO_PORT=${SMOKE_ASTRO_PORT:-4321} # netlify dev's [dev] target: scripts/dev.ts's astro dev
startup_limit=420 # seconds: netlify dev on a new folder took 1-1.5 min on a 2-core machine at load 13 (2.5-4.5 min while it bundled the functions)


# The install is keyed by its exact version and renamed into place only once complete, so a
# half-finished or concurrent install is never used.
install_netlify_cli() { # version → prints the path of its `netlify` binary
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/southboston-leasing/netlify-cli-$1"
  if [ ! -x "$dir/node_modules/.bin/netlify" ]; then
    local tmp
    mkdir -p "$(dirname "$dir")" && tmp=$(mktemp -d "$dir.partial-XXXXXX") || return 1
    echo "Installing netlify-cli@$1 into $dir" >&2
    # (set -e does not reach inside $(...), where this runs: every failure returns by hand.)
    npm install --prefix "$tmp" --no-audit --no-fund --loglevel=error "netlify-cli@$1" >/dev/null || {
      rm -rf "$tmp"
      return 1
    }
    mv -T "$tmp" "$dir" 2>/dev/null || rm -rf "$tmp" # another run finished first: use its copy
  fi
  echo "$dir/node_modules/.bin/netlify"
}
if [ -z "${NETLIFY_CLI:-}" ]; then
  NETLIFY_CLI=$(install_netlify_cli "$netlify_cli_version")
fi
# `--install-only`: fetch netlify-cli and stop (CI does it while the tests run).
if [ "${1:-}" = "--install-only" ]; then
  echo "netlify-cli ready: $NETLIFY_CLI"
  exit 0
fi
if [ -e .netlify/db ]; then
  echo "This smoke test starts from an empty data folder and .netlify/db exists: move it away first." >&2
  exit 1
fi
export NETLIFY_CLI
logs=$(mktemp -d -t netlify-cli-smoke.XXXXXX)

server_pid= rehearsal_pid=
stop_server() {
  if [ -n "$server_pid" ]; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
  fi
}
cleanup() {
  stop_server
  if [ -n "$rehearsal_pid" ]; then
    kill -TERM -- "-$rehearsal_pid" 2>/dev/null || true
    wait "$rehearsal_pid" 2>/dev/null || true
  fi
  rm -rf .netlify/db .netlify/db.lock .netlify/functions-serve .netlify/blobs-serve .netlify/state.json .netlify/jwt-secret .netlify/outbox .netlify/site .netlify/builds .netlify/site-build-key
}
trap cleanup EXIT

start_server() { # log name, command...: runs it in its own process group
  local log="$logs/$1"
  shift
  if curl -s -o /dev/null --max-time 5 "http://localhost:$port/"; then
    echo "Something already answers on port $port: stop it first (this smoke would test it instead)." >&2
    return 1
  fi
  set -m
  "$@" >"$log" 2>&1 &
  server_pid=$!
  set +m
}

show_log() { # log name: its last lines, without netlify-cli's spinner frames and config dump
  echo "--- last lines of $logs/$1" >&2
  sed -e '/Resolved config/,$d' "$logs/$1" | grep -av 'Waiting for\|Still waiting' | tail -40 >&2
}

wait_for_site() { # log name: until the home page answers; fails at once if the server exits
  local started=$SECONDS next_report=60
  until curl -fsS --max-time 30 -o /dev/null "http://localhost:$port/" 2>/dev/null; do
    if ! kill -0 "$server_pid" 2>/dev/null; then
      echo "The server exited before http://localhost:$port/ answered" >&2
      show_log "$1"
      return 1
    fi
    if ((SECONDS - started > startup_limit)); then
      echo "No answer from http://localhost:$port/ after $startup_limit s" >&2
      show_log "$1"
      return 1
    fi
    if ((SECONDS - started >= next_report)); then
      echo "  still waiting after $next_report s; its last line: $(grep -av 'Waiting for\|Still waiting\|^\s*$' "$logs/$1" | tail -1)"
      next_report=$((next_report + 60))
    fi
    sleep 1
  done
  echo "up in $((SECONDS - started)) s"
}

check_site() { # label → prints the unit count
  local page units
  # Generous: the first request of a page or function waits for Vite to transform its modules.
  page=$(curl -fsS --max-time 180 "http://localhost:$port/")
  grep -q 'Premium Office Space in South Boston' <<<"$page" || { echo "$1: the home page lacks its title" >&2; return 1; }
  units=$(curl -fsS --max-time 180 "http://localhost:$port/api/properties" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).length))')
  [ "$units" -gt 0 ] || { echo "$1: /api/properties is empty" >&2; return 1; }
  echo "$units"
}

echo "== deploy rehearsal, beside the servers below (its output follows theirs)"
set -m
# Its cold starts run beside its in-process checks too: here they are a check, not the benchmark.
COLD_ALONGSIDE=1 npx tsx scripts/deploy/rehearse-deploy.ts >"$logs/rehearsal.log" 2>&1 &
rehearsal_pid=$!
set +m

echo "== netlify dev ($NETLIFY_CLI)"
# On Node's default heap: netlify-cli bundles no function ([dev] functions in netlify.toml,
# decision 058); `npm run dev` serves them through the project's router.
start_server netlify-dev.log "$NETLIFY_CLI" dev --offline --internal-disable-edge-functions --no-open --port "$port" --target-port "$ASTRO_PORT"
wait_for_site netlify-dev.log
units_dev=$(check_site 'netlify dev')
echo "netlify dev: home page and $units_dev units"
if [ -e .netlify/functions-serve ]; then
  echo "netlify dev bundled the functions (.netlify/functions-serve): netlify.toml's [dev] functions no longer keeps it from doing so" >&2
  exit 1
fi
stop_server

echo "== npm start on the same data folder"
start_server npm-start.log env PORT=$port npm start
wait_for_site npm-start.log
units_start=$(check_site 'npm start')
echo "npm start: home page and $units_start units"
[ "$units_dev" = "$units_start" ] || { echo "The two servers saw different data ($units_dev vs $units_start units)" >&2; exit 1; }
stop_server

echo "== deploy rehearsal (started with netlify dev)"
rehearsal_status=0
wait "$rehearsal_pid" || rehearsal_status=$?
rehearsal_pid=
cat "$logs/rehearsal.log"
[ "$rehearsal_status" = 0 ] || exit "$rehearsal_status"
rm -rf "$logs"
echo "Smoke passed in $SECONDS s"
