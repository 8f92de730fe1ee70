"""A clause that only thanks or greets someone: "thanks coach", "merci chef", "gracias
profe", "cheers doc". The word after it is who is spoken to, not a job of the user's, so the
clause reader drops the clause before any pattern reads it. Kept apart from the identity
vetoes, which read clauses, because the clause reader itself asks this."""

from __future__ import annotations

import re

_THANKS_OR_GREETING = (
    r"thanks|thank\s+you|thx|ty|tysm|cheers|merci(?:\s+beaucoup)?|gracias|danke(?:\s+schön)?|"
    r"grazie(?:\s+mille)?|obrigad[oa]|salamat(?:\s+po)?|asante(?:\s+sana)?|shukran|arigato|"
    r"dhanyavad|shukriya|terima\s+kasih|spasibo|dzięki|dziękuję|tack|takk|kiitos|hvala|toda|"
    r"mahalo|dank\s+je(?:wel)?|bedankt|hi|hello|hey|hiya|hola|bonjour|ciao|salut|namaste|salaam|"
    r"good\s+(?:morning|evening|night)"
)
_ADDRESSED = re.compile(
    rf"^\W*(?:{_THANKS_OR_GREETING})\s*,?\s+(?!(?:i|i'm|im|we|my|it|that|this|so|for|a|the|again|"
    r"a lot|lots|much|all)\b)(?:(?:my|dear|dr\.?|mr\.?|mrs\.?|ms\.?)\s+)?[\w'-]+(?:\s+[\w'-]+)?"
    r"[\W\d_]*$",
    re.IGNORECASE,
)


def addresses_someone(part: str) -> bool:
    """Whether a clause is only a thanks or greeting to someone: 'salamat coach 😂'."""
    return bool(_ADDRESSED.match(part.strip()))
