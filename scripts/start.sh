#!/usr/bin/env bash
# Install what is missing, build the web app, and start the whole product on embedded defaults
# (SQLite event store, embedded read-model store, private redis-server). Ctrl-C stops it cleanly.
source "$(dirname "$0")/bootstrap.sh"
npm run build
exec npm start
