"""What something did, or did not do, for the user, told as what they found: "melatonin does
nothing for me", "ibuprofen never helped me", "went keto last winter and my mood tanked".

These are experiences (what the user tried and what came of it), not tastes: nobody says a
remedy "does nothing for me" before trying it. A person as the subject ("my boss does
nothing for me") or a pronoun ("it does nothing for me": what it is was said before) is
left alone, and so is a question ("does melatonin do anything for you?")."""

from __future__ import annotations

import re

# The thing tried: one to four words, not a pronoun, a person or a body of people.
_THING = (
    r"(?P<what>(?!(?:it|this|that|these|those|he|she|they|you|nothing|everything|anything|"
    r"my|his|her|their|our|your|the\s+(?:doctor|gp|therapist|boss))\b)[\w'-]+(?:\s+[\w'-]+){0,3}?)"
)
# "does nothing for me", "doesn't do anything for me", "never helped me". Not "doesn't work
# for me": that is as often a time or a plan that does not suit ("tuesdays don't work for me").
_NO_EFFECT = re.compile(
    rf"^(?:also\s+|and\s+|but\s+|tbh\s+)?{_THING}\s+(?P<how>(?:does|did|do)\s+(?:absolutely\s+|"
    r"literally\s+|jack\s+)?(?:nothing|zilch|nada|sod all|fuck all)\s+(?:for|to)\s+me|"
    r"(?:doesn't|does not|didn't|did not|don't|do not|never)\s+(?:really\s+|ever\s+|even\s+)?"
    r"(?:do\s+anything|do\s+much|did\s+anything)\s+(?:for|to)\s+me|"
    r"(?:doesn't|does not|didn't|did not|never)\s+(?:really\s+|even\s+)?(?:help|helps|helped)\s+me)"
    r"(?:\s+(?:at\s+all|anymore|any\s+more|either|tbh|honestly|btw))?$"
)
# "went keto last winter and my mood tanked": a change of diet or routine and the toll.
_WENT_AND = re.compile(
    r"^(?:i\s+)?(?:went|tried|started|did|switched\s+to)\s+(?P<what>[\w'-]+(?:\s+[\w'-]+){0,2}?)"
    r"(?:\s+(?:last|this)\s+(?:week|month|year|winter|summer|spring|autumn|fall)|\s+for\s+a\s+"
    r"(?:while|bit|month|week|year)|\s+in\s+\d{4})?\s+and\s+(?:my\s+)?(?P<toll>(?:mood|sleep|"
    r"energy|skin|gut|stomach|anxiety|focus|periods?|blood\s+pressure|sugar|weight|hair)\s+"
    r"(?:tanked|crashed|went\s+(?:to\s+hell|downhill|up|haywire)|got\s+(?:worse|awful|terrible)|"
    r"spiked|plummeted|fell\s+apart)|i\s+(?:crashed|broke\s+out|got\s+sick|felt\s+awful|"
    r"passed\s+out|fainted))\b"
)


def effect_found(lower: str, message: str) -> tuple[str, str, str] | None:
    """(the thing, what it did, the words that tell it) when the clause tells what something
    did for the user. The toll of a change is often split off as a clause of its own ("went
    keto last winter | and my mood tanked"), so it is read in the message from the clause on."""
    if m := _NO_EFFECT.match(lower):
        return m["what"], m["how"], lower
    low = message.lower()
    at = low.find(lower)
    if at >= 0 and (m := _WENT_AND.match(low[at:])):
        return m["what"], m["toll"], message[at : at + m.end()]
    return None
