"""A partner, child, sibling or pet of the user's, said while the sentence is about
something else: "my wife keeps saying i should get a proper job", "my brother runs a
barbershop", "1 week home with my wife", "my cat 豆豆 walked on the keyboard".

The frame, not the word, makes the mention worth a memory ("Has a wife"):

- the relative as the subject of the user's own clause (at its start, or after a
  conjunction) doing something or being somewhere ("is from here", "is in his last year of
  lycee", "is getting married") — not an opinion ("my wife thinks…"), a passing mood ("is
  tired"), a thing owned ("has a car"), material handed over ("my sister wrote this"), the
  owner of an event ("my sister's wedding" is the activity layer's) nor half of "my wife
  and I" (the sets leave those); a name typed in lower case before the verb ("my fiance
  tunde wants…") or written in another language ("y mi hijo Tomás quiere…") is kept;
- a partner the user is with ("home with my wife", "moving in with my gf");
- a pet of the user's anywhere in a statement, unless it is gone or the animal word names
  a thing ("my dog walker").

Parents, grandparents, grandchildren, cousins and flatmates said in passing are left, as
is a partner's job or family ("for my wife's job"): the sets label them in a minority of
cases ("my mom says it 20 times a day", "my grandson set this up for me"). So are
questions, hypotheticals and stories, which the clause flags keep out.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from memoryflow.extractors.rules.chatstyle import HYPOTHETICAL
from memoryflow.extractors.rules.fiction import FICTION_CUE
from memoryflow.extractors.rules.identity_family import MORE_PETS
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.lexicon import PETS, PETS_NEEDING_A_NAME, alternation
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["MENTIONED", "kin_mentioned", "reason_before_wish"]

#: The slot kind of a bare mention: `identity_kin_threads` drops it when the relative is
#: known already.
MENTIONED = "mentioned"

# Spoken words for the relatives a bare mention keeps, and the word a title uses.
_PARTNERS = {
    "wife": "wife", "husband": "husband", "hubby": "husband", "partner": "partner",
    "boyfriend": "boyfriend", "girlfriend": "girlfriend", "bf": "boyfriend", "gf": "girlfriend",
    "fiance": "fiancé", "fiancé": "fiancé", "fiancee": "fiancée", "fiancée": "fiancée",
}  # fmt: skip
_KIN = {
    **_PARTNERS,
    "son": "son", "daughter": "daughter", "stepson": "stepson", "stepdaughter": "stepdaughter",
    "brother": "brother", "bro": "brother", "sister": "sister", "sis": "sister",
}  # fmt: skip
# "python" alone may be code ("my python script"); a lab, a boxer or a mouse needs a name.
_PET_WORDS = tuple(
    p for p in dict.fromkeys((*PETS, *MORE_PETS)) if p not in (*PETS_NEEDING_A_NAME, "python")
)
_KIN_WORD = alternation(tuple(_KIN))
_PARTNER_WORD = alternation(tuple(_PARTNERS))
_PET_WORD = alternation(_PET_WORDS)
_SIZE = r"(?:(?:little|older|younger|big|baby|eldest|youngest|oldest|twin|new)\s+)?"
# What may come before a clause's subject: a conjunction or a discourse word.
_LEAD = (
    r"^(?:(?:and|but|so|also|plus|oh|now|then|because|cause|cos|coz|bc|since|as|while|"
    r"when|though|tho|although|anyway|well|yeah|yes|no|ok|okay)\s+)*"
)
# "my wife keeps saying…", "my little bro just enlisted", "my husband stay in Da Nang"
_SUBJECT = re.compile(
    rf"{_LEAD}(?:my|our)\s+{_SIZE}(?P<kin>{_KIN_WORD})(?P<poss>'s|s'|s)?\s+(?P<next>[a-z][\w']*)"
)
# Words after the relative that show it is not the subject: "my brother in law", "my wife
# and I", "my son school" (a possessive without its ending), "my sister wedding".
_NOT_A_VERB = re.compile(
    r"(?:and|n|or|in|of|&|who|that|whose|with|from|at|on|for|to|the|a|an|my|too|as|than|"
    r"wedding|birthday|bday|graduation|party|recital|funeral|christening|engagement|hen|stag|"
    r"school|class|teacher|exam|exams|game|match|surgery|operation|appointment|"
    r"name|names|age)$"
)
# A verb of saying or thinking at the start is the relative's view, not a fact the sets
# note: "my wife thinks I work too much", "my sister says im losing myself".
_OPINION = re.compile(
    r"(?:just\s+|always\s+|still\s+|also\s+)?(?:thinks|says|said|wants|reckons|believes|"
    r"told|tells|asked|asks|keeps\s+telling|hates|loves|likes|laughs)\b"
    # a passing state or a thing owned is not the relative's life: "my husband is tired",
    # "my son is obsessed with dinosaurs", "my wife is a bit annoyed", "my brother has a car"
    r"|(?:is|was|'s|s|seems|looks|feels)\s+(?!(?:from|in|at|on|into|out|back|away|home|"
    r"abroad|over|off|now|still|also|finally|[a-z]+ing)\b)"
    r"|(?:has|had|have)\b"
    # a relative handing over what follows: "my sister wrote this, thoughts?"
    r"|(?:wrote|sent|forwarded|shared|gave\s+me|made)\s+(?:me\s+)?(?:this|these|that|it)\b"
)
# "home with my wife", "moving in with my gf", "to Lisbon with my husband"
_WITH_PARTNER = re.compile(rf"\bwith\s+(?:my|our)\s+(?P<kin>{_PARTNER_WORD})\b(?!'|s\b|\s+and\b)")
# "fly my dog to madrid", "my cat walked on the keyboard"
# An animal word in front of another noun names a thing, not a pet ("my dog walker Jenny",
# "my rabbit stew recipe").
_PET = re.compile(
    rf"\b(?:my|our)\s+(?:(?:old|new|little|rescue|senior|baby)\s+)?(?P<pet>{_PET_WORD})\b"
    r"(?!\s+(?:food|walker|sitter|groomer|trainer|treats|bowl|bed|toys?|park|hair|stew|meat|"
    r"pie|curry|recipe|breeder|show|insurance|costume|print|mug|shirt|emoji|pics?|photos?)\b)"
    r"(?:\s+(?P<name>[^\W\d_][\w'-]*))?"
)
# "stuck in phoenix with 2 cats", "road trip with our three dogs": pets counted.
_COUNTS = ("two", "three", "four", "five", "six")
_PETS_COUNTED = re.compile(
    rf"\b(?:with|my|our)\s+(?:(?:my|our)\s+)?(?P<count>{alternation(_COUNTS)}|[2-9])\s+"
    rf"(?P<pet>{alternation(('dog', 'cat', 'kitten', 'puppy', 'rabbit', 'hamster', 'horse', 'budgie'))})s\b"
)
_SOMEONE_ELSE_FIRST = re.compile(
    r"(?:he|she|they|his|her|their)\b|(?:my|our)\s+(?![2-9]\s|two|three|four|five|six)"
)
# Words that may follow a pet in capitals without being its name ("my dog I think…").
_NOT_A_NAME = {"I", "And", "But", "So", "Is", "Was", "Has", "The", "Just", "Also", "Lol"}
# A pet that is gone, or that belongs to a thing ("my dog walking business" is work).
_PET_GONE = re.compile(
    r"\b(?:died|passed|put down|put to sleep|lost|rip|rainbow bridge|used to|was\s+\d+|"
    r"walking|sitting|grooming|business|clients?|customers?|at a time|at once)\b"
)


def _fact(kin: str) -> IdentityFact:
    name = _KIN.get(kin, kin)
    what = f"{'an' if name[0] in 'aeiou' else 'a'} {name}"
    return make_fact(f"relationship:{name}:{MENTIONED}", what, f"Has {what}", "relationship",
                     relationship=name)  # fmt: skip


def _pet_fact(pet: str, name: str) -> IdentityFact:
    counted = pet[0].isdigit() or pet.split()[0] in _COUNTS
    what = pet if counted else f"{'an' if pet[0] in 'aeiou' else 'a'} {pet}"
    what += f" named {name}" if name else ""
    return make_fact("pet", what, f"Has {what}", "personal", relationship="pet")


def _pet_name(c: Clause, m: re.Match[str]) -> str:
    """The word after the animal when the user wrote it as a name: "My cat Mochi (14)",
    "my cat 豆豆" (a script without capitals); "my dog ate it" has none."""
    if not m["name"]:
        return ""
    name = orig(c, m, "name")
    if name in _NOT_A_NAME or not (name[0].isupper() or not name[0].isascii()):
        return ""
    return name


# "my fiance tunde wants 600 guests": a name typed in lower case, known by its place
# between the relative and a verb in the third person; adverbs and auxiliaries stand there
# too ("my husband also wants…"), so they are no names.
_NAMED_LOWER = re.compile(
    rf"{_LEAD}(?:my|our)\s+(?P<kin>{_KIN_WORD})\s+(?P<name>[a-z]{{3,}})\s+"
    r"(?:is|was|has|does|(?!this\b|thus\b|yes\b|plus\b)[a-z]{2,}[^s\W]s)\b"
)
_NOT_A_LOWER_NAME = re.compile(
    r"(?:just|also|still|really|never|always|only|even|now|then|literally|basically|sometimes|"
    r"often|already|recently|apparently|honestly|totally|kinda|sorta|usually|finally|actually|"
    r"lowkey|probably|constantly|currently|who|that|and|but|the|can|will|would|could|should|"
    r"might|must|too|here|there|tho|though|def|prob|barely|hardly|rarely|mostly|"
    r"[a-z]+(?:ly|ed|ing|s))$"
)


def _named(c: Clause) -> IdentityFact | None:
    if not (m := _NAMED_LOWER.match(c.lower)) or _NOT_A_LOWER_NAME.match(m["name"]):
        return None
    return _called(_KIN.get(m["kin"], m["kin"]), capitalise(m["name"]))


def _called(kin: str, name: str) -> IdentityFact:
    """A relative with their name: "Wife is called Ana", "Has a son called Tomás"."""
    if kin in _PARTNERS.values():
        title = f"{capitalise(kin)} is called {name}"
    else:
        title = f"Has a {kin} called {name}"
    return make_fact(
        f"relationship:{kin}:name", name.lower(), title, "relationship", relationship=kin
    )


# Another language's "my" before a partner, child or sibling at the start of a clause, with
# a name in the user's capitals perhaps: "moja żona jest w ciąży", "y mi hijo Tomás quiere…"
# (`foreign` rewrites only a relative followed by a verb it knows).
_FOREIGN_KIN = {
    "esposo": "husband", "marido": "husband", "mari": "husband", "marito": "husband",
    "mann": "husband", "ehemann": "husband", "mąż": "husband", "esposa": "wife",
    "mujer": "wife", "femme": "wife", "moglie": "wife", "frau": "wife", "ehefrau": "wife",
    "mulher": "wife", "żona": "wife", "hijo": "son", "filho": "son", "fils": "son",
    "figlio": "son", "sohn": "son", "syn": "son", "hija": "daughter", "filha": "daughter",
    "fille": "daughter", "figlia": "daughter", "tochter": "daughter", "córka": "daughter",
    "hermano": "brother", "irmão": "brother", "frère": "brother", "fratello": "brother",
    "bruder": "brother", "brat": "brother", "hermana": "sister", "irmã": "sister",
    "sœur": "sister", "sorella": "sister", "schwester": "sister", "siostra": "sister",
}  # fmt: skip
_FOREIGN_MY = r"mi|mon|ma|mein|meine|meu|minha|mio|mia|moja|mój|moj"
_FOREIGN_SUBJECT = re.compile(
    rf"^(?:(?:y|e|et|und|i|a)\s+)?(?:{_FOREIGN_MY})\s+(?P<kin>{alternation(tuple(_FOREIGN_KIN))})"
    r"(?:\s+(?P<name>\w+))?\s+\w"
)


def _foreign(c: Clause) -> IdentityFact | None:
    if not (m := _FOREIGN_SUBJECT.match(c.lower)):
        return None
    kin = _FOREIGN_KIN[m["kin"]]
    name = orig(c, m, "name") if m["name"] else ""
    if not name[:1].isupper():
        return _fact(kin)
    return _called(kin, name)


def _subject(low: str) -> str | None:
    m = _SUBJECT.match(low)
    if m is None or m["poss"] or _NOT_A_VERB.match(m["next"]):
        return None
    if _OPINION.match(low, m.start("next")):
        return None
    return m["kin"]


@lru_cache(maxsize=4096)
def kin_mentioned(c: Clause) -> tuple[IdentityFact, ...]:
    """The partner, child, sibling or pet a statement of the user's mentions in passing."""
    if c.supplied or c.is_hypothetical or c.is_question:
        return ()
    low, found = c.lower, []
    # the user's own count: not someone else's ("my sister lives with 3 cats") nor one's
    # trade ("i walk dogs, with 5 dogs at a time")
    if (
        (m := _PETS_COUNTED.search(low))
        and not c.is_reported
        and not _PET_GONE.search(low)
        and not _SOMEONE_ELSE_FIRST.match(low)
    ):
        found.append(_pet_fact(f"{m['count']} {m['pet']}s", ""))
    # a pet said alone ("my puppy, hes a menace") is a heading for what follows, not a fact
    m = _PET.search(low)
    if (
        m
        and not _PET_GONE.search(low)
        and not c.is_reported
        and (m.start(), m.end()) != (0, len(low))
    ):
        found.append(_pet_fact(m["pet"], _pet_name(c, m)))
    # "my brother runs a barbershop and keeps telling me…": the relative's own doing comes
    # before what they say, so the subject is read in reported speech too
    if named := _named(c) or _foreign(c):
        found.append(named)
    elif kin := _subject(low):
        found.append(_fact(kin))
    if not c.is_reported and (m := _WITH_PARTNER.search(low)):
        found.append(_fact(m["kin"]))
    return tuple(dict.fromkeys(found))


# "my partner is type 1 diabetic so low sugar would be nice": a fact given as the reason
# for a wish; only the wish is hypothetical.
_REASON_SO = re.compile(r"^(?P<head>(?:i|i'm|im|we|we're|my|our)\s.+?)\s+so\s+(?P<wish>.+)$")


def reason_before_wish(c: Clause) -> Clause | None:
    """The fact before "so" as a statement of its own, when only what follows is a wish."""
    if not c.is_hypothetical or c.is_question or c.is_reported or c.supplied:
        return None
    m = _REASON_SO.match(c.lower)
    if m is None or HYPOTHETICAL.search(m["head"]) or FICTION_CUE.search(c.lower):
        return None
    if not HYPOTHETICAL.search(m["wish"]):
        return None
    end = m.end("head")
    return replace(c, text=c.text[:end], lower=c.lower[:end], is_hypothetical=False)
