import os
import random
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# step 1
referral = payments.referral_codes.retrieve()
print(referral.code, referral.share_url)

# step 2
# The friend signs up in your app (or from the share page) with the code.
phone = f"+23320{random.randrange(1_000_000, 10_000_000)}"
payments.users.register(
    first_name="Kwame", last_name="Asante", email=f"kwame.{phone[1:]}@example.com", phone=phone,
    password="a-long-enough-password", country="GH", referral_code=referral.code,
)

# step 3
for friend in payments.referrals.list().auto_paging_iter():
    print(f"{friend.referred_user_name}: {friend.status}")
