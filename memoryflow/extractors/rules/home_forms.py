"""Where the user lives or comes from, read from the form of a short clause in any
capitalisation and in the few languages people mix into English chat: "im in cebu", "also
im in toronto if that matters", "still in sao paulo", "been in lisbon since march", "im not
leaving stockholm", "mumbai mein rehta hoon", "mein lahore se hun", "graphic designer ako
dito sa makati", "y vivo en guadalajara", "sou DJ de casamento em belo horizonte", "ana
flutter developer fi cairo", "berlin'de master yapiyorum", "ben izmirliyim", "greetings from
accra", "all from my room in lagos", "i commute by bike in bristol".

The place is never looked up in a list of towns. What makes a lowercase word a place here is
the frame: a verb or particle of living somewhere, and the place closing the clause (or
followed only by "if that matters", "btw"), so "im in love", "still in bed", "been in
hospital since monday", "im not leaving him" are cut by a small table of the words that
follow these frames and are no town (states, institutions, industries, pronouns, times).
A place another fact of the clause already names is not said twice (the caller checks)."""

from __future__ import annotations

import re
from typing import NamedTuple

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import (
    CODE_LANGUAGES,
    LANGUAGES,
    NATIONALITIES,
    NOT_A_PLACE,
    PRONOUN_OBJECTS,
)
from memoryflow.extractors.rules.text import Clause

__all__ = ["homes_by_form", "names_a_town", "town_named"]


class _Form(NamedTuple):
    slot: str  # "residence" or "origin"
    pattern: re.Pattern[str]  # over the clause in lower case, the place in group "place"
    words: int  # how many words the place may have
    runs_on: bool  # the clause goes on after the place, which ends at an `_AFTER_PLACE` word


_W = r"[a-zà-ÿçğ\u0131öşü\u0100-\u024f\u1e00-\u1eff][\w'-]*"
# lazy where the frame closes the clause; greedy (cut at `_AFTER_PLACE`) where it does not
_TOWN = rf"(?P<place>{_W}(?:\s+{_W}){{0,3}}?)"
_TOWN_ON = rf"(?P<place>{_W}(?:\s+{_W}){{0,3}})"
# After "the" only a country said by its initials ("im in the uk"): "in the zone", "in the
# car", "in the middle" are where one is at a moment, not where one lives.
_THE = r"(?P<the>the\s+)?"
_WE_ARE = r"(?:i'm|im|i\s+am|we're|we\s+are|were)"
_LEAD = r"(?:(?:but|and|also|so|plus|oh|tho|though|anyway)\s+)?"
_HAVE = r"(?:i've|ive|i\s+have|we've|weve|we\s+have)"
# "im in toronto if that matters for …": the place, then only why it is said.
_WHY_SAID = (
    r"(?:\s+(?:if\s+(?:that|it)\s+(?:matters|helps|changes\s+anything|makes\s+a\s+difference)"
    r"|for\s+context|fwiw|so|but)\b.*|\s+(?:btw|fyi|by\s+the\s+way|too|myself|lol|haha))?$"
)

_FORMS: tuple[_Form, ...] = tuple(
    _Form(slot, re.compile(pattern), words, _TOWN_ON in pattern)
    for slot, pattern, words in (
        # "but im in cebu", "im in the uk", "also im in toronto if that matters"
        ("residence", rf"^{_LEAD}{_WE_ARE}\s+(?:(?:also|actually|still|currently)\s+)*in\s+"
         rf"{_THE}{_TOWN}{_WHY_SAID}", 2),
        # a lasting frame with why it is said: "were renting in phibsborough if that changes
        # anything" (`whereabouts_frames` reads it without the "if")
        ("residence", rf"^{_LEAD}{_WE_ARE}\s+(?:still\s+)?(?:renting|living|based|settled)\s+in\s+"
         rf"{_THE}{_TOWN}{_WHY_SAID}", 2),
        # an answer that leaves the subject out: "not yet, still in sao paulo"
        ("residence", rf"^(?:{_WE_ARE}\s+)?(?:still|currently)\s+(?:living\s+)?in\s+{_THE}{_TOWN}$", 2),
        # a season of one's life there: "first winter in toronto", "our first christmas in oslo"
        ("residence", r"^(?:(?:it's|its|this\s+is|my|our)\s+)?first\s+(?:winter|christmas|year|ramadan)\s+"
         rf"(?:here\s+)?in\s+{_TOWN}$", 2),
        # home again after years away: "back in manchester after 11 years in singapore"
        ("residence", rf"^(?:{_WE_ARE}\s+)?(?:finally\s+)?back\s+in\s+{_TOWN}\s+after\s+\S", 2),
        # gone home, said with when: "flew home to auckland yesterday"
        ("residence", r"\b(?:flew|flown|went|gone|came|got|headed|drove|moved)\s+(?:back\s+)?home\s+to\s+"
         rf"{_TOWN}\s+(?:yesterday|today|last\s+\w+|this\s+(?:morning|week|month)|on\s+\w+day|"
         r"for\s+good|(?:a|\d+|two|three)\s+\w+\s+ago)$", 2),
        # "been in lisbon since march", "ive been living in gdansk since 2019"; after "and"
        # with its own subject: "my husband is from here and weve been in porto since 2022"
        ("residence", rf"(?:^(?:{_HAVE}\s+)?|\b(?:and|but|so)\s+{_HAVE}\s+)been\s+(?:living\s+)?"
         rf"in\s+{_THE}{_TOWN}\s+since\s+\S", 2),
        # "im not leaving stockholm": staying put where one is
        ("residence", rf"^{_LEAD}{_WE_ARE}\s+not\s+(?:leaving|moving\s+(?:away\s+)?from)\s+"
         rf"{_TOWN}$", 2),
        # Hindi/Urdu in Latin letters: "mumbai mein rehta hoon" (live in), "mein lahore se
        # hun" (am from)
        ("residence", rf"^(?:(?:main|mein|mai|hum)\s+)?{_TOWN}\s+(?:mein|me|mai)\s+"
         r"(?:rehta|rehti|rehte|rahta|rahti|rahte)\s+(?:hoon|hun|hu|hain|hai)\b", 2),
        ("origin", rf"^(?:bhai\s+|yaar\s+)?(?:main|mein|mai|hum)\s+{_TOWN}\s+(?:se|ka|ki|ke)\s+"
         r"(?:hoon|hun|hu|hain)\b", 2),
        # the same with the subject left out: "mumbai se hoon" ("hain" alone is "they are")
        ("origin", rf"^(?:bhai\s+|yaar\s+)?{_TOWN}\s+(?:se|ka|ki|ke)\s+(?:hoon|hun|hu)\b", 2),
        # Tagalog: "graphic designer ako dito sa makati", "ofw nurse here sa dubai"; "taga
        # cebu ako" (am from); not a relative's job there ("my tita is a nurse here sa riyadh")
        ("residence", rf"^(?!(?:my|our|his|her|their|si|ang)\b).*?\b(?:dito|here|nandito\s+ako|andito\s+ako|nakatira\s+(?:ako|kami))\s+sa\s+"
         rf"{_TOWN}$", 2),
        ("origin", rf"\btaga[-\s]{_TOWN}\s+(?:ako|kami)\b", 2),
        # Hindi "mera ghar pune mein hai" (my home is in), Arabic "ana min alexandria" (I am
        # from), Indonesian and Malay "aku dari medan" (I am from), Vietnamese "mình ở hà
        # nội" (I am in; its syllables are short words, kept when they carry a diacritic)
        ("residence", rf"^(?:mera|meraa|hamara)\s+ghar\s+{_TOWN}\s+(?:mein|me|mai)\s+(?:hai|he)\b", 2),
        ("origin", rf"^(?:w?ana|ena)\s+(?:asl[ai]n\s+)?min\s+{_TOWN}{_WHY_SAID}", 2),
        ("origin", rf"^(?:aku|saya|gue|gw)\s+(?:asli\s+|orang\s+)?dari\s+{_TOWN}{_WHY_SAID}", 2),
        ("residence", rf"^(?:mình|em|tôi|anh|chị|tớ)\s+(?:đang\s+)?(?:sống\s+)?ở\s+{_TOWN}{_WHY_SAID}", 3),
        # Spanish and Portuguese, anywhere in the clause: "ah y vivo en guadalajara por si
        # importa", "mas moro em kyoto"
        ("residence", rf"\b(?:vivo|moro|vivimos|moramos|resido)\s+(?:aqu[ií]\s+)?(?:en|em|no|na)\s+"
         rf"{_TOWN_ON}", 3),
        # a Portuguese job said with its town: "sou DJ de casamento em belo horizonte"
        ("residence", rf"^(?:i'm|sou)\s+(?:(?:an?|um|uma)\s+)?(?:[\w-]+\s+){{1,4}}?em\s+{_TOWN}$", 3),
        # Arabic in Latin letters: "ana flutter developer fi cairo", "ana fi dubai"
        ("residence", rf"^ana\s+(?:[\w-]+\s+){{0,3}}?fi\s+{_TOWN}$", 2),
        # Turkish marks a proper name with an apostrophe before its case ending, so
        # "berlin'de … yapiyorum" (in Berlin … I do) names a place in any capitalisation
        ("residence", r"\b(?P<place>[a-zçğ\u0131öşü]{3,})'(?:de|da|te|ta)\s+(?:[\w]+\s+){0,2}?"
         r"(?:ya[sş][i\u0131]yorum|oturuyorum|[cç]al[i\u0131][sş][i\u0131]yorum|okuyorum|yap[i\u0131]yorum)\b", 1),
        # "ben izmirliyim": the -li suffix of where one is from, then "I am"
        ("origin", r"^ben\s+(?P<place>[a-zçğ\u0131öşü]{4,}?)'?(?:li|l\u0131|lu|lü)(?:yim|y\u0131m|yum|yüm)\b", 1),
        # a greeting signed from home: "greetings from accra", "hello from sunny leeds"
        ("residence", r"^(?:greetings|hello|hi|hiya|regards|cheers|hola)\s+from\s+"
         rf"(?:(?:sunny|rainy|snowy|cold|freezing|windy|beautiful|lovely)\s+)?{_TOWN}$", 2),
        # one's own room somewhere: "all from my room in lagos"
        ("residence", rf"\b(?:my|our)\s+(?:little\s+|tiny\s+)?(?:bed)?room\s+in\s+{_TOWN}$", 2),
        # a daily commute somewhere: "i commute by bike in bristol"
        ("residence", rf"^(?:i|we)\s+(?:\w+\s+)?commute\s+(?:(?:by|on)\s+(?:\w+\s+){{1,2}}?)?"
         rf"(?:in|around|across)\s+{_TOWN}$", 2),
    )
)  # fmt: skip

# Words that end a place ("guadalajara por si importa", "kyoto há seis anos").
_AFTER_PLACE_WORDS = (
    "por pero mas y e con com desde hace há hasta para pra que porque cuando quando si se "
    "and but for since with so now atm rn already again still "
    # "now" in the languages mixed into chat ("cebu ngayon", "lyon maintenant")
    "ngayon ahora agora maintenant jetzt abhi sekarang"
)
_AFTER_PLACE = frozenset(_AFTER_PLACE_WORDS.split())
# Words these frames put where a town would go and that are no town: states one is in,
# places of every town, lines of work, pronouns and times.
_STATES = (
    "love pain trouble shock tears awe agony heaven hell limbo debt denial luck danger charge "
    "control labour labor recovery remission menopause ketosis therapy rehab treatment "
    "training mourning crisis transit between lockdown quarantine isolation surgery court "
    "prison jail church class bed hospital school uni college work office person public "
    "private power business shape sync tune line uniform costume character pyjamas pajamas "
    "bits pieces bits half two way fact theory general particular order doubt total deep "
    "hot it too there here on front back charge shambles tatters hiding paz calma crunch "
    "beta alpha talks review progress development production stock season session use action "
    "touch mum mom dad family parents"
)
_INDUSTRIES = (
    "sales finance tech retail hospitality construction healthcare education insurance "
    "logistics admin law medicine software recruitment pr ops operations management media "
    "fashion property hr it research academia government politics security music film tv "
    "theatre aviation pharma biotech fintech energy oil gas mining agriculture transport events "
    "support design data ai crypto customer"
)
_HOME_WORDS = (
    "home house flat ghar hostel pg room kamre bahay trabaho opisina ospital eskwela amin "
    "inyo kanila el al il beit bait shoghl halls dorm residence campus casa um uma o a os as "
    "un una la las los mi minha meu mis"
)
_NOT_YET = (
    "him her them you it this that yet soon early anytime without today tonight tomorrow "
    # shifts and parts of the week one moves between ("moving from nights to days")
    "nights days mornings evenings weekends weekdays shifts lates earlies"
)
_HINDI_TIMES = "kal aaj subah abhi pehle bahut yahan wahan isi usi ek is us kaam"
# Turkish words that take -li and are states, not where one is from ("evliyim", married).
_TURKISH_STATES = (
    "heyecan sorum şans ak\u0131l umut endişe stres tecrübe deneyim yetenek sağl\u0131k karar kafa"
)

_NOT_TOWNS = frozenset(
    [
        *NOT_A_PLACE,
        *(w.lower() for w in (*LANGUAGES, *CODE_LANGUAGES, *NATIONALITIES)),
        *PRONOUN_OBJECTS,
        *f"{_STATES} {_INDUSTRIES} {_HOME_WORDS} {_NOT_YET} {_HINDI_TIMES} {_TURKISH_STATES}".split(),
        "a",
        "an",
        "the",
        "my",
        "our",
        "his",
        "their",
        "your",
        "me",
    ]
)
_ACRONYMS = frozenset({"uk", "us", "usa", "uae", "nyc", "dc", "la", "nz", "sf", "ny"})
_QUOTE_START = ("'", '"')


def homes_by_form(c: Clause, table: tuple[IdentityFact, ...]) -> tuple[IdentityFact, ...]:
    """The homes and origins the form of `c` says, that no fact of `table` names yet."""
    if c.supplied or c.text.startswith(_QUOTE_START) or not _said_as_fact(c):
        return ()
    said = " ".join(fact.title.lower() for fact in table)
    found: list[IdentityFact] = []
    for form in _FORMS:
        for m in form.pattern.finditer(c.lower):
            place = _town(m["place"], form.words, form.runs_on)
            if m.groupdict().get("the") and (place or "").lower() not in _ACRONYMS:
                continue
            if place is None or place.lower() in said:
                continue
            title = f"Lives in {place}" if form.slot == "residence" else f"Is from {place}"
            found.append(make_fact(form.slot, place, title, "location"))
            said += f" {title.lower()}"
    return tuple(found)


_WHY_ONLY = re.compile(r"\bif\s+(?:that|it)\s+(?:matters|helps|changes\s+anything|makes\s+a\s+)")
_OTHER_DOUBT = re.compile(r"\b(?:would|could|might|maybe|wish|if\s+(?!(?:that|it)\s))")


def _said_as_fact(c: Clause) -> bool:
    """A statement, or one whose only "if" says why it is said ("if that matters")."""
    if c.is_statement:
        return True
    return (
        c.is_hypothetical
        and not (c.is_question or c.is_reported)
        and bool(_WHY_ONLY.search(c.lower))
        and not _OTHER_DOUBT.search(c.lower)
    )


def names_a_town(place: str) -> bool:
    """Whether words in a frame of living somewhere can be a town: not a state, a line of
    work, a pronoun or a time ("moving from sales to product" names none)."""
    return _town(place.lower(), 3, True) is not None


def town_named(raw: str, most: int = 2, runs_on: bool = False) -> str | None:
    """The words as a town's name, or None when they are no town (see `_town`)."""
    return _town(raw, most, runs_on)


def _town(raw: str, most: int, runs_on: bool) -> str | None:
    """The place as a title names it, or None when the words are no town. Where the frame
    closes the clause, a word that could follow a place ("in crunch already") is no part of
    one, and the whole is no town."""
    words: list[str] = []
    for word in raw.split():
        if word in _AFTER_PLACE and words:
            if not runs_on:
                return None
            break
        words.append(word.strip("'"))
    if not words or len(words) > most:
        return None
    for word in words:
        if word in _NOT_TOWNS or word.endswith("ing") or any(ch.isdigit() for ch in word):
            return None
        if len(word) < 3 and word not in _ACRONYMS and (word.isascii() or len(words) == 1):
            return None
    if " ".join(words) in _NOT_TOWNS:
        return None
    return " ".join(_capitalised(w) for w in words)


def _capitalised(word: str) -> str:
    if word in _ACRONYMS:
        return word.upper()
    return "-".join(part[:1].upper() + part[1:] for part in word.split("-"))
