# Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
curl -sS -X POST "$PAYMENTS_BASE_URL/bills/pay" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"providerId": "bp_gwcl", "accountNumber": "0241234567", "amount": "20.00", "currency": "GHS"}'
