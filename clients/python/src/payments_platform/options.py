"""What a call takes and gives beside its data: per-call options, and the raw answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Mapping, Optional


@dataclass
class RawResponse:
    """An answer as it came: status, headers and the parsed body (``data`` unwrapped from the envelope)."""

    status: int
    headers: Mapping[str, str]
    body: Any
    data: Any


@dataclass
class RequestOptions:
    """Per call: an Idempotency-Key of your own (else one is generated for the call and reused on
    its retries), a timeout in seconds, extra headers, a sandbox scenario for the first attempt."""

    idempotency_key: Optional[str] = None
    timeout: Optional[float] = None
    headers: Dict[str, str] = field(default_factory=dict)
    sandbox_scenario: Optional[str] = None
    max_retries: Optional[int] = None
