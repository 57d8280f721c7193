# The headers every call sends: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
intent=$(curl -sS -X POST "$PAYMENTS_BASE_URL/payment-methods/setup-intent" "${api[@]}")
# step 2
# In an app the card's number goes from the user's form to the confirm call, never to your server.
card=$(curl -sS -X POST "$PAYMENTS_BASE_URL/payment-methods/setup-intent/$(jq -r .data.id <<<"$intent")/confirm" "${api[@]}" \
  -d "{\"clientSecret\": \"$(jq -r .data.clientSecret <<<"$intent")\", \"card\": {\"number\": \"5555555555554444\", \"expMonth\": 12, \"expYear\": 2030, \"cvc\": \"123\"}}")
# step 3
curl -sS -X PUT "$PAYMENTS_BASE_URL/payment-methods/default" "${api[@]}" \
  -d "{\"paymentMethodId\": \"$(jq -r .data.id <<<"$card")\"}"
curl -sS "$PAYMENTS_BASE_URL/payment-methods" "${api[@]}"
