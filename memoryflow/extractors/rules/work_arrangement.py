"""How the user wants to work, said as a wish: "ideally fully remote", "remote if possible",
"i'd rather work from home", "miami pero trabajo remoto si se puede". A softener ("if
possible", "si se puede", "ideally") makes it a wish, not a condition; "remote" without a
wish ("the job is remote", "i work remotely") is a fact about the job, for identity."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

# The ways of working a wish can name (English, and the Spanish and Portuguese of chat).
_HOW = (
    r"(?P<how>(?:fully\s+|100%\s+|mostly\s+|full[- ]time\s+)?(?:remote(?:ly)?|remot[oa]|hybrid|"
    r"h[ií]brid[oa]|from\s+home|wfh|home\s*office))"
)
_JOB = r"(?:\s+(?:work|role|job|position|roles|jobs|positions|contract))?"
# What makes it a wish: "if possible", "si se puede", "se possível", "ideally", "only".
_SOFT = (
    r"(?:if\s+(?:possible|poss|i\s+can|at\s+all\s+possible|that'?s\s+an\s+option)|si\s+se\s+puede|"
    r"si\s+es\s+posible|se\s+poss[ií]vel|de\s+preferencia|ideally|preferably|only|please)"
)
# A place or a fact said first ("miami pero …", "based in leeds but …") is read elsewhere.
_LEAD = r"^(?:.*?\b(?:but|pero|mas|and|y|e)\s+)?"
_WORK = r"(?:(?:i\s+)?work\s+|working\s+|trabajo\s+|trabajar\s+|trabalho\s+|trabalhar\s+)?"
_WISHES: tuple[re.Pattern[str], ...] = (
    re.compile(rf"{_LEAD}{_WORK}{_HOW}{_JOB}\s+{_SOFT}$"),
    re.compile(rf"^(?:ideally|preferably|only)\s+{_WORK}{_HOW}{_JOB}$"),
    re.compile(
        rf"^i(?:'d|\s+would)?\s+(?:really\s+|much\s+)?(?:want|like|rather|prefer|love)\s+"
        rf"(?:to\s+)?work\s+{_HOW}\b"
    ),
)
_TITLES = {"hybrid": "hybrid work", "from home": "working from home", "wfh": "working from home"}


def work_wish(lower: str) -> Reading | None:
    """(title, directive, priority, kind) when the clause wishes for a way of working."""
    for pattern in _WISHES:
        if m := pattern.match(lower):
            how = re.sub(r"^(?:fully|100%|mostly|full[- ]time)\s+", "", m["how"])
            kind = next((t for w, t in _TITLES.items() if how.startswith(w)), "remote work")
            fully = "fully " if m["how"].startswith(("fully", "100%")) else ""
            title = f"Prefers {fully}{kind}"
            return title, title, 0.7, "like"
    return None


def wishes_for_work(c: Clause) -> bool:
    """Whether the clause is such a wish (its softener is no condition)."""
    return work_wish(c.lower) is not None
