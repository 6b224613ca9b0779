#!/bin/sh
# Points the upstreams of marketplace.conf (the file given) at Kubernetes Services instead of the
# single server's local ports: API_UPSTREAM and RENDER_UPSTREAM (host:port, e.g. api:80) each
# replace the server lines of marketplace_api and marketplace_render; unset, an upstream stays as
# it is. nginx resolves the names once, at start (a Service's address does not change).
set -eu
conf=$1

point() {
  awk -v name="$1" -v address="$2" '
    $1 == "upstream" && $2 == name { inside = 1; print; print "    server " address ";"; next }
    inside && $1 == "server" { next }
    inside && $1 == "}" { inside = 0 }
    { print }
  ' "$conf" > "$conf.new"
  mv "$conf.new" "$conf"
}

if [ -n "${API_UPSTREAM:-}" ]; then point marketplace_api "$API_UPSTREAM"; fi
if [ -n "${RENDER_UPSTREAM:-}" ]; then point marketplace_render "$RENDER_UPSTREAM"; fi
