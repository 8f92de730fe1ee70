"""Identity taken back in general words, matched against the stored list by a word.

The rows in `retractions` read one class of change each (a job left, a pet that died).
People also take a fact back by the frame alone, whatever the fact is: "I'm no longer
vegetarian", "not single anymore", "thats me finished with sheep", "done with nursing",
"não sou mais vegetariano", "ya no soy soltera". And a spouse or relative who died is no
longer a current family member: "my wife Keiko passed away in March" takes back "Married to
Keiko"; a spouse's death says the user is widowed, nothing more ("Is widowed (their wife
Keiko passed away)", never "Wife is called Keiko").

Every other fact here is negated, so it never becomes an item: it only takes back a stored memory
whose title holds its word (`retraction_match`, slots `TAKEN_BACK_WORD` and `KIN_DIED`). A
frame that reads broadly therefore adds nothing false; it is gated by a cheap cue check."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.lexicon import HABITS_GIVEN_UP, alternation
from memoryflow.extractors.rules.retraction_match import (
    CURRENT_JOB,
    EMPLOYED_JOB,
    KIN_DIED,
    STUDENT,
    SUBJECT_STUDIED,
    TAKEN_BACK_WORD,
)
from memoryflow.extractors.rules.text import Clause

Build = Callable[[Clause, re.Match[str]], list[IdentityFact]]

_HABITS = alternation(HABITS_GIVEN_UP)
_I = r"(?:(?:i|we)(?:\s+|(?='(?:ve|m|re)\b)))?"
_IM = r"(?:(?:i'm|i\s+am|im|we're|we\s+are)\s+)?"
_ADV = r"(?:(?:just|finally|officially|actually|also|now|so|basically|definitely)\s+)*"
# The thing taken back: one or two words, not a word of degree or a pronoun.
_NOT_THINGS = (
    r"sure|able|allowed|going|gonna|that|this|it|so|as|too|very|really|in|at|on|with|the|a|an|"
    r"my|your|sorry|ok|okay|happy|worried|afraid|scared|angry|mad|interested|talking|asking"
)
_HAVE_DONE = r"(?:(?:have|'ve|had)\s+)?"
_ORG = r"(?P<org>[\w&'.-]+(?:\s+(?!(?:on|in|at|last|this|was|is|yesterday|today|after|and|for)\b)[\w&'.-]+){0,2})"
_TAIL_WORDS = r"anymore|any|more|now|for|since|after|either|though|tho|because|cos|forever|again"
_WHAT = (
    rf"(?:(?:a|an|the)\s+)?(?P<what>(?!(?:{_NOT_THINGS})\b)[a-zà-ÿ][\w'-]{{2,}}"
    rf"(?:\s+(?!(?:{_TAIL_WORDS})\b)[a-zà-ÿ][\w'-]{{2,}})?)"
)
# "I'm no longer X" in the other chat languages the extractor reads: Portuguese, Spanish,
# French, Italian, German.
_NO_LONGER_ABROAD = (
    r"(?:eu\s+)?(?:não|nao)\s+sou\s+mais|(?:ya\s+)?no\s+soy\s+(?:más|mas)|ya\s+no\s+soy|"
    r"je\s+ne\s+suis\s+plus|(?:io\s+)?non\s+sono\s+più|ich\s+bin\s+(?:nicht\s+mehr|kein(?:e|er)?\s+)"
)
_DEATH = (
    r"(?:just\s+|sadly\s+|suddenly\s+)?(?:died|passed\s+away|passed\s+on|passed(?=\s*$|\s+(?:in|"
    r"on|last|this|away|early|peacefully|at|after)\b)|(?:se\s+)?muri[óo]|falleci[óo]|morreu|"
    r"faleceu|est\s+mort[e]?|ist\s+gestorben)"
)
_KIN = (
    r"wife|husband|partner|spouse|fianc[ée]e?|girlfriend|boyfriend|mother|mom|mum|father|dad|"
    r"son|daughter|brother|sister|grandmother|grandma|grandfather|grandpa|nan|gran|mother-in-law|"
    r"father-in-law|niece|nephew|aunt|uncle|cousin|child|baby|best\s+friend|esposa|esposo|marido|mulher|femme|mari|moglie|frau|mann"
)


# Studies named by where or what: "done with uni", "no longer a student".
_STUDIES = re.compile(
    r"(?:uni|university|college|school|studies|student|grad\s+school|my\s+degree)"
)


def _word(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = m["what"].strip()
    if _STUDIES.fullmatch(what):
        return [make_fact("education", STUDENT, "Is a student", "personal", neg=True)]
    return [make_fact(TAKEN_BACK_WORD, what, f"Is {what}", "personal", neg=True)]


def _left_employer(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = m["org"]
    return [  # a place of work or of study: "finished at MIT"
        make_fact("employer", org, f"Works at {org}", "professional", neg=True),
        make_fact(TAKEN_BACK_WORD, org, f"Is at {org}", "personal", neg=True),
    ]


def _out_of_work(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """The one job stored is taken back, and being out of work is itself worth keeping
    (a contract that ended says only the first)."""
    facts = [make_fact("employer", CURRENT_JOB, "Works at their job", "professional", neg=True)]
    said_of_self = r"^(?:so\s+)?(?:i'm|im|i\s+am)\s+(?:\w+\s+)?"
    if re.search(
        rf"{said_of_self}(?:out\s+of\s+(?:a\s+)?(?:job|work)|unemployed|jobless)\b", c.lower
    ):
        facts.append(make_fact("occupation", "unemployed", "Is out of work", "professional"))
    return facts


def _went_own_way(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("employer", EMPLOYED_JOB, "Works for an employer", "professional", neg=True)]


def _subject_changed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("education", SUBJECT_STUDIED, "Studies a subject", "personal", neg=True)]


def _former_partner(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    name = m["name"]
    return [make_fact(KIN_DIED, name, f"Has a partner {name}", "relationship", neg=True,
                      role="ex")]  # fmt: skip


_SPOUSES = frozenset({"wife", "husband", "partner", "spouse", "esposa", "esposo", "marido",
                      "mulher", "femme", "mari", "moglie", "frau", "mann"})  # fmt: skip


def _kin_died(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    who = m["name"] or m["kin"]
    gone = make_fact(KIN_DIED, who, f"Has {m['kin']} {who}", "relationship", neg=True,
                     role=m["kin"])  # fmt: skip
    if m["kin"] not in _SPOUSES:
        return [gone]
    # a spouse who died: the user is widowed, which is what a note-taker keeps
    named = f" {orig(c, m, 'name').capitalize()}" if m["name"] else ""
    title = f"Is widowed (their {m['kin']}{named} passed away)"
    widowed = make_fact("marital", "widowed", title, "relationship", relationship="spouse")
    return [gone, widowed]


ROWS: tuple[tuple[re.Pattern[str], Build], ...] = tuple(
    (re.compile(pattern), build)
    for pattern, build in (
        # "I'm no longer vegetarian", "no longer single", "not a smoker anymore"
        (rf"^{_IM}{_ADV}no\s+longer\s+{_WHAT}(?=\s*$|\s+(?:since|after|now|either|as\s+of|"
         r"though|tho|because|cos)\b)", _word),
        (rf"^{_IM}{_ADV}not\s+(?:really\s+|at\s+)?{_WHAT}\s+(?:anymore|any\s+more)\b", _word),
        # studies left: "left uni in march", "quit college", "finished at MIT in June"
        (rf"^{_I}{_ADV}{_HAVE_DONE}(?:left|quit|finished(?:\s+up)?\s+at|dropped\s+out\s+of)\s+"
         r"(?P<what>uni|university|college|grad\s+school|my\s+course)\b", _word),
        # a contract or post that ended: "my contract wasn't renewed" (the one job stored)
        (r"^(?:so\s+)?(?:my|our)\s+(?:contract|job|position|post|placement|role)\s+(?:has\s+|just\s+)?"
         r"(?:ended|finished|ran\s+out|wasn't\s+renewed|was\s+not\s+renewed|was\s+terminated|"
         r"got\s+(?:cut|terminated)|was\s+cut)\b", _out_of_work),
        # out of work: "so I'm out of a job", "unemployed since may" (the one job stored)
        (rf"^(?:so\s+)?{_IM}{_ADV}(?:out\s+of\s+(?:a\s+)?(?:job|work)|unemployed|jobless)\b",
         _out_of_work),
        # "thats me finished with sheep", "I'm done with teaching for good"
        (rf"^(?:{_IM}|(?:that's|thats|that\s+is)\s+me\s+|me\s+)?{_ADV}(?:finished|done)\s+with\s+"
         rf"(?:(?:the|my)\s+)?{_WHAT}(?=\s*$|\s+(?:after|for\s+good|now|forever|at\s+last|"
         r"thank|since)\b)", _word),
        # work left by what it was: "left teaching", "out of nursing for good now", "quit
        # banking in jan" (a habit quit is the identity table's: "quit smoking")
        (rf"^{_IM}{_I}{_ADV}(?:(?:have|'ve)\s+)?(?:left|got\s+out\s+of|out\s+of|(?:quit|"
         rf"(?:packed|jacked)\s+in)(?!\s+(?:{_HABITS})\b))\s+"
         r"(?P<what>[a-z]{3,}ing)(?=\s*$|\s+(?:last|this|in|after|for|now|because|cos|since|"
         r"two|three|a|\d+)\b)", _word),
        # "no more freelancing", "no more deliveroo for me"
        (rf"^(?:so\s+|and\s+)?no\s+more\s+{_WHAT}(?=\s*$|\s+(?:for\s+me|since|after|now|"
         r"ever)\b)", _word),
        # an employer worked for no more: "I don't ride for deliveroo anymore"
        (rf"^{_I}{_ADV}(?:don't|do\s+not|no\s+longer)\s+[a-z]{{2,}}\s+(?:for|at|with)\s+{_WHAT}"
         r"(?:\s+(?:anymore|any\s+more)|(?=\s*$))", _word),
        (rf"^{_I}{_ADV}(?:don't|do\s+not)\s+(?:do|drive|ride|deliver)\s+{_WHAT}\s+(?:anymore|any\s+more)",
         _word),
        (rf"^{_I}{_ADV}{_HAVE_DONE}(?:stopped|quit|gave\s+up)\s+doing\s+{_WHAT}", _word),
        # switched away from something named: "switched from uber to bolt"
        (rf"^{_I}{_ADV}{_HAVE_DONE}(?:switched|changed)\s+(?:over\s+)?from\s+{_WHAT}"
         r"\s+to\b", _word),
        # the last day at a workplace: "my last day at lidl was friday", "finished up at lidl"
        (rf"^(?:my\s+last\s+(?:day|shift)\s+at|{_I}{_ADV}finished(?:\s+up)?\s+at|{_I}{_ADV}"
         rf"{_HAVE_DONE}(?:worked|done)\s+my\s+last\s+(?:day|shift)\s+at)\s+(?:the\s+)?{_ORG}",
         _left_employer),
        # one's own boss now: "I went freelance", "went self-employed last year"
        (rf"^{_I}{_ADV}{_HAVE_DONE}(?:went|gone|going)\s+(?:freelance|self-employed|solo|"
         r"independent|out\s+on\s+my\s+own)\b", _went_own_way),
        # moved out of where one lived with family: "moved out of my parents' place"
        (rf"^{_I}{_ADV}{_HAVE_DONE}moved\s+out\s+of\s+(?:my|our)\s+(?P<what>[a-z]+?)(?:'s|s')?"
         r"(?:\s+(?:place|house|home|flat))?\b", _word),
        # a subject of study changed: "changed my major to physics", "switched courses"
        (rf"^{_I}{_ADV}{_HAVE_DONE}(?:changed|switched)\s+(?:my\s+)?(?:majors?|courses?|degrees?|"
         r"subjects?|programmes?|programs?)\b", _subject_changed),
        # the same frame in another language: "não sou mais vegetariano"
        (rf"^(?:{_NO_LONGER_ABROAD})\s+{_WHAT}", _word),
        # a relative who died: "my wife Keiko passed away in March", "our dad died last year"
        (rf"^(?:(?:my|our|mi|minha|meu|ma|mon|mia|mio|meine?)\s+)(?:late\s+|beloved\s+|dear\s+)?"
         rf"(?P<kin>{_KIN})(?:\s+(?P<name>(?!(?:just|sadly|suddenly|has|had|was)\b)[a-zà-ÿ][\w'-]+))?\s+"
         rf"(?:(?:has|had)\s+)?{_DEATH}", _kin_died),
        # a partner now an ex, wherever named: "my ex Ana still has the dog"
        (r"^(?:.*?\s)?my\s+ex(?:-|\s+)?(?:wife|husband|girlfriend|boyfriend|partner|fianc[ée]e?)?\s+"
         r"(?P<name>(?!(?:and|is|was|has|had|just|still|wife|husband|keeps|says|said)\b)[a-zà-ÿ][\w'-]+)",
         _former_partner),
    )
)  # fmt: skip

_CUES = re.compile(
    r"\b(?:no\s+longer|anymore|any\s+more|finished|done|left|out\s+of|no\s+more|ex|switched|changed|unemployed|jobless|stopped|quit|ended|finished|ran\s+out|renewed|terminated|cut|last\s+(?:day|shift)|went|gone|going|moved|mais|más|mas|plus|più|mehr|kein\w*|"
    r"ya\s+no)\b|\b(?:died|passed|muri|falleci|morreu|faleceu|mort|gestorben)"
)


@lru_cache(maxsize=4096)
def taken_back_by_word(c: Clause) -> tuple[IdentityFact, ...]:
    """The facts the clause takes back in general words; nothing for a question, a
    hypothetical or someone else's words."""
    if not c.is_statement or not _CUES.search(c.lower):
        return ()
    for pattern, build in ROWS:
        if m := pattern.match(c.lower):
            return tuple(build(c, m))
    return ()
