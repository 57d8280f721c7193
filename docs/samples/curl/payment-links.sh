# A merchant's server, with its secret key: no sign-in. The headers every call sends:
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_SECRET_KEY"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
link=$(curl -sS -X POST "$PAYMENTS_BASE_URL/merchants/me/payment-links" "${api[@]}" \
  -d '{"title": "Jollof for two", "currency": "GHS", "amountFixed": true, "amount": "45.00", "singleUse": true}')
curl -sS -X POST "$PAYMENTS_BASE_URL/merchants/me/invoices" "${api[@]}" \
  -d '{"customerEmail": "ama@example.com", "currency": "GHS", "dueDate": "2030-01-31",
       "items": [{"description": "Catering, 20 guests", "quantity": 20, "unitPrice": "35.00"}]}'
# step 2
# Share the link's url by chat, as a QR code or in the invoice's e-mail; the customer pays on that page.
curl -sS "$PAYMENTS_BASE_URL/merchants/me/payment-links/$(jq -r .data.id <<<"$link")" "${api[@]}"
# step 3
# When payment.completed reaches your webhook endpoint, look the payment up (and refund it if you must).
curl -sS -G "$PAYMENTS_BASE_URL/merchants/me/payments" "${api[@]}" \
  -d targetId="$(jq -r .data.id <<<"$link")" -d status=COMPLETE
