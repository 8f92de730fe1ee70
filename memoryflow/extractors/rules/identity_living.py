"""What the user can and cannot do and how they live, said in passing: a limit ("i cant
drive btw so its the bike or nothing", "im not allowed to drive", "i dont have a car"), a
home ("living alone for the first time ever", "i live on the 4th floor with no lift", "i live
in a tiny studio", "I've been renting here for 4 years", "me and my 2 roommates split
rent") and one's papers ("im already a permanent resident", "my visa only allows 20h work a
week").

Read by `identity_lasting.lasting_in_passing` anywhere in a plain statement; each frame
opens on "I" (or no subject), so the same words of someone else ("my dad lives alone", "my
son can't swim") give nothing, and a limit must end its clause or go on to a reason ("i
cant drive you there tomorrow" is one day's)."""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.text import Clause

__all__ = ["home_facts", "limit_facts", "papers_facts"]

_ADV = (
    r"(?:(?:also|actually|still|now|just|really|basically|literally|already|officially|"
    r"both|even|always|kinda|kind of|like)\s+)*"
)
_IM = r"i(?:'m| am)"

# What one cannot do, as a lasting limit; the clause must end with it or go on to a reason.
_LIMIT_VERB = (
    r"drive|swim|ride a bike|ride a bicycle|cycle|cook|read music|walk far|walk long distances|"
    r"climb stairs|stand for long|lift heavy things|eat gluten|eat dairy|have dairy|have gluten"
)
_LIMIT_END = (
    r"(?=\s*$|\s*[,.!;)]|\s+(?:btw|lol|lmao|haha|so|and|but|because|cos|bc|anyway|at all|"
    r"anymore|any more|yet|either|though|tho|myself|legally|properly|which|since|due)\b)"
)
_LIMIT = re.compile(
    rf"\bi\s+{_ADV}(?P<how>can't|cannot|can not|cant|don't|do not|never learned to|never "
    rf"learnt to)\s+(?:even\s+)?(?P<verb>{_LIMIT_VERB}){_LIMIT_END}"
    rf"|\b{_IM}\s+{_ADV}not\s+(?P<may>allowed|able|permitted)\s+to\s+(?P<verb2>{_LIMIT_VERB}|fly)"
    rf"{_LIMIT_END}"
)
_NO_LICENCE = re.compile(
    r"\bi\s+(?:don't|do not|dont)\s+(?:have|hold)\s+(?:a\s+)?(?:driving\s+|driver's\s+|drivers\s+)?"
    r"licen[cs]e\b|\bi\s+(?:have|'ve got)\s+no\s+(?:driving\s+|driver's\s+)?licen[cs]e\b"
)
_NO_CAR = re.compile(
    r"^no\s+car(?=\s*$|\s+(?:btw|lol|so|here|sadly|unfortunately|anymore)\b)|"
    r"\b(?:i|we)\s+(?:don't|do not|dont)\s+(?:have|own)\s+a\s+car\b"
    r"(?!\s+(?:today|this|right now|at the moment|here|with me))"
)
_ALONE = re.compile(
    rf"(?:^|\bi\s+{_ADV}|\b{_IM}\s+{_ADV}|\bnow\s+)(?:live|living)\s+(?:all\s+)?"
    r"(?:alone|on\s+my\s+own|by\s+myself)\b"
)
_ORDINAL = (
    r"\d{1,2}(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth|sixth|seventh|eighth|"
    r"ninth|tenth"
)
_FLOOR = re.compile(
    rf"\bi\s+{_ADV}live\s+on\s+(?:the\s+|a\s+)?(?P<floor>(?:{_ORDINAL})\s+floor)"
    r"(?P<lift>\s+(?:with\s+no|without\s+(?:a|an)|and\s+(?:there's|theres|there\s+is)\s+no|no)\s+"
    r"(?:lift|elevator))?"
)
_HOME_KIND = re.compile(
    rf"\bi\s+{_ADV}live\s+in\s+(?P<home>(?:a|an)\s+(?:(?:tiny|small|little|shared|rented|"
    r"council|basement|studio|one[- ]bed(?:room)?|two[- ]bed(?:room)?|cramped|big|old)\s+)*"
    r"(?:studio|flat|apartment|bedsit|house\s+share|houseshare|shared\s+house|granny\s+flat|"
    r"dorm|room))\b(?=\s*$|\s*[,.!;]|\s+(?:so|and|but|with|lol|now|btw)\b)"
)
_RENTING = re.compile(
    r"\bi(?:'ve| have)\s+been\s+renting(?:\s+(?:here|this\s+(?:place|flat|house)))?\s+(?:for\s+)?"
    r"(?P<dur>(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|many)\s+(?:years?|yrs))"
)
_ROOMMATES = re.compile(
    r"(?:\bi\s+live|\b(?:i'm|i am)\s+living|^living|\bme\s+and\s+my|^my)\s+(?:with\s+(?:my\s+)?)?"
    r"(?P<n>\d|two|three|four|five|six)?\s*(?P<who>room\s?mates?|flat\s?mates?|house\s?mates?)\b"
    r"(?P<split>(?:\s+and\s+i)?\s+(?:split|share|pay)\s+(?:the\s+)?(?:rent|a\s+(?:flat|house|"
    r"room|kitchen|bathroom)))?"
)
# Where one stands with the country one lives in: "im already a permanent resident",
# "im a citizen since 2019", "my visa only allows 20h work a week". Being "on a student visa"
# is a situation the context layer keeps.
_STATUS = re.compile(
    rf"\b{_IM}\s+{_ADV}(?:a\s+)?(?P<st>permanent resident|(?:dual\s+|naturali[sz]ed\s+|"
    r"[a-z]+\s+)?citizen|green card holder|pr holder|refugee|asylum seeker)"
    r"(?P<since>\s+since\s+(?:19|20)\d\d)?(?=\s*$|\s*[,.!;]|\s+(?:now|here|since|so|and|but|lol)\b)"
)
_VISA_ALLOWS = re.compile(
    r"\bmy\s+(?P<visa>(?:[\w-]+\s+){0,2}?(?:visa|work permit|study permit|residence permit))\s+"
    r"(?P<only>only\s+)?(?:allows|lets me|permits|limits me to|caps me at)\s+"
    r"(?P<what>(?:me\s+)?(?:[\w/-]+\s+){0,5}?[\w/-]+?)(?=\s*$|\s+(?:and|but|so|which|lol)\b)"
)


def limit_facts(c: Clause, yours: Callable[[Clause, int], bool]) -> list[IdentityFact]:
    """What the user cannot do, for good."""
    found: list[IdentityFact] = []
    if (m := _LIMIT.search(c.lower)) and yours(c, m.start()):
        if m["verb2"]:
            title = f"Is not {m['may']} to {m['verb2']}"
        elif m["how"].startswith("never"):
            title = f"Never learned to {m['verb']}"
        elif m["how"] in ("don't", "do not"):
            title = f"Does not {m['verb']}"
        else:
            title = f"Cannot {m['verb']}"
        found.append(make_fact("ability", title.lower(), title, "personal"))
    if (m := _NO_LICENCE.search(c.lower)) and yours(c, m.start()):
        found.append(
            make_fact("ability", "no driving licence", "Has no driving licence", "personal")
        )
    if (m := _NO_CAR.search(c.lower)) and yours(c, m.start()):
        found.append(make_fact("ability", "no car", "Has no car", "personal"))
    return found


def home_facts(c: Clause, yours: Callable[[Clause, int], bool]) -> list[IdentityFact]:
    """How and with whom the user lives."""
    found: list[IdentityFact] = []
    if (m := _ALONE.search(c.lower)) and yours(c, m.start()):
        found.append(make_fact("household", "alone", "Lives alone", "personal"))
    if (m := _FLOOR.search(c.lower)) and yours(c, m.start()):
        lift = " with no lift" if m["lift"] else ""
        title = f"Lives on the {m['floor']}{lift}"
        found.append(make_fact("home", title.lower(), title, "personal"))
    if (m := _HOME_KIND.search(c.lower)) and yours(c, m.start()):
        home = orig(c, m, "home")
        found.append(make_fact("home", home, f"Lives in {home}", "personal"))
    if (m := _RENTING.search(c.lower)) and yours(c, m.start()):
        found.append(make_fact("home", "renting", f"Has been renting their home for {m['dur']}",
                               "personal"))  # fmt: skip
    if (m := _ROOMMATES.search(c.lower)) and yours(c, m.start()):
        said_with = "with" in c.lower[m.start() : m.start("who")] or "liv" in m.group(0)
        if said_with or m["split"]:
            who = re.sub(r"\s", "", m["who"])
            who = who if who.endswith("s") or m["n"] else f"a {who}"
            if m["n"] and not who.endswith("s"):
                who += "s"
            what = f"{m['n']} {who}" if m["n"] else who
            found.append(make_fact("household", what, f"Lives with {what}", "personal"))
    return found


def papers_facts(c: Clause, yours: Callable[[Clause, int], bool]) -> list[IdentityFact]:
    """Where the user stands with the country they live in."""
    found: list[IdentityFact] = []
    if (m := _STATUS.search(c.lower)) and yours(c, m.start()):
        st = orig(c, m, "st")
        since = orig(c, m, "since") if m["since"] else ""
        art = "an" if st[0].lower() in "aeiou" else "a"
        found.append(make_fact("status", st, f"Is {art} {st}{' ' + since if since else ''}",
                               "demographic"))  # fmt: skip
    if (m := _VISA_ALLOWS.search(c.lower)) and yours(c, m.start()):
        visa, what = orig(c, m, "visa"), orig(c, m, "what")
        only = "only " if m["only"] else ""
        art = "an" if visa[0] in "aeiou" else "a"
        title = f"Is on {art} {visa} that {only}allows {re.sub(r'^me ', '', what)}"
        found.append(make_fact("status", visa, title, "demographic"))
    return found
