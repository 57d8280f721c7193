# The headers every call sends: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
goal=$(curl -sS -X POST "$PAYMENTS_BASE_URL/savings/goals" "${api[@]}" \
  -d '{"name": "New laptop", "targetAmount": "50.00", "currency": "GHS"}')
# step 2
curl -sS -X POST "$PAYMENTS_BASE_URL/savings/goals/$(jq -r .data.id <<<"$goal")/deposit" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"amount": "20.00"}'
# step 3
# GHS 5.00 every week from 7 January 2030, until the goal is reached.
curl -sS -X POST "$PAYMENTS_BASE_URL/savings/plans" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d "{\"goalId\": \"$(jq -r .data.id <<<"$goal")\", \"amount\": \"5.00\", \"frequency\": \"weekly\", \"startDate\": \"2030-01-07\"}"
