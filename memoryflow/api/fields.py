"""Input fields stricter than DRF's own, for values that reach the database or start work.

- `IdField`: an id is a JSON integer or ASCII digits within BIGINT (DRF's IntegerField
  takes any Unicode digits `int()` takes, and no upper bound, which Postgres then refuses).
- `DayField`: a real calendar day within `validation.MIN_DATE … MAX_DATE` (a window's end
  is `toDate + 1 day`, which overflows at 9999-12-31).
- `ExplicitBooleanField`: a JSON boolean, or in a form the exact value "true"/"false".
  DRF's BooleanField reads a *missing* field in form data as false, and takes "1", "yes",
  "on" too: for `dryRun`, that turned a form without it into a real run.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from rest_framework import serializers
from rest_framework.fields import empty
from rest_framework.utils import html

from memoryflow.errors import InvalidPayloadError
from memoryflow.validation import MAX_DB_ID, parse_db_id, parse_iso_date


class IdField(serializers.IntegerField):
    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("min_value", 1)
        kwargs.setdefault("max_value", MAX_DB_ID)
        super().__init__(**kwargs)

    def to_internal_value(self, data: Any) -> int:
        try:
            return parse_db_id(data, self.field_name or "id")
        except InvalidPayloadError:
            number = _integer(data)
            if number is None:
                self.fail("invalid")
            # An integer, out of range: say so (0 is no invalid integer).
            elif number < 1:
                self.fail("min_value", min_value=self.min_value)
            else:
                self.fail("max_value", max_value=self.max_value)
        raise AssertionError("unreachable")  # fail() raises


def _integer(data: Any) -> int | None:
    """`data` as an integer if it is one (a JSON integer or ASCII digits), else None."""
    if isinstance(data, int) and not isinstance(data, bool):
        return data
    if isinstance(data, str) and re.fullmatch(r"-?[0-9]{1,100}", data.strip()):
        return int(data.strip())
    return None


class DayField(serializers.DateField):
    def to_internal_value(self, value: Any) -> date:
        try:
            return parse_iso_date(value, self.field_name or "date")
        except InvalidPayloadError as error:
            raise serializers.ValidationError(str(error)) from None


class ExplicitBooleanField(serializers.BooleanField):
    default_empty_html = empty  # missing from a form is missing, not false
    default_error_messages = {
        "invalid": 'Must be a JSON boolean (true or false), or the form value "true" or "false".',
        "twice": "Given more than once.",
    }

    def get_value(self, dictionary: Any) -> Any:
        # A form's repeated field is read as its last value: "dryRun=true&dryRun=false"
        # must not be a real run to us and a dry-run to whoever reads the first.
        if html.is_html_input(dictionary) and len(dictionary.getlist(self.field_name)) > 1:
            return _Repeated(dictionary.getlist(self.field_name))
        return super().get_value(dictionary)

    def to_internal_value(self, data: Any) -> bool:
        if isinstance(data, bool):
            return data
        if isinstance(data, _Repeated):
            self.fail("twice")
        # Text only where text is all there is: a form. In JSON, "false" is not a boolean.
        if data in ("true", "false") and html.is_html_input(self.root.initial_data):
            return bool(data == "true")
        self.fail("invalid")
        raise AssertionError("unreachable")


class _Repeated(list[str]):
    """A form field's values when it was given more than once."""
