transfer=$(curl -sS -X POST "$PAYMENTS_BASE_URL/wallets/me/transfer" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"toEmail": "demo-merchant@sandbox.example", "amount": "3.00", "currency": "GHS", "note": "Order 55"}')
curl -sS -X POST "$PAYMENTS_BASE_URL/disputes" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -d "{\"transactionId\": \"$(jq -r .data.id <<<"$transfer")\", \"reason\": \"not_received\", \"description\": \"Order 55 never arrived at my address.\"}"
