import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

goal = payments.request("POST", "/savings/goals", json={"name": "New laptop", "targetAmount": "50.00", "currency": "GHS"})
saved = payments.request("POST", f"/savings/goals/{goal['id']}/deposit", json={"amount": "20.00"})
print(f"{saved['name']}: {saved['savedAmount']} of {saved['targetAmount']} ({saved['progress']}%)")
