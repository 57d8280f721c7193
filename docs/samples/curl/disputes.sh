# The headers every call sends: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
# The user paid a merchant for an order that never came: the transfer is what they dispute.
transfer=$(curl -sS -X POST "$PAYMENTS_BASE_URL/wallets/me/transfer" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"toEmail": "demo-merchant@sandbox.example", "amount": "3.00", "currency": "GHS", "note": "Order 55"}')
dispute=$(curl -sS -X POST "$PAYMENTS_BASE_URL/disputes" "${api[@]}" \
  -d "{\"transactionId\": \"$(jq -r .data.id <<<"$transfer")\", \"reason\": \"not_received\", \"description\": \"Order 55 never arrived at my address.\"}")
# step 2
curl -sS -X POST "$PAYMENTS_BASE_URL/disputes/$(jq -r .data.id <<<"$dispute")/evidence" "${api[@]}" \
  -d '{"urls": ["https://example.com/order-55/tracking.png"]}'
curl -sS -X POST "$PAYMENTS_BASE_URL/disputes/$(jq -r .data.id <<<"$dispute")/comments" "${api[@]}" \
  -d '{"body": "The courier says it was never picked up."}'
# step 3
curl -sS "$PAYMENTS_BASE_URL/disputes/$(jq -r .data.id <<<"$dispute")" "${api[@]}"
