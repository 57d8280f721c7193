import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

score = payments.request("GET", "/credit/score")
print(f"score {score['score']} of {score['maxScore']}, grade {score['grade']}")
for product in payments.request("GET", "/loans/products"):
    print(f"{product['id']}: up to {product['maxAmount']} {product['currency']}")
