import os
import random
import re
from payments_platform import Payments

# The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
app = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
phone = f"+23324{random.randrange(1_000_000, 10_000_000)}"
email = f"esi.{phone[1:]}@example.com"
app.request("POST", "/auth/register", json={
    "firstName": "Esi", "lastName": "Owusu", "email": email, "phone": phone, "password": "a-long-enough-password", "country": "GH",
})
app.sign_in(email, "a-long-enough-password")

# A test reads the code as the merchant (an app user cannot), and the user types it back.
merchant = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
merchant.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])
outbox = merchant.request("GET", "/sandbox/sms", params={"to": phone})
code = re.search(r"\b\d{6}\b", outbox["items"][0]["body"]).group()
profile = app.request("POST", "/users/me/phone/verify", json={"code": code})
print(f"{profile['phone']} verified: {str(profile['phoneVerified']).lower()}")
