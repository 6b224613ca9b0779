#!/bin/sh
# The web image's start: the security headers include from the deployment's origins
# (CSP_REMOTE_ORIGINS, CSP_LIVEKIT_ORIGINS; unset → the product's own origin only), the upstreams
# pointed at the api and renderer Services when API_UPSTREAM and RENDER_UPSTREAM are set
# (point-upstreams.sh), then nginx.
set -eu
envsubst '${CSP_REMOTE_ORIGINS} ${CSP_LIVEKIT_ORIGINS}' \
  < /etc/nginx/templates/marketplace-security-headers.conf.template \
  > /etc/nginx/snippets/marketplace-security-headers.conf
point-upstreams /etc/nginx/conf.d/default.conf
exec nginx -g 'daemon off;'
