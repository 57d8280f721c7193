"""The README's examples, run as written against the sandbox."""

import os
import re
from pathlib import Path

from payments_platform import Webhook

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()
EXAMPLES = re.findall(r"```python\n(.*?)```", README, re.S)


def test_the_quick_start_runs(sandbox, capsys, monkeypatch):
    credentials = sandbox["credentials"]
    monkeypatch.setenv("PAYMENTS_BASE_URL", sandbox["base_url"])
    monkeypatch.setenv("PAYMENTS_SUBSCRIPTION_KEY", credentials["developer"]["subscriptionKey"])
    monkeypatch.setenv("PAYMENTS_SECRET_KEY", credentials["developer"]["secretKey"])
    exec(compile(EXAMPLES[0], "README.md quick start", "exec"), {})
    printed = capsys.readouterr().out
    assert re.search(r"^pay at http\S+ for 120(\.00)? GHS$", printed, re.M), printed
    assert re.search(r"^invoice \S+ for 91(\.00)?$", printed, re.M), printed
    assert re.search(r"^plink_\S+ ACTIVE 0", printed, re.M), printed
    assert "refused: BAD_REQUEST ['currency']" in printed, printed


def test_an_app_users_calls_run(sandbox, capsys, monkeypatch):
    credentials = sandbox["credentials"]
    monkeypatch.setenv("PAYMENTS_BASE_URL", sandbox["base_url"])
    monkeypatch.setenv("PAYMENTS_SUBSCRIPTION_KEY", credentials["developer"]["subscriptionKey"])
    monkeypatch.setenv("PAYMENTS_EMAIL", credentials["appUser"]["email"])
    monkeypatch.setenv("PAYMENTS_PASSWORD", credentials["appUser"]["password"])
    exec(compile(EXAMPLES[1], "README.md an app user's calls", "exec"), {})
    printed = capsys.readouterr().out
    assert re.search(r"^sent \S+", printed, re.M), printed
    assert re.search(r" DEBIT 5(\.00)?$", printed, re.M), printed
    assert "refused: INSUFFICIENT_FUNDS" in printed, printed


def test_the_mobile_money_example_is_the_guides_sample():
    # tests/test_guides.py runs it, as the mobile money guide shows it.
    assert EXAMPLES[3] == (Path(__file__).resolve().parents[1] / "examples" / "mobile-money.py").read_text()


def test_the_webhook_receiver_runs(capsys):
    scope: dict = {}
    exec(compile(EXAMPLES[2], "README.md webhook receiver", "exec"), scope)
    body = b'{"id":"evt_1","type":"wallet.funded","createdAt":"2026-11-24T00:00:00.000Z","data":{}}'
    assert scope["handle_delivery"](body, Webhook.sign(body, "whsec_test"), "whsec_test") == 200
    assert scope["handle_delivery"](body, Webhook.sign(body, "whsec_other"), "whsec_test") == 400
    assert "verified wallet.funded evt_1" in capsys.readouterr().out
