"""A real server for the tests, started from this repository as `npm start` runs it: its own
embedded PostgreSQL in a temporary folder (or a fresh database on DATABASE_URL's server)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def sandbox():
    yield from start_sandbox()


def start_sandbox():
    """Starts a server of its own and yields what a test needs of it; stops it when resumed."""
    data_dir = tempfile.mkdtemp(prefix="pp-python-")
    os.chmod(data_dir, 0o755)
    port = _free_port()
    env = {
        "PATH": os.environ.get("PATH", ""),
        "PORT": str(port),
        "HOST": "127.0.0.1",
        "DATA_DIR": data_dir,
        "EMBEDDED_PG_PORT": str(_free_port()),
        "LOG_LEVEL": "warn",
        "WEBHOOK_ALLOW_LOCAL_RECEIVERS": "true",
        "MOMO_COMPLETION_DELAY_SECONDS": "1",
        "SANDBOX_SCENARIO_DELAY_MS": "3000",
        "SCRYPT_LOG_N": "10",
    }
    if os.environ.get("DATABASE_URL"):
        env["DATABASE_URL"] = os.environ["DATABASE_URL"]
    # Node 24 from the repository's `node` package (the machine's own node may be older).
    node = str(REPOSITORY / "node_modules" / ".bin" / "node")
    # As `npm start` runs it: the build in dist/, the server's part brought up to date first (at once when nothing changed).
    subprocess.run([node, "scripts/build-if-stale.ts", "server"], cwd=REPOSITORY, check=True, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([node, "dist/src/main.js"], cwd=REPOSITORY, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=2) as answer:
                if answer.status == 200:
                    break
        except OSError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            output = server.stdout.read().decode() if server.stdout else ""
            raise RuntimeError(f"the server did not start:\n{output}")
        time.sleep(0.2)
    credentials = json.loads((Path(data_dir) / "sandbox-credentials.json").read_text())
    # The suites send more than the Sandbox plan's 60 calls a minute (every guide's sample, polling
    # included); rate limiting is tested with the 429 scenario, so the account gets Enterprise limits,
    # as the reliability suite's does, and no test waits out a limit it did not ask for.
    _raise_limits(base + "/ms/v1", credentials)
    yield {"base_url": base + "/ms/v1", "origin": base, "credentials": credentials}
    server.terminate()
    server.wait(timeout=30)
    shutil.rmtree(data_dir, ignore_errors=True)


def _raise_limits(base_url: str, credentials: dict) -> None:
    def call(method: str, path: str, body: dict, token: str = "") -> dict:
        request = urllib.request.Request(base_url + path, method=method, data=json.dumps(body).encode())
        request.add_header("Content-Type", "application/json")
        request.add_header("Ocp-Apim-Subscription-Key", credentials["developer"]["subscriptionKey"])
        request.add_header("X-Target-Environment", "sandbox")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())["data"]

    admin = call("POST", "/auth/login", {"email": credentials["admin"]["email"], "password": credentials["admin"]["password"]})
    plan = {"plan": "ENTERPRISE", "perMinute": 1_000_000, "perDay": 1_000_000_000}
    call("PUT", f"/admin/developer-accounts/{credentials['developer']['accountId']}/plan", plan, admin["accessToken"])
