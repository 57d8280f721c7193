goal=$(curl -sS -X POST "$PAYMENTS_BASE_URL/savings/goals" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -d '{"name": "New laptop", "targetAmount": "50.00", "currency": "GHS"}')
curl -sS -X POST "$PAYMENTS_BASE_URL/savings/goals/$(jq -r .data.id <<<"$goal")/deposit" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"amount": "20.00"}'
