# The headers every call sends: the app's subscription key, the user's access token, the sandbox.
api=(-H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"
     -H "X-Target-Environment: sandbox" -H "Content-Type: application/json")
# step 1
referral=$(curl -sS "$PAYMENTS_BASE_URL/referrals/code" "${api[@]}")
jq '.data | {code, shareUrl}' <<<"$referral"
# step 2
# The friend signs up in your app (or from the share page) with the code.
phone="+23320$(shuf -i 1000000-9999999 -n 1)"
curl -sS -X POST "$PAYMENTS_BASE_URL/auth/register" \
  -H "Ocp-Apim-Subscription-Key: $PAYMENTS_SUBSCRIPTION_KEY" -H "X-Target-Environment: sandbox" -H "Content-Type: application/json" \
  -d "{\"firstName\": \"Kwame\", \"lastName\": \"Asante\", \"email\": \"kwame.${phone:1}@example.com\", \"phone\": \"$phone\",
       \"password\": \"a-long-enough-password\", \"country\": \"GH\", \"referralCode\": \"$(jq -r .data.code <<<"$referral")\"}"
# step 3
curl -sS "$PAYMENTS_BASE_URL/referrals" "${api[@]}"
