# step 1
# The e-mail and password your app's sign-in form collected; the access token lasts 15 minutes.
PAYMENTS_ACCESS_TOKEN=$(curl -sS -X POST "$PAYMENTS_BASE_URL/auth/login" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "X-Target-Environment: sandbox" -H "Content-Type: application/json" \
  -d "{\"email\": \"$PAYMENTS_EMAIL\", \"password\": \"$PAYMENTS_PASSWORD\"}" | jq -r .data.accessToken)
# The headers every call sends from now on: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
curl -sS "$PAYMENTS_BASE_URL/users/me" "${api[@]}"
# step 2
# The user approves on their phone; the wallet is credited then (wallet.funded).
curl -sS -X POST "$PAYMENTS_BASE_URL/wallets/me/fund-in" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"amount": "10.00", "currency": "GHS", "phone": "+233241234567"}'
# step 3
curl -sS -X POST "$PAYMENTS_BASE_URL/wallets/me/transfer" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"toEmail": "demo-merchant@sandbox.example", "amount": "5.00", "currency": "GHS", "note": "Lunch"}'
curl -sS "$PAYMENTS_BASE_URL/wallets/me/balances" "${api[@]}"
# step 4
curl -sS -X POST "$PAYMENTS_BASE_URL/wallets/me/cash-out" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"amount": "5.00", "currency": "GHS", "phone": "+233241234567"}'
