# The headers every call sends: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
# Ghana's water billers, each with the label and the shape of its account numbers.
curl -sS -G "$PAYMENTS_BASE_URL/bills/providers" "${api[@]}" -d country=GH -d category=WATER
# step 2
# Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
paid=$(curl -sS -X POST "$PAYMENTS_BASE_URL/bills/pay" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d '{"providerId": "bp_gwcl", "accountNumber": "0241234567", "amount": "20.00", "currency": "GHS"}')
# step 3
curl -sS "$PAYMENTS_BASE_URL/bills/history/$(jq -r .data.id <<<"$paid")" "${api[@]}"
# step 4
curl -sS -X POST "$PAYMENTS_BASE_URL/bills/saved-billers" "${api[@]}" \
  -d '{"providerId": "bp_gwcl", "accountNumber": "0241234567", "nickname": "Home water"}'
