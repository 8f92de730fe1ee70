"""Studies said in the shapes the main table does not read (cases in
`tests/extractors/test_rule_origins_in_passing.py`): a degree finished with its subject
("just graduated BS psych from UST", "finished my PhD in medieval history at Durham"), a
year of school or college named by its American word ("a junior at Ohio State", "college
sophomore"), an apprenticeship by its year ("2nd year electrical apprentice in Leeds"), and
an exchange with the home university ("exchange semester in Lima from Utrecht")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
)
from memoryflow.extractors.rules.text import Clause

__all__ = ["STUDY_ROWS"]

_IM = r"(?:i(?:'m| am)\s+)"
_ADV = r"(?:(?:just|finally|recently|officially|also|now|currently)\s+)*"
# Degrees as people type them: "BS", "BSc", "MA", "bachelor's", "masters".
_DEGREE = (
    r"(?P<deg>bs|bsc|ba|bba|bcom|beng|btech|llb|ms|msc|ma|meng|mba|phd|md|jd|bachelor'?s|"
    r"bachelor|master'?s|master|doctorate|degree|diploma|undergrad|undergraduate)"
)
_DEGREE_NAMES = {
    "bs": "BS", "bsc": "BSc", "ba": "BA", "bba": "BBA", "bcom": "BCom", "beng": "BEng",
    "btech": "BTech", "llb": "LLB", "ms": "MS", "msc": "MSc", "ma": "MA", "meng": "MEng",
    "mba": "MBA", "phd": "PhD", "md": "MD", "jd": "JD", "bachelors": "bachelor's",
    "bachelor": "bachelor's", "masters": "master's", "master": "master's",
    "undergrad": "undergraduate degree", "undergraduate": "undergraduate degree",
}  # fmt: skip
# Words that end a subject or a place: times, joins, chat tails.
_STOP = (
    r"(?:at|from|in|on|and|but|so|with|last|this|next|ago|since|for|lol|haha|btw|now|yesterday|"
    r"today|too|recently|finally|then|after|before|or|here|there|\d+)"
)
_WORDS = rf"(?:(?!{_STOP}\b)[\w&'.-]+(?:\s+(?!{_STOP}\b)[\w&'.-]+){{0,3}})"
_SUBJECT = rf"(?P<subject>{_WORDS})"
_ORG = rf"(?P<org>{_WORDS})"
_CITY = rf"(?:\s+in\s+(?P<city>{_WORDS}))?"
_YEAR = r"(?P<year>\d(?:st|nd|rd|th)|first|second|third|fourth|final|last)[- ](?:year|yr)"
_US_YEAR = r"(?P<grade>freshman|sophomore|junior|senior)"


def _degree(m: re.Match[str]) -> str:
    deg = m["deg"].lower()
    return _DEGREE_NAMES.get(deg, deg)


# What follows "finished my degree in" that is no subject.
_NOT_A_SUBJECT = frozenset(("time", "record time", "the end", "style", "the summer", "june", "may"))


def build_degree_done(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'just graduated BS psych from UST' → 'Graduated with a BS in psych from UST'."""
    groups = m.groupdict()
    degree = _degree(m) if groups.get("deg") else ""
    named = next((g for g in ("subject", "subject2") if groups.get(g)), "")
    subject = display(orig(c, m, named)) if named else ""
    if not (degree or subject) or subject.lower() in _NOT_A_SUBJECT:
        return []  # "finished my degree in time"
    what = f"{article(degree)} {degree}" if degree else "a degree"
    if subject:
        what = f"{what} in {subject}"
    org = f" from {display(orig(c, m, 'org'))}" if groups.get("org") else ""
    verb = "Graduated with" if groups.get("grad") else "Has"
    return [make_fact("education", subject or degree, f"{verb} {what}{org}", "personal")]


def build_us_school_year(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'a junior at Ohio State' → 'Is a junior at Ohio State'."""
    groups = m.groupdict()
    grade = m["grade"]
    level = f"{groups['level']} " if groups.get("level") else ""
    where = ""
    if groups.get("org"):
        where = f" at {display(orig(c, m, 'org'))}"
    elif groups.get("inst"):
        where = f" in {groups['inst']}"
    subject = f" studying {display(orig(c, m, 'subject'))}" if groups.get("subject") else ""
    if not (level or where or subject):
        return []  # "im a senior" alone may be an age or a rank
    title = f"Is {article(level or grade)} {level}{grade}{where}{subject}"
    return [make_fact("education", grade, title, "personal")]


def build_apprentice_year(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'2nd year electrical apprentice in manchester' → 'Is a 2nd-year electrical
    apprentice in Manchester'."""
    groups = m.groupdict()
    trade = f"{orig(c, m, 'trade')} " if groups.get("trade") else ""
    org = f" at {orig(c, m, 'org')}" if groups.get("org") else ""
    city = f" in {place_name(c, m, 'city')}" if groups.get("city") else ""
    after = f" {orig(c, m, 'trade2')}" if groups.get("trade2") else ""
    title = f"Is a {m['year']}-year {trade}apprentice{after}{org}{city}"
    return [make_fact("education", f"{trade}apprentice", title, "professional",
                      role=f"{trade}apprentice")]  # fmt: skip


def build_exchange(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'exchange semester in bogotá from utrecht' → 'Is an exchange student in Bogotá from
    Utrecht'."""
    city = place_name(c, m, "city")
    home = place_name(c, m, "home")
    title = f"Is an exchange student in {city} from {home}"
    return [make_fact("education", home, title, "personal")]


# What follows "studying" that is no subject: a time, a manner, a test being revised for.
_NOT_STUDIED = (
    r"(?:for|hard|now|tonight|today|tomorrow|abroad|again|late|more|less|together|online|at|in|"
    r"it|this|that|them|the|a|an|my|his|her|all|every|too|so|rn|lol|with|while|instead|"
    r"right|all\s+day|on|from|since|because|but|and|up|what|how|like|about|a\s+lot)"
)
_STUDIED = rf"(?P<subject>(?!{_NOT_STUDIED}\b)[a-z][\w&-]*(?:\s+(?!{_NOT_STUDIED}\b)[a-z][\w&-]*)?)"


def build_studies(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'im studying law' → 'Studies law'; 'majoring in econ' → 'Studies econ (major)';
    'I go to Ohio State' → 'Studies at Ohio State'."""
    if "stud" in c.supplied.lower():
        return []  # "I study business and work part-time": the next verb is not a subject
    groups = m.groupdict()
    subject = display(orig(c, m, "subject")) if groups.get("subject") else ""
    org = f" at {display(orig(c, m, 'org'))}" if groups.get("org") else ""
    city = f" in {place_name(c, m, 'city')}" if groups.get("city") else ""
    major = " (major)" if groups.get("major") else ""
    title = f"Studies {subject}{org}{city}{major}".replace("Studies  at", "Studies at")
    title = re.sub(r"^Studies\s+at", "Studies at", title)
    return [make_fact("education", subject or org.strip(), title, "personal")]


def build_at_university(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'im at uni in glasgow' → 'Is a university student in Glasgow'."""
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    kind = "college" if m["inst"] == "college" else "university"
    return [make_fact("education", kind, f"Is a {kind} student{city}", "personal")]


def build_in_school(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'im in med school' → 'Is in med school'; 'second year at Leeds' → 'Is in their second
    year at Leeds'; 'I'm a PhD candidate in geology' → 'Is a PhD candidate in geology'."""
    groups = m.groupdict()
    subject = f" in {display(orig(c, m, 'subject'))}" if groups.get("subject") else ""
    org = f" at {display(orig(c, m, 'org'))}" if groups.get("org") else ""
    if groups.get("school"):
        title = f"Is in {orig(c, m, 'school')}{org}"
    elif groups.get("candidate"):
        what = display(orig(c, m, "candidate"))
        what = re.sub(r"^(?:masters|master's)\b", "master's", what)
        title = f"Is {article(what)} {what}{subject}{org}"
    elif groups.get("course"):
        what = f"{display(orig(c, m, 'subject'))} {m['course']}"
        title = f"Is in their {m['year']} year of {article(what)} {what}{org}"
    else:
        title = f"Is in their {m['year']} year{subject}{org}"
    return [make_fact("education", title.lower(), title, "personal")]


def build_degree_started(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'just started my PhD in Oslo' → 'Is doing a PhD in Oslo'."""
    degree = _degree(m)
    where = f" in {display(orig(c, m, 'subject'))}" if m.groupdict().get("subject") else ""
    prep = m.groupdict().get("prep") or "at"
    org = f" {prep} {place_name(c, m, 'org')}" if m.groupdict().get("org") else ""
    title = f"Is doing {article(degree)} {degree}{where}{org}"
    return [make_fact("education", degree.lower(), title, "personal")]


_SCHOOLS = (
    r"grad|graduate|med|medical|law|nursing|dental|vet|veterinary|business|art|film|culinary|"
    r"drama|music|beauty|flight|cooking|trade|high|secondary|primary|middle|boarding"
)

STUDY_ROWS: tuple[Row, ...] = (
    # a degree finished, with its subject: "graduated BS psych from UST", "graduated with a
    # degree in nursing", "finished my PhD in medieval history at Durham"
    gated_row("education", "graduated", r"\bgraduated\s",
              rf"^(?:i\s+)?{_ADV}(?P<grad>graduated)\s+(?:with\s+)?(?:(?:a|an|my)\s+)?"
              rf"(?:{_DEGREE}\s+(?:degree\s+)?(?:in\s+)?(?:{_SUBJECT}\s+)?|in\s+(?P<subject2>{_WORDS})\s+)"
              rf"(?:from|at)\s+{_ORG}", build_degree_done),
    gated_row("education", "finished completed got earned", r"\s(?:in|from|at)\s",
              rf"^(?:i\s+)?{_ADV}(?:finished|completed|got|earned)\s+(?:my|a|an)\s+{_DEGREE}"
              rf"(?:\s+degree)?\s+in\s+{_SUBJECT}(?:\s+(?:at|from)\s+{_ORG})?{WORD_END}",
              build_degree_done),
    # "a junior at Ohio State", "college sophomore", "high school senior studying chemistry"
    gated_row("education", "freshman sophomore junior senior", r"freshman|sophomore|junior|senior",
              rf"^{_IM}?{_ADV}(?:an?\s+)?(?:(?P<level>college|high school|uni)\s+)?{_US_YEAR}"
              rf"(?:\s+(?:in\s+(?P<inst>college|high school|uni)|at\s+{_ORG}))?"
              rf"(?:\s+(?:studying|majoring in)\s+{_SUBJECT})?(?:\s+here)?{WORD_END}",
              build_us_school_year),
    # "2nd year electrical apprentice in manchester here", "first year apprentice at a garage"
    gated_row("education", "apprentice", r"\bapprentice\b",
              rf"^{_IM}?(?:an?\s+)?{_YEAR}\s+(?:(?P<trade>[a-z]+)\s+)?apprentice"
              rf"(?:\s+(?P<trade2>(?!{_STOP}\b)[a-z]+))?"
              rf"(?:\s+(?:at|with)\s+(?P<org>(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?))?{_CITY}"
              rf"(?:\s+here)?{WORD_END}", build_apprentice_year),
    # "exchange semester in bogotá from utrecht", "I'm on exchange in Lyon from Delft"
    gated_row("education", "exchange", r"\bexchange\s",
              rf"^(?:{_IM}?(?:on\s+)?(?:an?\s+)?)?exchange(?:\s+(?:semester|year|student|term))?"
              rf"\s+in\s+(?P<city>{_WORDS})\s+from\s+(?P<home>{_WORDS}){WORD_END}",
              build_exchange),
    # a subject studied with no place: "im studying law", "I study nursing" (not "studying
    # for my exams", "studying hard", "studying abroad")
    gated_row("education", "study studying", r"\bstudy",
              rf"^(?:{_IM}|i\s+)?{_ADV}(?:study|studying)\s+{_STUDIED}"
              rf"(?!\s+(?:at|on|in)\s+(?:the\s+)?(?:nights?|evenings?|mornings?|afternoons?|"
              rf"weekends?|home)\b)"
              rf"(?:\s+at\s+{_ORG})?{_CITY}(?=\s+(?:and|but|so|now|full[- ]time|part[- ]time|"
              rf"these\s+days|lol|haha|lmao|tbh|rn|atm)\b|\s*$)", build_studies),
    # a subject switched to at one's university: "switching to philosophy at the same uni"
    gated_row("education", "switching switched changing changed transferring", r"\bto\s",
              rf"^(?:{_IM}\s+|i(?:'ve|\s+have)?\s+)?{_ADV}(?:switching|switched|changing|changed|"
              rf"transferring)\s+(?:my\s+(?:degree|course|major)\s+)?to\s+{_STUDIED}\s+at\s+"
              rf"(?:the\s+same|my|a\s+new|another)\s+(?:uni|university|college)\b",
              build_studies),
    # a major: "majoring in econ", "my major is biology", "psych major here"
    gated_row("education", "majoring major", r"\bmajor",
              rf"^(?:{_IM}|i\s+)?{_ADV}(?P<major>majoring)\s+in\s+{_STUDIED}"
              rf"(?:\s+at\s+{_ORG})?{WORD_END}", build_studies),
    gated_row("education", "major", r"\bmajor\b",
              rf"^my\s+(?P<major>major)\s+is\s+{_STUDIED}(?=\s*$|\s+(?:and|but|so)\b)",
              build_studies),
    gated_row("education", "major", r"\bmajor\b",
              rf"^{_IM}?(?:an?\s+)?{_STUDIED}\s+(?P<major>major)(?:\s+at\s+{_ORG})?"
              rf"(?:\s+here)?(?=\s*$|\s+(?:and|but|so)\b)", build_studies),
    # a university gone to: "I go to Ohio State", "i attend the University of Leeds"
    gated_row("education", "go attend", r"\b(?:uni|university|college|state|tech|institute|"
              r"polytechnic)\b",
              rf"^i\s+{_ADV}(?:go\s+to|attend)\s+(?P<org>(?:the\s+)?(?:[\w&'.-]+\s+){{0,3}}?"
              rf"(?:uni|university|college|state|tech|institute|polytechnic)(?:\s+of\s+[\w'.-]+)?)"
              rf"{_CITY}{WORD_END}(?!\s+(?:campus|library|gym|for|to)\b)", build_studies),
    # "im at uni in glasgow", "im at college": a student now (not "at uni today")
    gated_row("education", "uni university college", r"\bat\s+(?:uni|university|college)\b",
              rf"^{_IM}{_ADV}(?:still\s+)?at\s+(?P<inst>uni|university|college){_CITY}"
              rf"(?=\s*$|\s+(?:and|but|so|studying)\b)", build_at_university),
    # "im in med school", "i'm at law school in Cork", "im in high school"
    gated_row("education", "school", r"\bschool\b",
              rf"^{_IM}?{_ADV}(?:still\s+)?(?:in|at)\s+(?P<school>(?:{_SCHOOLS})\s+school)"
              rf"(?:\s+at\s+{_ORG})?(?=\s*$|\s+(?:and|but|so|in|now|rn)\b)", build_in_school),
    # "I'm a PhD candidate in geology", "masters student at KTH", "doctoral researcher"
    gated_row("education", "candidate student researcher", r"\b(?:candidate|student|researcher)\b",
              rf"^{_IM}?{_ADV}(?:an?\s+)?(?P<candidate>(?:phd|doctoral|masters?|master's|msc|mba|"
              rf"postgrad|postgraduate|graduate|grad)\s+(?:candidate|student|researcher))"
              rf"(?:\s+in\s+{_SUBJECT})?(?:\s+at\s+{_ORG})?(?:\s+here)?{WORD_END}", build_in_school),
    # "second year at Leeds", "im in my final year at Keele"
    gated_row("education", "year yr", r"\b(?:year|yr)\s+at\s",
              rf"^(?:{_IM}?(?:in\s+)?(?:my\s+)?)?{_YEAR}\s+at\s+{_ORG}{WORD_END}"
              rf"(?=\s*$|\s+(?:and|but|so|now)\b)", build_in_school),
    # "final year of my nursing degree", "2nd year of an engineering course"
    gated_row("education", "year yr", r"\bof\s+(?:my|a|an)\s",
              rf"^(?:{_IM}?(?:in\s+)?(?:my\s+)?)?{_YEAR}\s+of\s+(?:my|a|an)\s+{_SUBJECT}\s+"
              rf"(?P<course>degree|course|programme|program|apprenticeship)(?:\s+at\s+{_ORG})?{WORD_END}",
              build_in_school),
    # "doing my masters here in Lyon", "doing a PhD at Aarhus" (a topic after "on" is the
    # research under way, left to the context table)
    gated_row("education", "doing", r"\bdoing\s+(?:my|a|an)\s",
              rf"^{_IM}?{_ADV}doing\s+(?:my|a|an)\s+{_DEGREE}(?:\s+degree)?"
              rf"(?:\s+in\s+{_SUBJECT}(?=\s*$|\s+at\s))?(?:\s+(?:here\s+(?P<prep>in)|at)\s+(?P<org>{_WORDS}))?{WORD_END}"
              rf"(?=\s*$|\s+(?:and|but|so|now|rn|part[- ]time|full[- ]time)\b)", build_degree_started),
    # "just started my PhD in Oslo", "began a masters at UCL"
    gated_row("education", "started began", r"\b(?:started|began)\s+(?:my|a|an)\s",
              rf"^(?:i\s+)?{_ADV}(?:started|began)\s+(?:my|a|an)\s+{_DEGREE}(?:\s+degree)?"
              rf"(?:\s+in\s+{_SUBJECT})?(?:\s+at\s+{_ORG})?{WORD_END}(?=\s*$|\s+(?:and|but|so|"
              rf"last|this|in|on)\b)", build_degree_started),
)  # fmt: skip
