"""A strict checker for the subset of JSON Schema the LLM prompts use (object, array,
string, number, integer, boolean, null, enum, required, additionalProperties: false,
minimum/maximum, anyOf). Enough to refuse a malformed answer before anything is built from it."""

from __future__ import annotations

from typing import Any


class SchemaError(ValueError):
    """The value does not fit the schema; the message gives the path."""


_TYPES: dict[str, Any] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "null": type(None),
}


def _is(value: Any, kind: str) -> bool:
    if kind in ("number", "integer"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        return kind == "number" or float(value).is_integer()
    return isinstance(value, _TYPES[kind])


def check_schema(value: Any, schema: dict[str, Any], path: str = "$") -> None:
    if "anyOf" in schema:
        problems = []
        for option in schema["anyOf"]:
            try:
                check_schema(value, option, path)
                return
            except SchemaError as exc:
                problems.append(str(exc))
        raise SchemaError(f"{path}: matches none of the allowed shapes ({'; '.join(problems)})")
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not any(_is(value, k) for k in kinds):
            raise SchemaError(f"{path}: expected {'|'.join(kinds)}, got {type(value).__name__}")
    if "enum" in schema and value not in schema["enum"]:
        raise SchemaError(f"{path}: {value!r} is not one of {schema['enum']}")
    if value is None:
        return
    if isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            raise SchemaError(f"{path}: {value} < {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            raise SchemaError(f"{path}: {value} > {schema['maximum']}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                raise SchemaError(f"{path}: missing {name!r}")
        if schema.get("additionalProperties") is False:
            extra = sorted(set(value) - set(props))
            if extra:
                raise SchemaError(f"{path}: unexpected {extra}")
        for name, sub in props.items():
            if name in value:
                check_schema(value[name], sub, f"{path}.{name}")
    if isinstance(value, list) and "items" in schema:
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            raise SchemaError(f"{path}: more than {schema['maxItems']} items")
        for i, item in enumerate(value):
            check_schema(item, schema["items"], f"{path}[{i}]")
