import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

score = payments.credit_scores.retrieve()
print(f"score {score.score} of {score.max_score}, grade {score.grade}")
for product in payments.loan_products.list():
    print(f"{product.id}: up to {product.max_amount} {product.currency}")
