# step 1
# The app registers a user and signs them in; the sandbox keeps the code's SMS in the app's outbox.
phone="+23324$(shuf -i 1000000-9999999 -n 1)"
app=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
curl -sS -X POST "$PAYMENTS_BASE_URL/auth/register" "${app[@]}" \
  -d "{\"firstName\": \"Esi\", \"lastName\": \"Owusu\", \"email\": \"esi.${phone:1}@example.com\", \"phone\": \"$phone\",
       \"password\": \"a-long-enough-password\", \"country\": \"GH\"}" >/dev/null
token=$(curl -sS -X POST "$PAYMENTS_BASE_URL/auth/login" "${app[@]}" \
  -d "{\"email\": \"esi.${phone:1}@example.com\", \"password\": \"a-long-enough-password\"}" | jq -r .data.accessToken)
# step 2
# A test reads the code as the merchant signed in (an app user cannot, nor can a secret key), and the user types it back.
merchant=$(curl -sS -X POST "$PAYMENTS_BASE_URL/auth/login" "${app[@]}" \
  -d "{\"email\": \"$PAYMENTS_MERCHANT_EMAIL\", \"password\": \"$PAYMENTS_MERCHANT_PASSWORD\"}" | jq -r .data.accessToken)
code=$(curl -sS -G "$PAYMENTS_BASE_URL/sandbox/sms" --data-urlencode "to=$phone" "${app[@]}" \
  -H "Authorization: Bearer $merchant" | jq -r '.data.items[0].body' | grep -oE '\b[0-9]{6}\b')
# step 3
curl -sS -X POST "$PAYMENTS_BASE_URL/users/me/phone/verify" "${app[@]}" \
  -H "Authorization: Bearer $token" \
  -d "{\"code\": \"$code\"}"
