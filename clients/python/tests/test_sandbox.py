"""The library against the real sandbox: the same scenarios every official library runs."""

from __future__ import annotations

import json
import threading
import time
import uuid
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from test_event_types import EVENT_TYPES, assert_typed

from payments_platform import (
    BadRequestError,
    ConflictError,
    NotFoundError,
    Payments,
    RequestOptions,
    SignatureVerificationError,
    Webhook,
)
from payments_platform_generated.api.wallet_api import WalletApi
from payments_platform_generated.models import WalletTransfer, WalletTransferCreateParams


def _client(sandbox, **options) -> Payments:
    return Payments(sandbox["base_url"], sandbox["credentials"]["developer"]["subscriptionKey"], **options)


@pytest.fixture(scope="module")
def user(sandbox) -> Payments:
    client = _client(sandbox)
    client.sign_in(sandbox["credentials"]["appUser"]["email"], sandbox["credentials"]["appUser"]["password"])
    _wait_until_settled(client)
    return client


def _wait_until_settled(client: Payments) -> None:
    """Until none of the user's mobile money fund-ins and cash-outs is pending: the guides' samples,
    run earlier as this user, leave some settling, and a test that reads the balance before and
    after its own transfer must see that transfer move it, and nothing else."""
    deadline = time.monotonic() + 60
    routes = ("/wallets/me/fund-ins", "/wallets/me/cash-outs")
    while any(op["status"] == "PENDING" for route in routes for op in client.request("GET", route, params={"size": 100})["items"]):
        assert time.monotonic() < deadline, "the demo user's mobile money operations are still pending after 60 s"
        time.sleep(0.2)


@pytest.fixture(scope="module")
def merchant(sandbox) -> Payments:
    client = _client(sandbox)
    client.sign_in(sandbox["credentials"]["developer"]["email"], sandbox["credentials"]["developer"]["password"])
    return client


def _balance(client: Payments, currency: str = "GHS") -> Decimal:
    return Decimal(str(client.request("GET", f"/wallets/me/balances/{currency}")["balance"]))


def test_signs_in_and_sends_money_with_a_typed_call(user, sandbox):
    before = _balance(user)
    transfer = user.wallet_transfers.create(to_email=sandbox["credentials"]["developer"]["email"], amount=Decimal("1.25"), currency="GHS")
    assert isinstance(transfer, WalletTransfer) and transfer.amount == Decimal("1.25")
    # The raw escape hatch and the generated API classes reach the same transport; raw answers are
    # the JSON of the library's API version, where money is decimal text with its scale.
    raw = user.request("POST", "/wallets/me/transfer", json={"toEmail": sandbox["credentials"]["developer"]["email"], "amount": "0.50", "currency": "GHS"})
    assert raw["id"] != transfer.id and raw["amount"] == "0.50"
    typed = user.api(WalletApi).create_wallet_transfer(
        "sandbox",
        WalletTransferCreateParams(to_email=sandbox["credentials"]["developer"]["email"], amount=Decimal("0.25"), currency="GHS"),
    )
    assert typed.data.id not in (transfer.id, raw["id"])
    assert _balance(user) == before - Decimal("2.00")


def test_raises_typed_errors_with_the_fields_and_the_correlation_id(user):
    with pytest.raises(BadRequestError) as invalid:
        user.request("POST", "/wallets/me/transfer", json={"toEmail": "nobody@example.com", "amount": "-1", "currency": "GHS"})
    assert invalid.value.status == 400 and invalid.value.code == "BAD_REQUEST"
    assert "amount" in [f["field"] for f in invalid.value.fields]
    assert invalid.value.correlation_id
    with pytest.raises(ConflictError) as poor:
        user.request("POST", "/wallets/me/transfer", json={"toEmail": "demo-merchant@sandbox.example", "amount": "9999.00", "currency": "GHS"})
    assert (poor.value.status, poor.value.code) == (409, "INSUFFICIENT_FUNDS")
    with pytest.raises(NotFoundError):
        user.request("GET", "/transactions/txn_doesnotexist")


def test_walks_a_paged_list_to_the_end_by_object_with_a_transfer_made_mid_walk(user):
    def transfer():
        user.request("POST", "/wallets/me/transfer", json={"toEmail": "demo-merchant@sandbox.example", "amount": "0.10", "currency": "GHS"})

    for _ in range(5):
        transfer()
    whole = user.request("GET", "/wallets/me/transactions/GHS", params={"limit": 100})
    walked = []
    for item in user.paginate("/wallets/me/transactions/GHS", size=2):
        if len(walked) == 1:
            # By page numbers this newest entry would push the first page's last one onto the second.
            transfer()
        walked.append(item["entryId"])
    assert len(walked) == len(whole["items"]) >= 6
    assert walked == [item["entryId"] for item in whole["items"]]


@pytest.mark.parametrize("scenario", ["drop-after-commit", "timeout-after-commit"])
def test_retries_an_ambiguous_outcome_and_moves_the_money_once(user, scenario):
    before = _balance(user)
    key = str(uuid.uuid4())
    options = RequestOptions(idempotency_key=key, sandbox_scenario=scenario, timeout=1.5)
    answer = user.request("POST", "/wallets/me/transfer", json={"toEmail": "demo-merchant@sandbox.example", "amount": "3.00", "currency": "GHS"}, options=options, raw=True)
    assert answer.status == 200
    assert answer.headers.get("Idempotent-Replayed") == "true"
    assert _balance(user) == before - Decimal("3.00")


def test_waits_out_a_429_for_its_retry_after(sandbox):
    waits: list = []
    client = _client(sandbox, sleep=waits.append)
    client.sign_in(sandbox["credentials"]["appUser"]["email"], sandbox["credentials"]["appUser"]["password"])
    wallet = client.request("GET", "/wallets/me", options=RequestOptions(sandbox_scenario="429"))
    assert wallet["id"].startswith("wal_")
    assert len(waits) == 1 and waits[0] >= 1


def _momo(sandbox) -> Payments:
    developer = sandbox["credentials"]["developer"]
    return _client(sandbox, product_keys=developer["productKeys"], api_user=(developer["apiUserId"], developer["apiKey"]))


def test_polls_a_request_to_pay_to_successful_and_a_failing_test_number_to_its_reason(sandbox):
    collection = _momo(sandbox).momo("collection")
    body = {"amount": "12.50", "currency": "EUR", "externalId": "order-1", "payerMessage": "Order 1", "payeeNote": "Thanks"}
    paid = collection.send("payment/request", {**body, "payer": {"partyIdType": "MSISDN", "partyId": "233241234567"}})
    uuid.UUID(paid)
    assert collection.wait("payment/request", paid, timeout=30)["status"] == "SUCCESSFUL"
    rejected = collection.send("payment/request", {**body, "payer": {"partyIdType": "MSISDN", "partyId": "46733123451"}})
    final = collection.wait("payment/request", rejected, timeout=30)
    assert (final["status"], final["reason"]) == ("FAILED", "APPROVAL_REJECTED")
    with pytest.raises(ConflictError) as reused:
        collection.send("payment/request", {**body, "payer": {"partyIdType": "MSISDN", "partyId": "233241234567"}}, reference_id=paid)
    assert reused.value.code == "RESOURCE_ALREADY_EXIST"


class _Receiver(BaseHTTPRequestHandler):
    deliveries: list = []

    def do_POST(self):  # noqa: N802
        body = self.rfile.read(int(self.headers["Content-Length"]))
        _Receiver.deliveries.append((dict(self.headers.items()), body))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):  # noqa: ANN002
        pass


def test_verifies_real_deliveries_and_refuses_a_forged_one(sandbox, user, merchant):
    server = HTTPServer(("127.0.0.1", 0), _Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/hooks"
        endpoint = merchant.request("POST", "/merchants/me/webhooks", json={"url": url, "events": ["wallet.funded"]})["webhook"]
        merchant.request("POST", f"/merchants/me/webhooks/{endpoint['id']}/test", json={})
        merchant.request("POST", f"/merchants/me/webhooks/{endpoint['id']}/test", json={"badSignature": True})
        user.request("POST", "/wallets/me/transfer", json={"toEmail": "demo-merchant@sandbox.example", "amount": "0.50", "currency": "GHS"})
        deadline = time.monotonic() + 30
        while len(_Receiver.deliveries) < 3 and time.monotonic() < deadline:
            time.sleep(0.1)
        verified, refused = [], []
        for headers, body in _Receiver.deliveries:
            try:
                verified.append(Webhook.construct_event(body, headers, endpoint["secret"])["type"])
            except Exception as error:  # noqa: BLE001
                refused.append(getattr(error, "reason", str(error)))
        assert sorted(verified) == ["test.ping", "wallet.funded"]
        assert refused == ["bad_signature"]
        # Each verified event has every field its generated type requires, of the type it says.
        for headers, body in _Receiver.deliveries:
            try:
                event = Webhook.construct_event(body, headers, endpoint["secret"])
            except SignatureVerificationError:
                continue
            assert_typed(event, EVENT_TYPES[event["type"]])
    finally:
        server.shutdown()
