# In an app the card's number goes from the user's form to the confirm call, never to your server.
intent=$(curl -sS -X POST "$PAYMENTS_BASE_URL/payment-methods/setup-intent" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json")
curl -sS -X POST "$PAYMENTS_BASE_URL/payment-methods/setup-intent/$(jq -r .data.id <<<"$intent")/confirm" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -d "{\"clientSecret\": \"$(jq -r .data.clientSecret <<<"$intent")\", \"card\": {\"number\": \"5555555555554444\", \"expMonth\": 12, \"expYear\": 2030, \"cvc\": \"123\"}}"
