# Your server, as your API user: HTTP Basic with the API user's id and key, and the product's own key.
collection=(-u "$PAYMENTS_API_USER_ID:$PAYMENTS_API_KEY" -H "Ocp-Apim-Subscription-Key: $PAYMENTS_COLLECTION_KEY"
            -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
new_reference() { uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid; }
# step 1
# A new X-Reference-Id for each payment, the same on a retry. The payer approves on their phone.
reference=$(new_reference)
curl -sS -X POST "$PAYMENTS_BASE_URL/collection/payment/request" "${collection[@]}" -H "X-Reference-Id: $reference" \
  -d '{"amount": "12.50", "currency": "EUR", "externalId": "order-1001", "payer": {"partyIdType": "MSISDN", "partyId": "233241234567"},
       "payerMessage": "Your order order-1001", "payeeNote": "Thank you"}'
# Ask again until the status is final: SUCCESSFUL with a financialTransactionId, or FAILED with a reason.
curl -sS "$PAYMENTS_BASE_URL/collection/payment/request/$reference/status" "${collection[@]}"
# step 2
# Instead of polling: your webhook endpoint receives each outcome, and the account's event log keeps
# them (read with the account's secret key; `payments listen` forwards them to a local server).
curl -sS -G "$PAYMENTS_BASE_URL/events" -d type=collection.completed \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_SECRET_KEY" -H "X-Target-Environment: sandbox"
# step 3
disbursement=(-u "$PAYMENTS_API_USER_ID:$PAYMENTS_API_KEY" -H "Ocp-Apim-Subscription-Key: $PAYMENTS_DISBURSEMENT_KEY"
              -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
payout=$(new_reference)
curl -sS -X POST "$PAYMENTS_BASE_URL/disbursement/transfer" "${disbursement[@]}" -H "X-Reference-Id: $payout" \
  -d '{"amount": "5.00", "currency": "EUR", "externalId": "payout-2001", "payee": {"partyIdType": "MSISDN", "partyId": "233241234567"},
       "payerMessage": "Refund of order-1001", "payeeNote": "Refund"}'
curl -sS "$PAYMENTS_BASE_URL/disbursement/transfer/$payout/status" "${disbursement[@]}"
