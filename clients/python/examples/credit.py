import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# step 1
score = payments.credit_scores.retrieve()
print(f"score {score.score} of {score.max_score}, grade {score.grade}")
eligibility = payments.credit_eligibilities.retrieve()
for product in eligibility.products:
    print(f"{product.product_id}: {f'up to {product.max_amount}' if product.eligible else 'not now'} {product.currency}")

# step 2
loan = payments.loans.create(product_id="lp_quick_cash_gh", amount="1500.00", currency="GHS", term_months=3, purpose="School fees")
print(f"{loan.status}: {loan.monthly_payment} a month")

# step 3
# The sandbox's underwriter decides a minute later on your account's clock: read the loan again.
decided = payments.loans.retrieve(loan.id)
print(f"{decided.status} {decided.rejection_reason or ''}".strip())
