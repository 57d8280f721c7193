# A till on the merchant's server: every sale carries an Idempotency-Key, the same on a retry.
curl -sS -X POST "$PAYMENTS_BASE_URL/pos/sales" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_SECRET_KEY" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"items": [{"description": "Sobolo", "quantity": 2, "unitPrice": "8.50"}], "paymentMethod": "cash", "currency": "GHS"}'
