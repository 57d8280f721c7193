import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# step 1
intent = payments.setup_intents.create()

# step 2
# In an app the card's number goes from the user's form to the confirm call, never to your server.
card = payments.setup_intents.confirm(
    intent.id,
    client_secret=intent.client_secret,
    card={"number": "5555555555554444", "exp_month": 12, "exp_year": 2030, "cvc": "123"},
)
print(f"saved {card.brand} ending {card.last4}")

# step 3
preferred = payments.payment_methods.set_default(payment_method_id=card.id)
print(f"default: {preferred.brand} ending {preferred.last4}, {len(payments.payment_methods.list())} saved")
