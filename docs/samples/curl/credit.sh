# The headers every call sends: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
curl -sS "$PAYMENTS_BASE_URL/credit/score" "${api[@]}"
curl -sS "$PAYMENTS_BASE_URL/credit/eligibility" "${api[@]}"
# step 2
loan=$(curl -sS -X POST "$PAYMENTS_BASE_URL/loans/apply" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"productId": "lp_quick_cash_gh", "amount": "1500.00", "currency": "GHS", "termMonths": 3, "purpose": "School fees"}')
# step 3
curl -sS "$PAYMENTS_BASE_URL/loans/$(jq -r .data.id <<<"$loan")" "${api[@]}"
