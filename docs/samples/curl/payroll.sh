# A merchant's server, with its secret key, pays staff from its wallet; each payout is a mobile money disbursement.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_SECRET_KEY"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
batch=$(curl -sS -X POST "$PAYMENTS_BASE_URL/payroll/batches" "${api[@]}" \
  -d '{"name": "November wages", "currency": "GHS", "employees": [
        {"name": "Kofi Boateng", "phone": "+233241234567", "amount": "12.00"},
        {"name": "Akosua Mensah", "phone": "+233201234567", "amount": "15.50"}]}')
# step 2
curl -sS -X POST "$PAYMENTS_BASE_URL/payroll/batches/$(jq -r .data.id <<<"$batch")/process" "${api[@]}" \
  -H "Idempotency-Key: $(openssl rand -hex 16)"
# step 3
# Each payout settles on its own; the failed ones can be corrected and retried.
curl -sS "$PAYMENTS_BASE_URL/payroll/batches/$(jq -r .data.id <<<"$batch")/items" "${api[@]}"
