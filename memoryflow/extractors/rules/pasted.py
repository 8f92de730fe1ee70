"""Code pasted without a fence, and material whose end is marked.

People paste code straight into chat ("from astropy.coordinates import get_body", "SELECT
ward FROM admissions"); a line with the shape of code is nobody's statement ("from
astropy…" is not where the user is from). Text handed over behind "reply to this:" runs to
the end of the message unless it is marked off (a `>` quote, a code block, code lines):
then what the user writes after it is theirs again ("… I have multiple sclerosis and it's
the only way I get to work")."""

from __future__ import annotations

import re

# Lines with the shape of code, one row per kind.
_CODE_SHAPES = (
    # imports and definitions: Python, JS/TS, Go, Java, C
    r"^\s*from\s+[\w.]+\s+import\s+\w",
    r"^\s*import\s+[\w.{}, *]+(?:\s+(?:as|from)\s+\S+)?;?\s*$",
    r"^\s*(?:async\s+)?(?:def|func|function|fn|class|struct|interface|enum)\s+\w*\s*[(<{:]",
    r"^\s*(?:const|let|var|val)\s+[\w\[\]{}, ]+\s*[:=]",
    r"^\s*(?:public|private|protected|static|package|#include|#define|using namespace)\b",
    r"^\s*(?:return|yield|await|print|console\.log|println!?)\b.*[;)]\s*$",
    r"^\s*return\s+\w+;?\s*$",
    # SQL, written in capitals as it usually is
    r"^\s*(?-i:SELECT|FROM|JOIN|LEFT JOIN|INNER JOIN|WHERE|GROUP BY|ORDER BY|HAVING|LIMIT|"
    r"INSERT INTO|UPDATE|DELETE FROM|CREATE TABLE|WITH)\b",
    # assignment of a call or an expression: "loc = EarthLocation(lat=52.7)", "x := 3"
    r"^\s*[\w.\[\]]+\s*(?::=|\+=|-=|=(?!=))\s*[\w.'\"\[({-]+.*[)\]'\"\d]\s*;?\s*$",
    # brackets and statement ends: "}", "for p := range ch {", "useEffect(() => {...});"
    r"^\s*[{}\[\]()]+;?\s*$",
    r"[{;]\s*$",
    r"=>|\(\)\s*[{;)]|\)\s*\{",
)
CODE_LINE = re.compile("|".join(f"(?:{shape})" for shape in _CODE_SHAPES), re.IGNORECASE)
# What stands in for a line taken out, so that the reader knows the material was marked off.
MARK = "\x00"


def mark_code_lines(lines: list[str]) -> list[str]:
    """Lines with the shape of code replaced by the mark."""
    return [MARK if CODE_LINE.search(line) else line for line in lines]


def marked_off(lines: list[str], after: int) -> bool:
    """Whether the first line with text after `after` is material marked off."""
    rest = (line for line in lines[after + 1 :] if line.strip())
    return next(rest, "").strip() == MARK
