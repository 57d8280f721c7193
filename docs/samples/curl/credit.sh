curl -sS "$PAYMENTS_BASE_URL/credit/score" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json"
curl -sS "$PAYMENTS_BASE_URL/loans/products" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json"
