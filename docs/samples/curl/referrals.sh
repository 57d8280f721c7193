curl -sS "$PAYMENTS_BASE_URL/referrals/code" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json"
