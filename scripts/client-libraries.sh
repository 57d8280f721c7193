#!/usr/bin/env bash
# The client libraries' generated layer: writes the served OpenAPI document's REST operations to
# dist/openapi-rest.json, regenerates each library's typed code from it with openapi-generator 7
# (clients/generator/pom.xml, through Maven), then their event types from the event declarations. `scripts/client-libraries.sh generate`; CI runs it and fails if the committed
# code differs. The folders are emptied first, so an operation removed from the API leaves no file.
set -euo pipefail
cd "$(dirname "$0")/.."

npx tsx scripts/openapi-document.ts dist/openapi-rest.json --for-libraries >/dev/null
rm -rf clients/python/src/payments_platform_generated clients/python/src/payments_platform_generated_README.md clients/python/src/.openapi-generator clients/java/generated clients/php/generated
log="$(mktemp)"
if ! mvn -q -B -f clients/generator/pom.xml generate-sources >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
rm -f "$log"
# Only the sources are kept: each library's package metadata, README and tests are its own.
rm -f clients/python/src/payments_platform_generated_README.md
find clients/java/generated -mindepth 1 -maxdepth 1 ! -name src -exec rm -rf {} +
rm -rf clients/java/generated/src/test clients/java/generated/src/main/AndroidManifest.xml
find clients/php/generated -mindepth 1 -maxdepth 1 ! -name lib -exec rm -rf {} +
# Their event types, from the server's event declarations (what the webhooks section is made of).
npx tsx scripts/client-event-types.ts >/dev/null
# Their resource services (and the PHP library's resource objects), from each operation's x-service and x-method.
npx tsx scripts/client-services.ts >/dev/null
echo "client libraries generated from dist/openapi-rest.json"
