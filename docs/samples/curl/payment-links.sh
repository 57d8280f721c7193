# A merchant's server, with its secret key: no sign-in.
curl -sS -X POST "$PAYMENTS_BASE_URL/merchants/me/payment-links" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_SECRET_KEY" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -d '{"title": "Jollof for two", "currency": "GHS", "amountFixed": true, "amount": "45.00", "singleUse": true}'
curl -sS -X POST "$PAYMENTS_BASE_URL/merchants/me/invoices" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" \
  -H "Authorization: Bearer $PAYMENTS_SECRET_KEY" \
  -H "X-Target-Environment: sandbox" \
  -H "Content-Type: application/json" \
  -d '{"customerEmail": "ama@example.com", "currency": "GHS", "dueDate": "2030-01-31",
       "items": [{"description": "Catering, 20 guests", "quantity": 20, "unitPrice": "35.00"}]}'
