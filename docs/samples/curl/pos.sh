# A till on the merchant's server, with its secret key. The headers every call sends:
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_SECRET_KEY"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
item=$(curl -sS -X POST "$PAYMENTS_BASE_URL/pos/catalog" "${api[@]}" \
  -d '{"description": "Waakye, large", "unitPrice": "25.00", "currency": "GHS"}')
# step 2
# Every sale carries an Idempotency-Key, the same on a retry.
sale=$(curl -sS -X POST "$PAYMENTS_BASE_URL/pos/sales" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d "{\"items\": [{\"catalogItemId\": \"$(jq -r .data.id <<<"$item")\", \"quantity\": 2},
                  {\"description\": \"Sobolo\", \"quantity\": 1, \"unitPrice\": \"8.50\"}],
       \"paymentMethod\": \"cash\", \"currency\": \"GHS\"}")
# step 3
# The Sobolo line (line 2) back: cash goes back in cash.
curl -sS -X POST "$PAYMENTS_BASE_URL/pos/refunds" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)" \
  -d "{\"saleId\": \"$(jq -r .data.id <<<"$sale")\", \"lines\": [{\"line\": 2, \"quantity\": 1}], \"reason\": \"Out of Sobolo\"}"
# step 4
curl -sS -G "$PAYMENTS_BASE_URL/pos/reports/daily" "${api[@]}" -d currency=GHS
