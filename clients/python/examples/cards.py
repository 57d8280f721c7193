import os
from payments_platform import Payments, PaymentsError

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# In an app the card's number goes from the user's form to the confirm call, never to your server.
for number in ["5555555555554444", "4000000000000002"]:
    intent = payments.request("POST", "/payment-methods/setup-intent")
    try:
        card = payments.request("POST", f"/payment-methods/setup-intent/{intent['id']}/confirm", json={
            "clientSecret": intent["clientSecret"],
            "card": {"number": number, "expMonth": 12, "expYear": 2030, "cvc": "123"},
        })
        print(f"saved {card['brand']} ending {card['last4']}")
    except PaymentsError as declined:
        print("declined:", declined.code, ",".join(f["message"] for f in declined.fields))
