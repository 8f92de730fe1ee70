"""The APIs' JSON parser: a bounded body, bounded nesting, no NaN/Infinity.

DRF's JSONParser reads the whole stream and hands it to `json.load`: a body nested
~50,000 levels deep raised RecursionError (a 500), and nothing bounds the size. Here a
body over `MEMORYFLOW_API_MAX_BODY_BYTES` or deeper than `validation.MAX_JSON_DEPTH`
is a 400 ParseError like any other malformed JSON, and so is an object naming a key twice
(which value counts is up to the reader). A query string naming a parameter twice is a 400
too (`query_params`).
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import IO, Any

from django.conf import settings
from rest_framework.exceptions import ParseError, ValidationError
from rest_framework.parsers import FormParser, JSONParser
from rest_framework.request import Request

from memoryflow.validation import loads_bounded


def read_bounded(stream: IO[Any], kind: str) -> bytes:
    """The body, read no further than `MEMORYFLOW_API_MAX_BODY_BYTES` (+1 to tell)."""
    limit: int = settings.MEMORYFLOW_API_MAX_BODY_BYTES
    raw: bytes = stream.read(limit + 1)
    if len(raw) > limit:
        raise ParseError(f"{kind} body larger than {limit} bytes")
    return raw


class BoundedJSONParser(JSONParser):
    def parse(
        self,
        stream: IO[Any],
        media_type: str | None = None,
        parser_context: Mapping[str, Any] | None = None,
    ) -> Any:
        raw = read_bounded(stream, "JSON")
        try:
            return loads_bounded(raw.decode("utf-8"), unique_keys=True)
        except UnicodeDecodeError:
            raise ParseError("JSON body is not UTF-8") from None
        except ValueError as error:
            raise ParseError(f"JSON parse error - {error}") from None


class BoundedFormParser(FormParser):
    """Form bodies under the same size bound (DRF's FormParser reads the whole stream)."""

    def parse(
        self,
        stream: IO[Any],
        media_type: str | None = None,
        parser_context: Mapping[str, Any] | None = None,
    ) -> Any:
        raw = read_bounded(stream, "form")
        return super().parse(io.BytesIO(raw), media_type, parser_context)


def query_params(request: Request) -> dict[str, str]:
    """The query string, one value a name; an empty value counts as absent. A name given
    twice is a 400 naming it: read as its last value, `?status=error&status=pending`
    answered the pending tasks only, as if no task had failed."""
    given = list(request.query_params.lists())
    twice = {name: ["Given more than once."] for name, values in given if len(values) > 1}
    if twice:
        raise ValidationError(twice)
    return {name: values[0] for name, values in given if values and values[0] != ""}
