"""A living said by what is done, sold or earned rather than by a job noun: money made on a
platform ("made 1100 this month on just eat"), work done for a firm ("doing airport transfers
for a local firm now"), a trade status with what it is ("im a sole trader doing dog walking",
"we've been vat registered since april"), the services one mostly does ("i mostly do balayage
and curly cuts"), teaching by the hour ("I lecture in macroeconomics at a university in
Belgium", "i tutor kids in maths on the side", "i give maths tuition on weekends"), a side
role by the time it takes ("vinted reseller by night"). Trades told by where and with what
they are plied (markets, vehicles, farms, shifts) are in `identity_trades`.

Each row opens on the user's own frame and is gated by its trigger words (`gated_rows`), so
the same words of a customer ("i ordered from deliveroo"), of a plan ("thinking of starting a
cafe") or of someone else ("my brother runs a barbershop") stay out."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _ADV, _IM, Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    article,
    display,
    in_town,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.open_roles import open_role
from memoryflow.extractors.rules.text import Clause

__all__ = ["LIVELIHOOD_EARLY_ROWS", "LIVELIHOOD_ROWS", "PLATFORM", "platform_work"]

# Platforms people work through, with what the work on each is called and the name as
# written. A platform is a closed set of brands; what is done on it is the title's verb.
_PLATFORMS: dict[str, tuple[str, str]] = {
    "deliveroo": ("Delivers for", "Deliveroo"),
    "just eat": ("Delivers for", "Just Eat"),
    "uber eats": ("Delivers for", "Uber Eats"),
    "ubereats": ("Delivers for", "Uber Eats"),
    "doordash": ("Delivers for", "DoorDash"),
    "glovo": ("Delivers for", "Glovo"),
    "wolt": ("Delivers for", "Wolt"),
    "rappi": ("Delivers for", "Rappi"),
    "swiggy": ("Delivers for", "Swiggy"),
    "zomato": ("Delivers for", "Zomato"),
    "foodpanda": ("Delivers for", "Foodpanda"),
    "instacart": ("Delivers for", "Instacart"),
    "amazon flex": ("Delivers for", "Amazon Flex"),
    "flex": ("Delivers for", "Amazon Flex"),
    "gopuff": ("Delivers for", "Gopuff"),
    "uber": ("Drives for", "Uber"),
    "lyft": ("Drives for", "Lyft"),
    "bolt": ("Drives for", "Bolt"),
    "grab": ("Drives for", "Grab"),
    "gojek": ("Drives for", "Gojek"),
    "ola": ("Drives for", "Ola"),
    "careem": ("Drives for", "Careem"),
    "didi": ("Drives for", "DiDi"),
    "taskrabbit": ("Works on", "TaskRabbit"),
    "fiverr": ("Freelances on", "Fiverr"),
    "upwork": ("Freelances on", "Upwork"),
    "etsy": ("Sells on", "Etsy"),
    "ebay": ("Sells on", "eBay"),
    "vinted": ("Sells on", "Vinted"),
    "depop": ("Sells on", "Depop"),
}
PLATFORM = "|".join(sorted((re.escape(p) for p in _PLATFORMS), key=len, reverse=True))


def platform_work(name: str) -> str:
    """'just eat' → 'Delivers for Just Eat', 'etsy' → 'Sells on Etsy'."""
    verb, written = _PLATFORMS[name.lower()]
    return f"{verb} {written}"


def _earned_on(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    title = platform_work(m["org"])
    return [make_fact("employer", m["org"], title, "professional")]


_TOWN_IN = re.compile(r"\b(?:in|en|em)\s+(?!(?:the|a|my|town)\b)(?P<city>[\w'.-]+)")


def _delivers_with(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    title = platform_work(m["org"]).replace("Drives for", "Delivers for")
    if (town := _TOWN_IN.search(m["mid"])) and place_ok(town["city"]):
        title += f" in {town['city'].capitalize()}"
    return [make_fact("employer", m["org"], title, "professional")]


def _done_for(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what, org = orig(c, m, "what"), orig(c, m, "org")
    if org[:1].islower() and not org.lower().startswith(("a ", "an ")):
        return []  # an employer without an article is named with its capital: "for Tesco"
    if (city := in_town(c, m)) is None:
        return []
    title = f"Does {display(what)} for {org}{city}"
    return [make_fact("occupation", what, title, "professional", role=what.lower())]


def _status_doing(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    status = re.sub(r"self[- ]employed", "self-employed", m["status"])
    what = orig(c, m, "what")
    title = f"Is {'' if status == 'self-employed' else article(status) + ' '}{status} doing {what}"
    return [make_fact("occupation", status, title, "professional", role=what.lower())]


def _registered(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if m["tax"]:
        title = f"Is {m['tax'].upper()}-registered"
        return [make_fact("business", f"{m['tax']} registered", title, "professional")]
    status = m["as"]
    title = f"Is registered as {'' if 'employed' in status else article(status) + ' '}{status}"
    return [make_fact("occupation", status, title, "professional")]


def _mostly_does(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    verb = "Specialises in" if m["spec"] else f"{m['how'].capitalize()} does"
    return [make_fact("occupation", what, f"{verb} {what}", "professional", role=what.lower())]


def _teaches(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = {"lecture": "Lectures", "tutor": "Tutors", "give": "Gives", "run": "Runs",
            "offer": "Offers", "teach": "Teaches"}[m["verb"]]  # fmt: skip
    what = orig(c, m, "what")
    at = f" at {orig(c, m, 'org')}" if m["org"] else ""
    if at and not re.match(r"(?:a|an|the)\s|[A-Z]", at[4:]):
        return []  # "at home", "at night": no workplace
    city = ""
    if m["city"]:
        place = place_name(c, m, "city")
        if not place_ok(place):
            return []
        city = f" in {place}"
    when = f" {orig(c, m, 'when')}" if m["when"] else ""
    title = f"{verb} {what}{at}{city}{when}"
    return [make_fact("occupation", what, title, "professional", role=f"{m['verb']}s {what}")]


def _job_now(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role"))
    title = f"Works as {article(role)} {role} {m['prep']} {orig(c, m, 'org')}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def _side_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role"))
    title = f"Is {article(role)} {role} {m['when']}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


_MONEY = (
    r"(?:(?:about|like|around|roughly|only|just|maybe|over|under|nearly|almost)\s+)?[£$€]?\d[\d,.]*k?"
    r"(?:\s*(?:quid|pounds|euros|dollars|bucks|a\s+(?:day|week|month|night|shift)))?"
    r"(?:\s+(?:this|last|a|per|each|every|in|over)\s+(?:[\w-]+\s+){0,1}?[\w-]+|"
    r"\s+(?:yesterday|today|tonight|last\s+night))?"
)
# Who work is done for, when it is not named: "a local firm", "an agency", "two clients".
_FIRM = (
    r"(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:firm|company|agency|contractor|business|startup|charity|"
    r"council|client|restaurant|hotel|law\s+firm|builder|logistics\s+company)"
)
# A trade status that a line of work may follow: "a sole trader doing dog walking".
_STATUS = r"sole\s+trader|self[- ]employed|freelancer|contractor|one[- ](?:man|woman)\s+band"
# What is taught or given by the hour.
_LESSONS = (
    r"lessons|tuition|tutoring|classes|workshops|lectures|seminars|tours|massages|readings|"
    r"sessions|courses"
)
# When a side role is done: "by night", "on weekends".
_SIDE_WHEN = r"by\s+night|by\s+day|on\s+(?:the\s+)?weekends|at\s+weekends|on\s+the\s+side"
_WHEN = (
    r"on\s+the\s+side|on\s+weekends|at\s+weekends|on\s+(?:saturdays|sundays|weekday\s+evenings)|"
    r"in\s+the\s+evenings|after\s+work|online|from\s+home|for\s+(?:extra\s+)?(?:cash|money)|"
    r"part[- ]time|full[- ]time"
)
_TAUGHT = r"(?!(?:it|them|him|her|you|me|that|this|myself|yourself|at|in|for|to|on|the|my)\b)"
# Where and when teaching is done, after what is taught.
_AFTER_TEACHING = (
    rf"{WORD_END}(?:\s+at\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+|[\w&'.-]+)(?=\s|$))?"
    rf"(?:\s+in\s+(?P<city>[\w'.-]+(?:\s+[A-Z][\w'.-]*)?))?(?:\s+(?P<when>{_WHEN}))?"
    r"(?=\s*$|\s*[,.!]|\s+(?:and|but|so|for|lol|now|since|plus)\b)"
)

LIVELIHOOD_EARLY_ROWS: tuple[Row, ...] = (
    # "im a sole trader doing dog walking", "self employed doing removals"
    gated_row(
        "occupation",
        "trader employed freelancer contractor band",
        r"\sdoing\s",
        rf"^(?:{_IM}\s+{_ADV})?(?:an?\s+)?(?P<status>{_STATUS})\s+doing\s+(?P<what>(?!(?:my|the|it|"
        r"this|that|a|an|ok|okay|well|fine|great|good|alright)\b)[a-z][\w-]*(?:\s+(?!(?:plus|and|but|so|"
        r"now|for|since|in|on|at)\b)[a-z][\w-]*){0,2}?)(?=\s*$|\s*[,.!]|\s+(?:plus|and|but|so|now|"
        r"for|since|in|on|at|lol)\b)",
        _status_doing,
    ),
    # "I lecture in macroeconomics at a university in Belgium", "i tutor kids in maths on the
    # side"
    gated_row(
        "occupation",
        "lecture tutor",
        r"\b(?:lecture|tutor)\s",
        rf"^i\s+{_ADV}(?P<verb>lecture|tutor)\s+(?P<what>(?:in\s+)?{_TAUGHT}[\w-]+(?:\s+(?!(?:at|in|on|for|"
        r"to|and|but|so|after|from|online)\b)[\w-]+){0,2}(?:\s+(?:in|on)\s+(?!(?:the|a|an|my|their)\b)"
        r"[\w-]+)?)" + _AFTER_TEACHING,
        _teaches,
    ),
    # "i give maths tuition on weekends", "I run pottery workshops"
    gated_row(
        "occupation",
        _LESSONS.replace("|", " "),
        r"\b(?:give|run|offer)\s",
        rf"^i\s+{_ADV}(?P<verb>give|run|offer)\s+(?P<what>(?:(?!(?:the|my|a|an|it|them)\b)[\w-]+\s+)"
        rf"{{0,2}}?(?:{_LESSONS}))" + _AFTER_TEACHING,
        _teaches,
    ),
)


LIVELIHOOD_ROWS: tuple[Row, ...] = (
    # "i made 1100 this month on just eat", "earn about 80 a day on deliveroo"
    gated_row(
        "employer",
        "made make earn earned earning making cleared",
        r"\b(?:made|make|earn|earned|earning|making|cleared)\s",
        rf"^(?:i\s+|we\s+|i'm\s+|we're\s+)?{_ADV}(?:made|make|earn|earned|earning|making|cleared)\s+"
        rf"{_MONEY}\s+(?:on|with|from|through|off|doing|driving\s+for|delivering\s+for|riding\s+for)"
        rf"\s+(?P<org>{PLATFORM}){WORD_END}(?!\s+(?:by\s+)?selling\s+(?:my|our|some|the|off)\b)",
        _earned_on,
    ),
    # "I do deliveries by bike in bogotá with rappi": the platform after how and where
    gated_row(
        "employer",
        "deliveries deliver",
        r"\s(?:for|with|on)\s",
        rf"^i\s+{_ADV}(?:do\s+(?:food\s+)?deliveries|deliver(?:\s+food)?)(?P<mid>(?:\s+(?!(?:for|"
        rf"with)\b)[\w'.-]+){{0,6}}?)\s+(?:for|with|on)\s+(?P<org>{PLATFORM}){WORD_END}",
        _delivers_with,
    ),
    # "doing airport transfers for a local firm now", "been doing nights for an agency"
    gated_row(
        "occupation",
        "doing",
        r"\bdoing\s+\S+.*\sfor\s",
        rf"^(?:(?:{_IM}|i(?:'ve|\s+have)\s+been|been)\s+)?{_ADV}doing\s+(?P<what>(?!(?:the|my|a|an|"
        r"some|it|this|that|favou?rs?|stuff|things|nothing|everything|homework|chores)\b)[a-z][\w-]*"
        r"(?:\s+[a-z][\w-]*){0,2}?s)\s+for\s+"
        rf"(?P<org>{_FIRM}|(?!(?:my|our|his|her|their|your|a|an|the|fun|free|cash|money|me|him|them|"
        r"us|friends?|family|kids|people|ages|years|hours)\b)[\w&'.-]+(?:\s+(?!(?:now|since|in|on|"
        r"at|and|but)\b)[\w&'.-]+)?)(?:\s+in\s+(?P<city>[\w'.-]+))?"
        r"(?=\s*$|\s*[,.!]|\s+(?:now|these\s+days|since|full[- ]time|part[- ]time|on\s+the\s+side)\b)",
        _done_for,
    ),
    # "we've been vat registered since april", "im registered as a sole trader"
    gated_row(
        "business",
        "registered",
        r"\bregistered\b",
        rf"^(?:{_IM}|we(?:'re|\s+are)|(?:i|we)(?:'ve|\s+have)\s+been)\s+{_ADV}(?:(?P<tax>vat|gst|hst)"
        r"[- ]registered|registered\s+as\s+(?:an?\s+)?"
        r"(?P<as>sole\s+trader|self[- ]employed|limited\s+company|freelancer|partnership|"
        rf"childminder|charity)){WORD_END}",
        _registered,
    ),
    # "i mostly do balayage and curly cuts", "I specialise in commercial leases"
    gated_row(
        "occupation",
        "mostly mainly usually primarily specialise specialize",
        r"\b(?:mostly|mainly|usually|primarily|speciali[sz]e)\s",
        r"^i\s+(?:(?P<how>mostly|mainly|primarily)\s+do|(?P<spec>speciali[sz]e)\s+in)\s+"
        r"(?P<what>(?!(?:the|my|a|an|it|that|this|them|what|nothing|stuff|things|everything|some|all|"
        r"both|being|so|too|not|is|was|like|any|more|less|much|well)\b)[a-z][\w-]*(?:\s+(?:and\s+|&\s+)?"
        r"(?!(?:so|but|for|at|from|now|lol|because|which|when|to|with|on|in|these|days|i|we)\b)"
        r"[a-z][\w-]*){0,4}?)(?=\s*$|\s*[,.!]|\s+(?:so|but|now|these\s+days|lol|because|which|"
        r"with|for|at|from|to)\b)",
        _mostly_does,
    ),
    # "its a ux writer job now at a bank": the job now, named by what it is
    gated_row(
        "occupation",
        "job",
        r"\bjob\b",
        rf"^it'?s\s+(?:an?\s+)?{open_role()}\s+job(?:\s+now)?\s+(?P<prep>at|with|for)\s+"
        r"(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+)(?:\s+now)?(?=\s*$|\s*[,.!])",
        _job_now,
    ),
    # "nurse by day, vinted reseller by night": the second role, said by when it is done
    gated_row(
        "occupation",
        "night day weekends side",
        rf"\s(?:{_SIDE_WHEN})$",
        rf"^(?:{_IM}\s+)?(?:an?\s+)?{open_role()}\s+(?P<when>{_SIDE_WHEN})$",
        _side_role,
    ),
)
