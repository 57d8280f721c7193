"""The client: credentials per operation, the envelope unwrapped, typed errors, retries that are
safe (one Idempotency-Key per logical call, reused on every retry), pagination and mobile money."""

from __future__ import annotations

import base64
import json
import random
import time
import uuid
from decimal import Decimal
from typing import Any, Callable, Dict, Iterator, Mapping, Optional, Tuple, Type, TypeVar
from urllib.parse import urlencode

import urllib3

from payments_platform_generated.api_client import ApiClient
from payments_platform_generated.configuration import Configuration

from payments_platform_services import API_VERSION, ResourceServices

from .errors import APIConnectionError, PaymentsError, error_from, refuse_floats
from .options import RawResponse, RequestOptions
from .resources import next_cursor

#: The mobile money products: each has its own subscription key, and its routes take the API user.
PRODUCTS = ("collection", "disbursement", "remittance")
_MUTATING = ("POST", "PUT", "PATCH", "DELETE")
_RETRYABLE_STATUS = (429, 502, 503, 504)
_FINAL_MOMO_STATUSES = ("SUCCESSFUL", "FAILED", "CANCELLED", "REJECTED", "TIMEOUT")
T = TypeVar("T")

# API_VERSION (generated): the dated API version this library was generated for, sent as
# Payments-Version on every call; upgrading the library is how an integration moves to a newer version.

class Payments(ResourceServices):
    """A client of the payments platform's REST layer (``/ms/v1``).

    Every operation is a method of its resource service: ``payments.payment_links.create(title=…)``
    answers a ``PaymentLink``. A server signs in with a secret key:
    ``Payments(base_url, subscription_key, secret_key="sk_test_…")``; an app with the user's
    tokens (``sign_in`` keeps them and refreshes them once on an expired access token).
    Money is a ``Decimal`` with its currency's scale in typed answers (``Decimal("45.00")``) and
    is taken as ``Decimal`` or decimal text. The mobile money routes (``/collection``,
    ``/disbursement``, ``/remittance``, ``/v1_0/apiuser``) are sent with that product's key and
    the API user's Basic credentials (``product_keys``, ``api_user``).
    """

    def __init__(
        self,
        base_url: str,
        subscription_key: str,
        *,
        secret_key: Optional[str] = None,
        access_token: Optional[str] = None,
        refresh_token: Optional[str] = None,
        product_keys: Optional[Mapping[str, str]] = None,
        api_user: Optional[Tuple[str, str]] = None,
        max_retries: int = 3,
        timeout: float = 30.0,
        backoff_seconds: float = 0.5,
        max_backoff_seconds: float = 20.0,
        target_environment: str = "sandbox",
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.subscription_key = subscription_key
        self.secret_key = secret_key
        self.access_token = access_token
        self.refresh_token = refresh_token
        self.product_keys = dict(product_keys or {})
        self.api_user = api_user
        self.max_retries = max_retries
        self.timeout = timeout
        self.backoff_seconds = backoff_seconds
        self.max_backoff_seconds = max_backoff_seconds
        self.target_environment = target_environment
        self._sleep = sleep
        self._http = urllib3.PoolManager(retries=False)
        ResourceServices.__init__(self, self)

    # ——— Credentials ———

    def sign_in(self, email: str, password: str) -> dict:
        """POST /auth/login; the tokens are kept for the calls that follow."""
        tokens = self.request("POST", "/auth/login", json={"email": email, "password": password})
        self.access_token, self.refresh_token = tokens["accessToken"], tokens["refreshToken"]
        return tokens

    def refresh(self) -> dict:
        """POST /auth/refresh with the kept refresh token (single use: the new one is kept)."""
        if not self.refresh_token:
            raise PaymentsError("no refresh token: sign in first", code="NO_REFRESH_TOKEN")
        tokens = self.request("POST", "/auth/refresh", json={"refreshToken": self.refresh_token})
        self.access_token, self.refresh_token = tokens["accessToken"], tokens["refreshToken"]
        return tokens

    # ——— Calls ———

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Optional[Mapping[str, Any]] = None,
        options: Optional[RequestOptions] = None,
        raw: bool = False,
    ) -> Any:
        """The escape hatch under the resource services, for a route they do not name: one logical
        call, answering the envelope's ``data`` (or a ``RawResponse`` with ``raw=True``) as the JSON of
        ``API_VERSION`` says it (money as decimal text, other fractions as ``Decimal``); a refusal raises the typed error of its status and code."""
        chosen = {k: _query_value(v) for k, v in (params or {}).items() if v is not None}
        query = "?" + urlencode(chosen) if chosen else ""
        refuse_floats(json)
        body = None if json is None else _json_bytes(json)
        status, headers, data = self.send(method.upper(), path + query, body, options or RequestOptions())
        parsed = _parse(data)
        unwrapped = parsed.get("data") if isinstance(parsed, dict) and "serverStatusCode" in parsed else parsed
        return RawResponse(status, headers, parsed, unwrapped) if raw else unwrapped

    def paginate(self, path: str, *, params: Optional[Mapping[str, Any]] = None, size: int = 50) -> Iterator[Any]:
        """Every item of a paged list (answered ``{items, page, size, hasMore}``), page after page, each
        page starting after the last object of the one before (``?startingAfter=&limit=``)."""
        cursor: Dict[str, Any] = {}
        while True:
            answer = self.request("GET", path, params={**(params or {}), "limit": size, **cursor})
            yield from answer["items"]
            if not answer["hasMore"]:
                return
            cursor = next_cursor(answer)

    def momo(self, product: str) -> "MobileMoney":
        """The mobile money operations of a product (``collection``, ``disbursement``, ``remittance``)."""
        if product not in PRODUCTS:
            raise ValueError(f"product must be one of {', '.join(PRODUCTS)}")
        return MobileMoney(self, product)

    def api(self, api_class: Type[T]) -> T:
        """A generated, typed API class (``payments_platform_generated.api``) whose calls go through
        this client: the same credentials, retries, idempotency and typed errors."""
        return api_class(_TypedApiClient(self))

    # ——— The one way out: headers, retries, errors ———

    def send(self, method: str, route_and_query: str, body: Optional[bytes], options: RequestOptions) -> Tuple[int, Mapping[str, str], bytes]:
        """Sends one logical call (a route under ``base_url``), retrying connection failures, 429,
        the 5xx of a gateway and ``IDEMPOTENCY_KEY_IN_USE`` with backoff and jitter (``Retry-After``
        honoured); the same Idempotency-Key (and X-Reference-Id) goes with every attempt."""
        route = route_and_query.split("?", 1)[0]
        headers = self._headers(method, route, options)
        url = self.base_url + route_and_query
        retries = self.max_retries if options.max_retries is None else options.max_retries
        refreshed = False
        attempt = 0
        while True:
            sent = dict(headers)
            if options.sandbox_scenario and attempt == 0:
                sent["X-Sandbox-Scenario"] = options.sandbox_scenario
            try:
                response = self._http.request(
                    method, url, body=body, headers=sent, timeout=options.timeout or self.timeout, preload_content=True, redirect=False
                )
            except urllib3.exceptions.HTTPError as error:
                if attempt >= retries:
                    raise APIConnectionError(f"no answer from {method} {route}: {error}", correlation_id=headers["X-Correlation-ID"]) from error
                self._wait(attempt, None)
                attempt += 1
                continue
            answer_headers = response.headers  # case-insensitive, as header names are
            if response.status < 400:
                return response.status, answer_headers, response.data
            error = error_from(response.status, answer_headers, response.data, headers["X-Correlation-ID"])
            if self._retryable(error) and attempt < retries:
                self._wait(attempt, error.retry_after)
                attempt += 1
                continue
            if error.status == 401 and not refreshed and self.refresh_token and headers.get("Authorization", "").startswith("Bearer ") and route != "/auth/refresh":
                refreshed = True
                self.refresh()
                headers["Authorization"] = f"Bearer {self.access_token}"
                continue
            raise error

    def _headers(self, method: str, route: str, options: RequestOptions) -> Dict[str, str]:
        product = _product_of(route)
        headers = {
            "Accept": "application/json",
            "Content-Type": "application/json",
            "X-Target-Environment": self.target_environment,
            "X-Correlation-ID": str(uuid.uuid4()),
            "Payments-Version": API_VERSION,
            "Ocp-Apim-Subscription-Key": self.product_keys.get(product, self.subscription_key) if product else self.subscription_key,
        }
        if product and self.api_user and not route.endswith("/apiuser") and "/apiuser/" not in route:
            headers["Authorization"] = "Basic " + base64.b64encode(f"{self.api_user[0]}:{self.api_user[1]}".encode()).decode()
        elif (self.access_token or self.secret_key) and not product:
            headers["Authorization"] = f"Bearer {self.access_token or self.secret_key}"
        if method in _MUTATING:
            headers["Idempotency-Key"] = options.idempotency_key or str(uuid.uuid4())
        # A mobile money request is named by a UUID of the caller's (X-Reference-Id): one per logical
        # call, as the idempotency key is, unless the call gives its own; the answer says which (its
        # referenceId, or a new API user's apiUserId).
        if product and method in _MUTATING:
            headers["X-Reference-Id"] = str(uuid.uuid4())
        headers.update(options.headers)
        return headers

    @staticmethod
    def _retryable(error: PaymentsError) -> bool:
        return error.status in _RETRYABLE_STATUS or error.code == "IDEMPOTENCY_KEY_IN_USE"

    def _wait(self, attempt: int, retry_after: Optional[float]) -> None:
        backoff = min(self.max_backoff_seconds, self.backoff_seconds * (2**attempt))
        # Full jitter, so clients refused together do not come back together; Retry-After is a floor.
        delay = random.uniform(0, backoff)
        self._sleep(max(delay, retry_after or 0.0))


class MobileMoney:
    """Asynchronous mobile money operations: each is sent with an ``X-Reference-Id`` (generated
    unless given, the same on retries) and answers 202; ``wait`` polls its status to a final one."""

    def __init__(self, client: Payments, product: str) -> None:
        self.client = client
        self.product = product

    def send(self, operation: str, body: Mapping[str, Any], *, reference_id: Optional[str] = None, options: Optional[RequestOptions] = None) -> str:
        """POST (PUT for ``payment/withdraw``) ``/{product}/{operation}``; returns the reference id."""
        reference = reference_id or str(uuid.uuid4())
        chosen = options or RequestOptions()
        chosen = RequestOptions(
            idempotency_key=chosen.idempotency_key,
            timeout=chosen.timeout,
            headers={**chosen.headers, "X-Reference-Id": reference},
            sandbox_scenario=chosen.sandbox_scenario,
            max_retries=chosen.max_retries,
        )
        method = "PUT" if operation == "payment/withdraw" else "POST"
        self.client.request(method, f"/{self.product}/{operation}", json=dict(body), options=chosen)
        return reference

    def status(self, operation: str, reference_id: str) -> dict:
        """GET ``/{product}/{operation}/{referenceId}/status``."""
        return self.client.request("GET", f"/{self.product}/{operation}/{reference_id}/status")

    def wait(self, operation: str, reference_id: str, *, timeout: float = 60.0, interval: float = 0.5) -> dict:
        """Polls the status until it is final (``SUCCESSFUL``, ``FAILED``, ...) or ``timeout`` passes."""
        deadline = time.monotonic() + timeout
        while True:
            answer = self.status(operation, reference_id)
            if answer.get("status") in _FINAL_MOMO_STATUSES or time.monotonic() >= deadline:
                return answer
            time.sleep(interval)


class _TypedApiClient(ApiClient):
    """The generated client's transport, replaced by ``Payments.send``: typed calls get the same
    credentials, retries and typed errors as ``Payments.request``."""

    def __init__(self, owner: Payments) -> None:
        super().__init__(Configuration(host=owner.base_url))
        self.owner = owner

    def call_api(self, method, url, header_params=None, body=None, post_params=None, _request_timeout=None):  # noqa: ANN001
        options = RequestOptions(headers={k: str(v) for k, v in (header_params or {}).items() if k != "Authorization"})
        if isinstance(_request_timeout, (int, float)):
            options.timeout = float(_request_timeout)
        payload = None if body is None else (body if isinstance(body, (bytes, bytearray)) else _json_bytes(body))
        route = url[len(self.owner.base_url):] if url.startswith(self.owner.base_url) else url
        status, headers, data = self.owner.send(method, route, payload, options)
        return _Answer(status, headers, data)


class _Answer:
    """What the generated deserializer reads of an answer (``rest.RESTResponse``'s surface)."""

    def __init__(self, status: int, headers: Mapping[str, str], data: bytes) -> None:
        self.status = status
        self.reason = ""
        self.data = data
        self.headers = headers

    def read(self) -> bytes:
        return self.data

    def getheaders(self) -> Mapping[str, str]:
        return self.headers

    def getheader(self, name: str, default: Optional[str] = None) -> Optional[str]:
        return self.headers.get(name, default)


def _product_of(route: str) -> Optional[str]:
    first = route.lstrip("/").split("/", 1)[0]
    if first in PRODUCTS:
        return first
    if first == "v1_0":
        return "collection"
    return None


def _query_value(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _json_bytes(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":"), default=str).encode("utf-8")


def _parse(data: bytes) -> Any:
    if not data:
        return None
    try:
        # Money stays exact: every number with a fraction is read as a Decimal, never a float.
        return json.loads(data.decode("utf-8"), parse_float=Decimal)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return data.decode("utf-8", "replace")
