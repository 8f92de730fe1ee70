"""Duration strings and the `Upstash-Retry-Delay` expression language."""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Callable

_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}
_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|s|m|h|d)")


def parse_duration(text: str | int | float) -> float:
    """Seconds in `10s`, `5m`, `1d10h30m`, `500ms`; a bare number means seconds.

    WP sends `Upstash-Timeout: 30` (bare), QP sends `30s`: both must work.
    """
    if isinstance(text, int | float):
        return float(text)
    value = text.strip().lower()
    if not value:
        raise ValueError("empty duration")
    try:
        seconds = float(value)
    except ValueError:
        pass
    else:
        # inf and nan are floats but no time: they failed later, in int() (a 500) or,
        # for a stored flow period, in the restart that reloaded the message.
        if not math.isfinite(seconds):
            raise ValueError(f"invalid duration: {text!r}")
        return seconds
    pos, total = 0, 0.0
    for match in _PART.finditer(value):
        if match.start() != pos:
            break
        total += float(match.group(1)) * _UNITS[match.group(2)]
        pos = match.end()
    if pos != len(value) or pos == 0:
        raise ValueError(f"invalid duration: {text!r}")
    return total


_FUNCS: dict[str, Callable[..., float]] = {
    "pow": math.pow,
    "sqrt": math.sqrt,
    "abs": abs,
    "exp": math.exp,
    "floor": math.floor,
    "ceil": math.ceil,
    "round": round,
    "min": min,
    "max": max,
}
_BINOPS: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.Mod: lambda a, b: a % b,
    ast.Pow: lambda a, b: a**b,
}


def eval_retry_delay(expression: str, retried: int) -> float:
    """Milliseconds given by a retry-delay expression over `retried`.

    A tiny AST walker instead of eval(): the expression comes from any publisher.
    """
    tree = ast.parse(expression.replace("^", "**"), mode="eval")

    def walk(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return float(node.value)
        if isinstance(node, ast.Name) and node.id == "retried":
            return float(retried)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            value = walk(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](walk(node.left), walk(node.right))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _FUNCS
            and not node.keywords
        ):
            return float(_FUNCS[node.func.id](*(walk(arg) for arg in node.args)))
        raise ValueError(f"unsupported retry delay expression: {expression!r}")

    return max(0.0, walk(tree))
