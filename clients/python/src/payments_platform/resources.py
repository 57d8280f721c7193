"""What the generated resource services (``payments_platform_services``) stand on: a call through
the client's transport answering a typed model, and the page of a list that walks the rest."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, Generic, Iterator, List, Mapping, Optional, Type, TypeVar
from urllib.parse import quote

import difflib

import pydantic

from .errors import InvalidParameterError, refuse_floats
from .options import RequestOptions

T = TypeVar("T")


@dataclass
class ListObject(Generic[T]):
    """One page of a list: ``data`` (its items), ``has_more``, and ``auto_paging_iter()``, which walks
    every item of this page and the ones after it, a page at a time."""

    data: List[T]
    has_more: bool
    # The page number and size of a paged list; None for the event log, which pages by a cursor.
    page: Optional[int]
    size: Optional[int]
    _next_page: Callable[[], "ListObject[T]"]

    def __iter__(self) -> Iterator[T]:
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)

    def next_page(self) -> "ListObject[T]":
        """The page after this one."""
        if not self.has_more:
            raise IndexError("this is the last page")
        return self._next_page()

    def auto_paging_iter(self) -> Iterator[T]:
        current: ListObject[T] = self
        while True:
            yield from current.data
            if not current.has_more:
                return
            current = current.next_page()


def next_cursor(answer: Mapping[str, Any]) -> Dict[str, Any]:
    """Where the page after ``answer`` starts: after its last object (by id; a wallet transaction by its
    entryId), so objects created or deleted during a walk neither repeat nor shift one; the event log
    after its position; a list whose items have no id by page number. A value of None is not sent, so
    a cursor replaces the page number or the other cursor the first page was read from."""
    if "nextAfter" in answer:
        return {"after": answer["nextAfter"]}
    last = answer["items"][-1] if answer["items"] else {}
    object_id = last.get("id", last.get("entryId")) if isinstance(last, dict) else None
    if isinstance(object_id, str):
        return {"startingAfter": object_id, "page": None, "endingBefore": None}
    return {"page": int(answer["page"]) + 1}


class ResourceService:
    """A resource's operations, sent by the client (credentials, retries, idempotency, typed errors)."""

    def __init__(self, client: Any) -> None:
        self._client = client

    @staticmethod
    def _body(model: Type[Any], params: Any, fields: Mapping[str, Any]) -> Any:
        if params is not None and fields:
            raise TypeError("pass the params object or its fields as keywords, not both")
        if params is None and not fields:
            return None
        # Nothing is sent until the fields are sure: no float where money goes, no keyword the
        # operation does not take, each value of its type (names in snake_case or as the API spells them).
        if params is None:
            refuse_floats(dict(fields))
            known = {name for name in model.model_fields} | {field.alias for field in model.model_fields.values() if field.alias}
            # A field named by a Python keyword or builtin takes a trailing underscore (from_, type_), as PEP 8 says.
            fields = {(keyword[:-1] if keyword.endswith("_") and keyword[:-1] in known else keyword): value for keyword, value in fields.items()}
            for keyword in fields:
                if keyword not in known:
                    close = difflib.get_close_matches(keyword, sorted(known), n=1)
                    hint = f"; did you mean {close[0]!r}?" if close else ""
                    raise InvalidParameterError(keyword, f"{model.__name__} takes no such keyword{hint}")
            try:
                chosen = model(**fields)
            except pydantic.ValidationError as invalid:
                problem = invalid.errors()[0]
                where = ".".join(str(part) for part in problem["loc"]) or "body"
                raise InvalidParameterError(where, problem["msg"]) from invalid
        else:
            chosen = params
        return chosen.to_dict()

    def _call(
        self,
        method: str,
        route: str,
        path_values: Dict[str, str],
        body: Any,
        query: Optional[Dict[str, Any]],
        options: Optional[RequestOptions],
        model: Optional[Type[Any]],
    ) -> Any:
        data = self._client.request(method, _path(route, path_values), json=body, params=query, options=options)
        if model is None or data is None:
            return data
        if isinstance(data, list):
            return [model.from_dict(item) for item in data]
        return model.from_dict(data)

    def _list(
        self,
        route: str,
        path_values: Dict[str, str],
        query: Optional[Dict[str, Any]],
        options: Optional[RequestOptions],
        model: Type[Any],
    ) -> ListObject[Any]:
        def fetch(cursor: Dict[str, Any]) -> ListObject[Any]:
            answer = self._client.request("GET", _path(route, path_values), params={**(query or {}), **cursor}, options=options)
            # The event log answers a cursor (nextAfter); every other list a page number.
            paged = "nextAfter" not in answer
            following = next_cursor(answer)
            return ListObject(
                data=[model.from_dict(item) for item in answer["items"]],
                has_more=bool(answer["hasMore"]),
                page=int(answer["page"]) if paged else None,
                size=int(answer["size"]) if paged else None,
                _next_page=lambda: fetch(following),
            )

        return fetch({})


def _path(route: str, values: Mapping[str, str]) -> str:
    for name, value in values.items():
        route = route.replace("{" + name + "}", quote(str(value), safe=""))
    return route
