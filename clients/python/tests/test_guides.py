"""The product guides' Python samples (examples/), run as written against the sandbox: each prints
what clients/guide-examples.json says, the file every library's tests read."""

import json
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]
GUIDES = json.loads((HERE.parent / "guide-examples.json").read_text())["examples"]


@pytest.mark.parametrize("guide", GUIDES, ids=[guide["name"] for guide in GUIDES])
def test_the_guide_sample_runs(guide, sandbox, capsys, monkeypatch):
    credentials = sandbox["credentials"]
    monkeypatch.setenv("PAYMENTS_BASE_URL", sandbox["base_url"])
    monkeypatch.setenv("PAYMENTS_SUBSCRIPTION_KEY", credentials["developer"]["subscriptionKey"])
    # One set of variables for every guide, as the sandbox's env command exports them.
    monkeypatch.setenv("PAYMENTS_EMAIL", credentials["appUser"]["email"])
    monkeypatch.setenv("PAYMENTS_PASSWORD", credentials["appUser"]["password"])
    monkeypatch.setenv("PAYMENTS_MERCHANT_EMAIL", credentials["developer"]["email"])
    monkeypatch.setenv("PAYMENTS_MERCHANT_PASSWORD", credentials["developer"]["password"])
    monkeypatch.setenv("PAYMENTS_SECRET_KEY", credentials["developer"]["secretKey"])
    # A mobile money server's API user and product keys.
    monkeypatch.setenv("PAYMENTS_COLLECTION_KEY", credentials["developer"]["productKeys"]["collection"])
    monkeypatch.setenv("PAYMENTS_DISBURSEMENT_KEY", credentials["developer"]["productKeys"]["disbursement"])
    monkeypatch.setenv("PAYMENTS_API_USER_ID", credentials["developer"]["apiUserId"])
    monkeypatch.setenv("PAYMENTS_API_KEY", credentials["developer"]["apiKey"])
    sample = HERE / "examples" / f"{guide['name']}.py"
    exec(compile(sample.read_text(), str(sample), "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == len(guide["prints"]), printed
    for line, pattern in zip(printed, guide["prints"]):
        assert re.search(pattern, line), (line, pattern)
