"""One voice for the persona: memory titles (short third-person phrases such as "Works as a
nurse" or "Writing their thesis") turned into second-person lines ("You work as a nurse",
"You are writing your thesis"), with what the fields add (a date, a place, a status).

Every line this module returns starts with "You" or "Your", whatever the title looks like:
a title it cannot turn into a sentence is framed by its layer ("You have a dentist
appointment", "You prefer: metric units")."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from memoryflow import layers

_PRONOUNS = (
    (re.compile(r"\bthe user's\b", re.I), "your"),
    (re.compile(r"\bthe user\b", re.I), "you"),
    (re.compile(r"\btheirs\b", re.I), "yours"),
    (re.compile(r"\bthemsel(?:f|ves)\b", re.I), "yourself"),
    (re.compile(r"\btheir\b", re.I), "your"),
    (re.compile(r"\bthey're\b", re.I), "you're"),
    (re.compile(r"\bthey are\b", re.I), "you are"),
)
_FIRST_PERSON = (
    (re.compile(r"^i'm\b", re.I), "You're"),
    (re.compile(r"^i've\b", re.I), "You've"),
    (re.compile(r"^i am\b", re.I), "You are"),
    (re.compile(r"^i\b", re.I), "You"),
    (re.compile(r"\bmy\b", re.I), "your"),
    (re.compile(r"\bmyself\b", re.I), "yourself"),
    (re.compile(r"\bme\b", re.I), "you"),
)
# Anywhere in a title: the user's own words kept inside it ("Works at my uncle's garage").
# Not "me", which in "Wants me to use metric units" is the assistant, as in the persona.
_OWN_WORDS = (
    (re.compile(r"\bmy\b", re.I), "your"),
    (re.compile(r"\bmyself\b", re.I), "yourself"),
)
_RELATION_START = re.compile(
    r"^(?:mother|mom|mum|father|dad|parents|sister|brother|siblings|wife|husband|partner|"
    r"spouse|girlfriend|boyfriend|fianc\w*|son|daughter|kids|children|grand\w+|aunt|uncle|"
    r"cousin|niece|nephew|best friend|friend|roommate|flatmate|boss|manager|colleague|dog|"
    r"cat|pet|twin|name|family)\b",
    re.I,
)
_SOMEONE_ELSE = re.compile(r"^(?:your\s+)?" + _RELATION_START.pattern[1:], re.I)
_THEY = re.compile(r"\bthey('ve|'d|'ll)?\b", re.I)
# "Dog owner", "cat sitter": a noun phrase, not "your dog ...".
_AGENT_NOUN = re.compile(r"^\w+(?:er|or|ist|ian)\b", re.I)
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_MODALS = {
    "would", "will", "can", "could", "should", "might", "must", "used", "cannot", "can't",
    "won't", "wouldn't", "couldn't",
}  # fmt: skip
# "Always runs before work" is a habit of the user's ("You always run before work"); with
# a bare verb, "Always answer in Spanish" is a request to the assistant (`_IMPERATIVES`).
_ADVERBS = {
    "always", "never", "usually", "often", "mostly", "only", "rarely", "sometimes", "still",
    "also", "just", "generally", "normally", "regularly", "seldom", "occasionally",
}  # fmt: skip
# States, not actions: "Allergic to peanuts" -> "You are allergic to peanuts".
_STATES = {
    "allergic", "vegetarian", "vegan", "pescatarian", "fluent", "afraid", "single",
    "pregnant", "bilingual", "left-handed", "right-handed", "lactose", "native", "new",
    "busy", "interested", "married", "engaged", "divorced", "widowed", "based", "located",
    "retired", "employed", "unemployed", "self-employed", "excited", "worried", "involved",
    "qualified", "certified", "obsessed", "scared", "tired", "bored", "responsible",
}  # fmt: skip
# Requests to the assistant: "Never use emojis" -> "You want me to never use emojis".
_IMPERATIVES = {
    "always", "never", "keep", "use", "answer", "avoid", "write", "give", "be", "reply",
    "respond", "explain", "include", "stop", "show", "list", "format", "add", "skip", "call",
    "speak", "talk", "send", "focus", "cite", "make", "put", "start", "try", "check",
    "provide", "please", "do", "don't", "dont", "remind", "ask", "suggest", "double-check",
}  # fmt: skip
_IRREGULAR_PAST = {
    "quit", "went", "got", "ran", "began", "became", "left", "lost", "won", "made", "took",
    "bought", "sold", "built", "wrote", "met", "found", "had", "did", "saw", "broke", "fell",
    "felt", "gave", "grew", "heard", "kept", "knew", "led", "paid", "put", "said", "sent",
    "spent", "taught", "told", "thought", "flew", "drove", "swam", "read", "forgot", "sang",
}  # fmt: skip
_VOICED = re.compile(r"^(?:you|your|you're|you've)\b", re.I)
_GENERIC_STATUS = {"", "in progress", "ongoing", "active", "open", "current", "pending"}


def _lower_first(text: str) -> str:
    # Keep words with capitals inside ("PhD", "NYC", "iOS").
    first = text.split(" ", 1)[0]
    if any(c.isupper() for c in first[1:]):
        return text
    return text[:1].lower() + text[1:]


def _clean(title: str) -> str:
    text = re.sub(r"\s+", " ", title).strip().rstrip(".!;,")
    # "The user likes jazz" is read as the subjectless "likes jazz".
    text = re.sub(r"^the user\s+(?!'s\b)", "", text, flags=re.I)
    # A title is about the user, so a pronoun that opens it is the user too: "She works as
    # a nurse" is "works as a nurse", "They live in Lisbon" is "you live in Lisbon".
    text = re.sub(r"^(?:he|she)\s+", "", text, flags=re.I)
    text = re.sub(r"^they\b", "you", text, flags=re.I)
    text = re.sub(r"^(?:his|her)\s+", "your ", text, flags=re.I)
    for pattern, replacement in _PRONOUNS:
        text = pattern.sub(replacement, text)
    text = _asked_of_the_assistant(text)
    if re.match(r"^(?:i|i'm|i've|my)\b", text, re.I):
        for pattern, replacement in _FIRST_PERSON:
            text = pattern.sub(replacement, text)
    for pattern, replacement in _OWN_WORDS:
        text = pattern.sub(replacement, text)
    if not _SOMEONE_ELSE.match(text):
        # The extractors write the user's "I" as "they" ("since they were a teenager");
        # in a title about someone else ("Kids say they …"), "they" is those others.
        text = _THEY.sub(lambda m: "you" + (m.group(1) or ""), text)
    return text


def _asked_of_the_assistant(text: str) -> str:
    """In "Asks the assistant not to ask them follow up questions", whoever the assistant is
    asked to answer is the user: "them" after "the assistant" is "you". Before it, "them" is
    someone else ("Visits them on Sundays")."""
    head, assistant, tail = text.partition("the assistant")
    if not assistant:
        return text
    return head + assistant + re.sub(r"\bthem\b", "you", tail, flags=re.I)


def _request(text: str) -> str:
    words = text.split(" ")
    while words and words[0].lower().rstrip(",") == "please":
        words = words[1:]
    rest = " ".join(words)
    negative = re.match(r"^(?:do not|don't|dont)\s+(.*)$", rest, re.I)
    if negative:
        return f"You want me not to {_lower_first(negative.group(1))}"
    return f"You want me to {_lower_first(rest)}"


def _base_form(verb: str) -> str | None:
    """ "works" -> "work", "watches" -> "watch", "studies" -> "study"; None if not a verb."""
    if verb in ("always", "sometimes", "news", "hours", "days", "years", "plans"):
        return None
    if verb.endswith(("is", "ness", "ics", "ous", "ss")):  # thesis, fitness, physics
        return None
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return verb[:-2]
    if re.fullmatch(r"[a-z]+[^su]s", verb):
        return verb[:-1]
    return None


def _verb_after_adverb(rest: str) -> str | None:
    """ "runs before work" -> "run before work", "moved to Berlin" as it is; None when
    `rest` does not open with a verb said of the user (a bare "answer in Spanish")."""
    verb, _, tail = rest.partition(" ")
    low = verb.lower()
    if low in _IRREGULAR:
        said = _IRREGULAR[low]
    elif low in _IRREGULAR_PAST or (low.endswith("ed") and len(low) > 3):
        said = low
    elif (base := _base_form(low)) is not None:
        said = base
    else:
        return None
    return f"{said} {tail}".strip()


def sentence(title: str) -> str | None:
    """The title as a second-person sentence, or None when it is not a verb phrase."""
    text = _clean(title)
    if not text:
        return None
    if _VOICED.match(text):
        return text[:1].upper() + text[1:]
    first, _, rest = text.partition(" ")
    low = first.lower()
    if low in _IRREGULAR:
        return f"You {_IRREGULAR[low]} {rest}".strip()
    if low in _MODALS:
        return f"You {_lower_first(text)}"
    if _RELATION_START.match(text) and not _AGENT_NOUN.match(rest):
        return f"Your {_lower_first(text)}"
    if low in _STATES:
        return f"You are {_lower_first(text)}"
    if low in _ADVERBS and (habit := _verb_after_adverb(rest)) is not None:
        return f"You {low} {habit}"
    if low in _IMPERATIVES:
        return _request(text)
    if low.endswith("ing") and len(low) > 4:
        return f"You are {_lower_first(text)}"
    if low in _IRREGULAR_PAST or (low.endswith("ed") and len(low) > 3):
        return f"You {_lower_first(text)}"
    if (base := _base_form(low)) is not None:
        return f"You {base} {rest}".strip()
    return None


def your_words(title: str) -> str:
    """The title as a phrase about "you" rather than a sentence ("Writing their thesis" ->
    "Writing your thesis"), for the tagline."""
    text = _clean(title)
    return text[:1].upper() + text[1:]


def second_person(title: str) -> str:
    """ "Works as a nurse" -> "You work as a nurse"; "Sister lives in Porto" -> "Your
    sister lives in Porto"; "Never use emojis" -> "You want me to never use emojis"."""
    return sentence(title) or f"You are described as: {_lower_first(_clean(title))}"


def _article(phrase: str) -> str:
    if re.match(r"^(?:a|an|the|your|some|\d)\b", phrase, re.I) or phrase[:1].isupper():
        return ""
    return "an " if phrase[:1].lower() in "aeiou" else "a "


def _one_line(value: Any) -> str:
    """A field's text on one line: a line break inside it would split the memory's line."""
    return re.sub(r"\s+", " ", str(value or "")).strip()


def memory_line(layer: str, title: str, fields: Mapping[str, Any]) -> str:
    """The persona line of one memory: its title in the second person, plus what its fields
    add that the title does not say already."""
    said = sentence(title)
    phrase = _lower_first(_clean(title))
    extras: list[str] = []
    if layer == layers.ACTIVITY:
        pending = fields.get("status") == "pending"
        if said is None:
            said = f"You {'have' if pending else 'had'} {_article(phrase)}{phrase}"
        when = str(fields.get("starts_at") or "")[:16].replace("T", " ")
        if when:
            extras.append(f"{'planned for' if pending else 'on'} {when}")
        place = _one_line(fields.get("location"))
        if place and place.lower() not in said.lower():
            extras.append(f"in {place}")
    elif layer == layers.CONTEXT:
        said = said or f"You are dealing with {_article(phrase)}{phrase}"
        status = _one_line(fields.get("current_status")).rstrip(".")
        if status.lower() not in _GENERIC_STATUS and status.lower() not in said.lower():
            extras.append(f"status: {status}")
    elif layer == layers.PREFERENCE:
        said = said or f"You prefer: {phrase}"
    else:
        said = said or f"You are described as: {phrase}"
    return f"{said} ({', '.join(extras)})" if extras else said
