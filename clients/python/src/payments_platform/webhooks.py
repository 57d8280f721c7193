"""Webhook signatures: verify a delivery before trusting it, and sign one for your own tests.

The signed string is ``"<X-Service-Timestamp>.<raw body>"``; the signature is lowercase hex
HMAC-SHA256 with the endpoint's secret, sent as ``X-Service-Signature: sha256=<hex>``. For 24 hours
after a rotation the header carries two signatures, ``sha256=<new>,sha256=<old>``; one match is enough.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from typing import Any, Mapping, Optional, Sequence, Union

from payments_platform_events import PlatformEvent

from .errors import SignatureVerificationError

DEFAULT_TOLERANCE_SECONDS = 300


def _header(headers: Mapping[str, Any], name: str) -> Optional[str]:
    # Header names are case-insensitive, whatever case the framework hands them in.
    for key, value in headers.items():
        if key.lower() == name:
            return value[0] if isinstance(value, (list, tuple)) else value
    return None


def _signature(secret: str, timestamp: str, payload: bytes) -> str:
    return hmac.new(secret.encode("utf-8"), timestamp.encode("utf-8") + b"." + payload, hashlib.sha256).hexdigest()


class Webhook:
    """``Webhook.construct_event(payload, headers, secret)`` returns the verified event or raises."""

    @staticmethod
    def construct_event(
        payload: Union[bytes, str],
        headers: Mapping[str, Any],
        secret: Union[str, Sequence[str]],
        tolerance: int = DEFAULT_TOLERANCE_SECONDS,
        now: Optional[int] = None,
    ) -> PlatformEvent:
        """The event of a delivery whose signature matches one of ``secret`` (several during a
        rotation) and whose timestamp is within ``tolerance`` seconds of now, past or future.
        Raises ``SignatureVerificationError`` otherwise. Pass the raw body, before any JSON parsing."""
        body = payload.encode("utf-8") if isinstance(payload, str) else bytes(payload)
        timestamp = _header(headers, "x-service-timestamp")
        signatures = _header(headers, "x-service-signature")
        if not timestamp or not signatures or not timestamp.isdigit():
            raise SignatureVerificationError("missing_headers")
        current = int(time.time()) if now is None else now
        if abs(current - int(timestamp)) > tolerance:
            raise SignatureVerificationError("stale_timestamp")
        received = [part.strip()[len("sha256="):] for part in signatures.split(",") if part.strip().startswith("sha256=")]
        secrets = [secret] if isinstance(secret, str) else list(secret)
        if not any(hmac.compare_digest(_signature(s, timestamp, body), candidate) for s in secrets for candidate in received):
            raise SignatureVerificationError("bad_signature")
        try:
            # Signed by the server, whose events its test suite checks against these very types.
            return json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise SignatureVerificationError("malformed_body") from error

    @staticmethod
    def sign(payload: Union[bytes, str], secret: str, timestamp: Optional[int] = None) -> dict:
        """The headers the server would send with this payload: for testing your receiver."""
        body = payload.encode("utf-8") if isinstance(payload, str) else bytes(payload)
        stamp = str(int(time.time()) if timestamp is None else timestamp)
        return {"X-Service-Timestamp": stamp, "X-Service-Signature": "sha256=" + _signature(secret, stamp, body)}
