# coding: utf-8

"""
    Payments Platform API (REST compatibility layer)

    Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |

    The version of the OpenAPI document: 2027-01-15
    Generated by OpenAPI Generator (https://openapi-generator.tech)

    Do not edit the class manually.
"""  # noqa: E501


import ipaddress
import io
import json
import re
import ssl
from urllib.parse import urlparse

import urllib3

from payments_platform_generated.exceptions import ApiException, ApiValueError

SUPPORTED_SOCKS_PROXIES = {"socks5", "socks5h", "socks4", "socks4a"}
RESTResponseType = urllib3.HTTPResponse


def is_socks_proxy_url(url):
    if url is None:
        return False
    split_section = url.split("://")
    if len(split_section) < 2:
        return False
    else:
        return split_section[0].lower() in SUPPORTED_SOCKS_PROXIES

def contenttype_matches(contenttype, maintype, subtype):
    """Matches the given contenttype against the given type and subtype

    :param contenttype: the content type to match
    :param maintype: the expected maintype
    :param subtype: the expected subtype
    :return: `true` when the given content type matches the given type and subtype,
        regardless of the presence of mime type parameters, otherwise returns `false`.
    :rtype: bool
    """
    pattern = '{type}/(?:[^+;]+\\+)?{subtype}(?:[ \t]*;.*)?'.format(
        type = re.escape(maintype),
        subtype = re.escape(subtype),
    )
    return re.fullmatch(pattern, contenttype, re.IGNORECASE) is not None

def should_bypass_proxies(url: str, no_proxy: str) -> bool:
    """Return whether ``url`` matches the comma-separated ``no_proxy`` rules."""
    parsed_url = urlparse(url)
    if not parsed_url.hostname:
        return True

    host = parsed_url.hostname.lower()
    host_and_port = parsed_url.netloc.lower()
    try:
        host_ip = ipaddress.ip_address(host)
    except ValueError:
        host_ip = None

    for entry in (entry.strip().lower() for entry in no_proxy.split(',')):
        if not entry:
            continue
        if entry == '*':
            return True

        if host_ip is not None:
            try:
                if host_ip in ipaddress.ip_network(entry, strict=False):
                    return True
            except ValueError:
                pass

        entry = entry.lstrip('.')
        if (
            host == entry
            or host.endswith('.' + entry)
            or host_and_port == entry
            or host_and_port.endswith('.' + entry)
        ):
            return True

    return False


class RESTResponse(io.IOBase):

    def __init__(self, resp) -> None:
        self.response = resp
        self.status = resp.status
        self.reason = resp.reason
        self.data = None

    def read(self):
        if self.data is None:
            self.data = self.response.data
        return self.data

    @property
    def headers(self):
        """Returns a dictionary of response headers."""
        return self.response.headers

    def getheaders(self):
        """Returns a dictionary of the response headers; use ``headers`` instead."""
        return self.response.headers

    def getheader(self, name, default=None):
        """Returns a given response header; use ``headers.get()`` instead."""
        return self.response.headers.get(name, default)


class RESTClientObject:

    def __init__(self, configuration) -> None:
        # urllib3.PoolManager will pass all kw parameters to connectionpool
        # https://github.com/shazow/urllib3/blob/f9409436f83aeb79fbaf090181cd81b784f1b8ce/urllib3/poolmanager.py#L75  # noqa: E501
        # https://github.com/shazow/urllib3/blob/f9409436f83aeb79fbaf090181cd81b784f1b8ce/urllib3/connectionpool.py#L680  # noqa: E501
        # Custom SSL certificates and client certificates: http://urllib3.readthedocs.io/en/latest/advanced-usage.html  # noqa: E501

        # cert_reqs
        if configuration.verify_ssl:
            cert_reqs = ssl.CERT_REQUIRED
        else:
            cert_reqs = ssl.CERT_NONE

        pool_args = {
            "cert_reqs": cert_reqs,
            "ca_certs": configuration.ssl_ca_cert,
            "cert_file": configuration.cert_file,
            "key_file": configuration.key_file,
            "ca_cert_data": configuration.ca_cert_data,
        }
        if configuration.assert_hostname is not None:
            pool_args['assert_hostname'] = (
                configuration.assert_hostname
            )

        if configuration.retries is not None:
            pool_args['retries'] = configuration.retries

        if configuration.tls_server_name:
            pool_args['server_hostname'] = configuration.tls_server_name


        if configuration.socket_options is not None:
            pool_args['socket_options'] = configuration.socket_options

        if configuration.connection_pool_maxsize is not None:
            pool_args['maxsize'] = configuration.connection_pool_maxsize

        # https pool manager
        self.pool_manager: urllib3.PoolManager

        if configuration.proxy and not should_bypass_proxies(
            configuration.host, configuration.no_proxy or ''
        ):
            if is_socks_proxy_url(configuration.proxy):
                from urllib3.contrib.socks import SOCKSProxyManager
                pool_args["proxy_url"] = configuration.proxy
                pool_args["headers"] = configuration.proxy_headers
                self.pool_manager = SOCKSProxyManager(**pool_args)
            else:
                pool_args["proxy_url"] = configuration.proxy
                pool_args["proxy_headers"] = configuration.proxy_headers
                if configuration.proxy_ssl_context is not None:
                    pool_args["proxy_ssl_context"] = configuration.proxy_ssl_context
                self.pool_manager = urllib3.ProxyManager(**pool_args)
        else:
            self.pool_manager = urllib3.PoolManager(**pool_args)

    def request(
        self,
        method,
        url,
        headers=None,
        body=None,
        post_params=None,
        _request_timeout=None
    ):
        """Perform requests.

        :param method: http request method
        :param url: http request url
        :param headers: http request headers
        :param body: request json body, for `application/json`
        :param post_params: request post parameters,
                            `application/x-www-form-urlencoded`
                            and `multipart/form-data`
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        """
        method = method.upper()
        assert method in [
            'GET',
            'HEAD',
            'DELETE',
            'POST',
            'PUT',
            'PATCH',
            'OPTIONS'
        ]

        if post_params and body:
            raise ApiValueError(
                "body parameter cannot be used with post_params parameter."
            )

        post_params = post_params or {}
        headers = headers or {}

        timeout = None
        if _request_timeout:
            if isinstance(_request_timeout, (int, float)):
                timeout = urllib3.Timeout(total=_request_timeout)
            elif (
                    isinstance(_request_timeout, tuple)
                    and len(_request_timeout) == 2
                ):
                timeout = urllib3.Timeout(
                    connect=_request_timeout[0],
                    read=_request_timeout[1]
                )

        try:
            # For `POST`, `PUT`, `PATCH`, `OPTIONS`, `DELETE`
            if method in ['POST', 'PUT', 'PATCH', 'OPTIONS', 'DELETE']:

                content_type = headers.get('Content-Type')
                is_json = (
                    not content_type
                    or contenttype_matches(content_type, 'application', 'json')
                )
                # JSON is valid YAML 1.2, so structured YAML bodies can use
                # the existing JSON serializer:
                # https://yaml.org/spec/1.2.2/#13-relation-to-json
                is_structured_yaml = (
                    content_type
                    and (
                        contenttype_matches(content_type, 'application', 'yaml')
                        or contenttype_matches(content_type, 'text', 'yaml')
                        or contenttype_matches(content_type, 'text', 'x-yaml')
                    )
                    and not isinstance(body, (str, bytes))
                )
                if is_json or is_structured_yaml:
                    request_body = None
                    if body is not None:
                        request_body = json.dumps(body)
                    r = self.pool_manager.request(
                        method,
                        url,
                        body=request_body,
                        timeout=timeout,
                        headers=headers,
                        preload_content=False
                    )
                elif contenttype_matches(content_type, 'application', 'x-www-form-urlencoded'):
                    r = self.pool_manager.request(
                        method,
                        url,
                        fields=post_params,
                        encode_multipart=False,
                        timeout=timeout,
                        headers=headers,
                        preload_content=False
                    )
                elif contenttype_matches(content_type, 'multipart', 'form-data'):
                    # must del headers['Content-Type'], or the correct
                    # Content-Type which generated by urllib3 will be
                    # overwritten.
                    del headers['Content-Type']
                    # Ensures that dict objects are serialized
                    post_params = [(a, json.dumps(b)) if isinstance(b, dict) else (a,b) for a, b in post_params]
                    r = self.pool_manager.request(
                        method,
                        url,
                        fields=post_params,
                        encode_multipart=True,
                        timeout=timeout,
                        headers=headers,
                        preload_content=False
                    )
                # Pass a `string` parameter directly in the body to support
                # other content types than JSON when `body` argument is
                # provided in serialized form.
                elif isinstance(body, str) or isinstance(body, bytes):
                    r = self.pool_manager.request(
                        method,
                        url,
                        body=body,
                        timeout=timeout,
                        headers=headers,
                        preload_content=False
                    )
                elif content_type.startswith('text/') and isinstance(body, bool):
                    request_body = "true" if body else "false"
                    r = self.pool_manager.request(
                        method,
                        url,
                        body=request_body,
                        preload_content=False,
                        timeout=timeout,
                        headers=headers)
                else:
                    # Cannot generate the request from given parameters
                    msg = """Cannot prepare a request message for provided
                             arguments. Please check that your arguments match
                             declared content type."""
                    raise ApiException(status=0, reason=msg)
            # For `GET`, `HEAD`
            else:
                r = self.pool_manager.request(
                    method,
                    url,
                    fields={},
                    timeout=timeout,
                    headers=headers,
                    preload_content=False
                )
        except urllib3.exceptions.SSLError as e:
            msg = "\n".join([type(e).__name__, str(e)])
            raise ApiException(status=0, reason=msg)

        return RESTResponse(r)
