import os
from payments_platform import Payments, PaymentsError

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# In an app the card's number goes from the user's form to the confirm call, never to your server.
for number in ["5555555555554444", "4000000000000002"]:
    intent = payments.setup_intents.create()
    try:
        card = payments.setup_intents.confirm(
            intent.id,
            client_secret=intent.client_secret,
            card={"number": number, "exp_month": 12, "exp_year": 2030, "cvc": "123"},
        )
        print(f"saved {card.brand} ending {card.last4}")
    except PaymentsError as declined:
        print("declined:", declined.code, ",".join(f["message"] for f in declined.fields))
