import os
import random
import re
from payments_platform import Payments

# step 1
# The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
app = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
phone = f"+23324{random.randrange(1_000_000, 10_000_000)}"
email = f"esi.{phone[1:]}@example.com"
app.users.register(first_name="Esi", last_name="Owusu", email=email, phone=phone, password="a-long-enough-password", country="GH")
app.sign_in(email, "a-long-enough-password")

# step 2
# A test reads the code as the merchant signed in (an app user cannot, nor can a secret key), and the user types it back.
merchant = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
merchant.sign_in(os.environ["PAYMENTS_MERCHANT_EMAIL"], os.environ["PAYMENTS_MERCHANT_PASSWORD"])
outbox = merchant.sandbox_sms.list(to=phone)
code = re.search(r"\b\d{6}\b", outbox.data[0].body).group()

# step 3
profile = app.phones.verify(code=code)
print(f"{profile.phone} verified: {str(profile.phone_verified).lower()}")
