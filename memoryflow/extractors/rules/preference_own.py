"""Standing tastes said in shapes the preference table has no row for:

- a unit system one uses: "i use metric", "I always go by celsius" → Uses metric units;
- a currency asked for: "in pesos please" → Wants amounts in pesos (its other half, "not
  dollars" / Tagalog "hindi dollars", is no wish of its own and no language);
- a way of talking ruled out: "pls no therapy speak", "no corporate jargon please";
- a word banned: "for future can u not use the word 'delve'", "please never say 'journey'";
- the version of answers one always wants: "i always want the short version";
- a material or thing refused with a reason: "not polyester pls i hate it";
- a field or thing one hated: "i hated fintech", "honestly i always hated maths";
- a quoted phrase one hates: "take out 'hope this finds you well', i hate that phrase";
- a standing refusal: "i refuse to work in advertising";
- how one learns, in the comparative: "i learn way better with memes";
- a time zone for the times given: "always give times in CET pls";
- a tool one uses, as the reason for a request: "i use vim btw so dont give me vscode
  shortcuts".

Each reading is (title, directive, priority, kind), as the table's builders give."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.sentences import sentence_from
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

_PLEASE = r"(?:please|pls|plz|po|porfa|thanks|thx)"

# Unit systems and units one says one "uses": a closed table, the title each one reads as.
_UNITS = {
    "metric": "metric units", "imperial": "imperial units", "celsius": "Celsius",
    "centigrade": "Celsius", "fahrenheit": "Fahrenheit", "kilos": "kilograms",
    "kg": "kilograms", "kilograms": "kilograms", "pounds": "pounds", "lbs": "pounds",
    "km": "kilometres", "kilometres": "kilometres", "kilometers": "kilometres",
    "miles": "miles", "grams": "grams", "ounces": "ounces", "cups": "cups",
    "24 hour time": "24-hour time", "24-hour time": "24-hour time",
    "the 24 hour clock": "24-hour time", "the 24-hour clock": "24-hour time",
}  # fmt: skip
_UNIT = re.compile(
    r"^i\s+(?:always\s+|only\s+|just\s+|mostly\s+|also\s+)*(?:use|go by|think in|work in|"
    r"cook in|measure in|weigh in)\s+(?P<x>"
    + "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
    + r")(?:\s+(?:units|measurements|system|only))?$"
)

# Currencies by their plural (or code) as people name them when asking for amounts.
_CURRENCIES = (
    "pesos|dollars|usd|euros|eur|pounds|gbp|rupees|inr|yen|yuan|rmb|won|baht|ringgit|rand|"
    "naira|lira|liras|zloty|zlotys|kroner|kronor|krona|francs|reais|rubles|roubles|dirhams|"
    "riyals|shekels|dinars|shillings|cedis|taka|dong|rupiah|soles|pesos mexicanos"
)
# "in pesos please", "give me prices in euros pls": a please makes it a wish, not an answer
# to "in what currency was it?".
_CURRENCY = re.compile(
    rf"^(?:{_PLEASE}\s+)?(?:(?:give|show|put|quote|do|keep)\s+(?:me\s+)?(?:it(?:\s+all)?|them(?:\s+all)?|"
    rf"(?:all\s+)?(?:prices|amounts|figures|costs|numbers|rates)|everything)\s+)?in\s+(?P<x>{_CURRENCIES})"
    rf"(?P<please>(?:\s+{_PLEASE})+)?"
    # "in naira pls not pounds": the currency turned down, said after the please
    rf"(?:,?\s+(?:not|instead of|rather than)\s+(?:in\s+)?(?:{_CURRENCIES}))?$"
)
_WHICH_CURRENCY = re.compile(rf"\b(?:{_PLEASE}|always|from now on)\b")
# "hindi dollars" (Tagalog: not dollars), "not dollars", "no euros": the currency turned
# down beside the one asked for.
_NOT_CURRENCY = re.compile(
    rf"^(?:hindi|not|no|instead of|rather than)\s+(?:in\s+)?(?:{_CURRENCIES})$"
)

# "no therapy speak", "no corporate jargon please": a register of talk ruled out.
_NO_SPEAK = re.compile(
    rf"^(?:{_PLEASE}\s+)?(?:and\s+)?no\s+(?:more\s+)?(?P<x>(?:[\w-]+\s+){{0,2}}?(?:speak|talk|"
    rf"lingo|jargon|buzzwords|platitudes|pleasantries|cliches|clichés|corporate language|"
    rf"flowery language|(?:toxic|forced|fake)\s+positivity|corporate\s+phrases))(?:\s+{_PLEASE})*$"
)
# "can u not use the word X", "please never say the phrase X", "stop using the word X".
_NO_WORD = re.compile(
    r"^(?:(?:for|in)\s+(?:the\s+)?future|from now on|going forward|also)?,?\s*"
    r"(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:not|stop)|(?:please\s+|pls\s+)?"
    r"(?:don't|do not|dont|never|stop))\s+(?:ever\s+)?(?:use|using|say|saying|write|writing)\s+"
    r"(?:the\s+)?(?P<kind>word|phrase|term|expression)\s+(?P<rest>.+)$"
)
_QUOTES = "'\"\u2018\u2019\u201c\u201d"  # straight and curly quotes
_QUOTED = re.compile(rf"[{_QUOTES}](?P<q>[^{_QUOTES}\n]{{2,60}})[{_QUOTES}]")
# "i hate that phrase", "i can't stand that word": the phrase is the one quoted before.
_HATE_PHRASE = re.compile(
    r"^i\s+(?:really\s+|honestly\s+|just\s+)?(?:hate|can't stand|cant stand|loathe|detest)\s+"
    r"(?:that|this|the)\s+(?P<kind>word|phrase|expression|line|opener|sign-off)\b"
)
_DROP_SAID = re.compile(rf"\b(?:skip|drop|cut|ditch|lose|lay)\s+[{_QUOTES}]")
# "i always want the short version", "i usually prefer the detailed answer".
_VERSION = re.compile(
    r"^i\s+(?:always|usually|generally|normally|just)\s+(?:want|need|prefer|like)\s+"
    r"(?:the\s+)?(?P<x>short|shorter|long|longer|detailed|simple|simpler|quick|brief|condensed|"
    r"full|plain)\s+(?:version|answers?|one|replies|explanations?)s?$"
)
# "not polyester pls i hate it": the thing turned down, with a dislike for a reason.
_NOT_HATED = re.compile(
    rf"^not\s+(?P<x>(?!(?:that|this|it|them|yet|now|sure|really|too|so)\b)[\w-]+(?:\s+[\w-]+)?)"
    rf"\s+{_PLEASE}\s+i\s+(?:really\s+|just\s+)?(?:hate|can't stand|cant stand|don't like|dont "
    r"like|detest|loathe)\s+(?:it|them|that)$"
)
# "i hated fintech", "i always hated maths": a field or a thing, bare (no "it", "the", "my").
_HATED = re.compile(
    r"^i\s+(?:always\s+|honestly\s+|really\s+|kinda\s+|secretly\s+|lowkey\s+|just\s+)*"
    r"(?:hated|loathed|detested|couldn't stand|could not stand)\s+(?P<x>(?!(?:it|that|this|"
    r"them|him|her|those|these|the|a|an|my|his|our|their|your|every|each|when|how|being|to|what|"
    r"you|me|myself|everyone|everybody|everything|all|both|working|living|going)\b)[\w-]+"
    r"(?:\s+(?!(?:so|too|lol|tbh|anyway)\b)[\w-]+)?)$"
)

# "i refuse to work in advertising", "i refuse to eat anything with liver": a standing no.
_REFUSE = re.compile(
    r"^i\s+(?:just\s+|flat out\s+|still\s+)?(?:refuse|won't ever|will never)\s+to\s+"
    r"(?P<x>(?:work|eat|wear|use|drive|fly|live|shop)\s+(?!(?:it|that|this|them|there|here|"
    r"today|tomorrow|again)\b)(?:[\w-]+\s+){0,3}?[\w-]+)(?:\s+(?:tho|though|lol|anymore|"
    r"ever|again))*$"
)
# "i learn way better with memes": how the user learns, said in the comparative.
_LEARN_BETTER = re.compile(
    r"^i\s+(?:learn|understand|remember)\s+(?:(?:way|much|so much|a lot|far)\s+)?better\s+"
    r"(?P<x>(?:with|when|by|through|from)\s+(?!(?:it|that|this|them)\b).+)$"
)

# "always give times in CET pls", "convert meeting times to bali time": a time zone for
# every time the answers give.
_TIMES = re.compile(
    r"(?:^|\s)(?:always\s+)?(?:give|show|put|convert|write|list)\s+(?:me\s+)?(?:them\s+|it\s+|"
    r"the\s+|all\s+)?(?:(?:meeting|call)\s+)?(?:(?P<times>times?)\s+)?(?:in|to|into)\s+"
    r"(?P<z>(?-i:[a-z]{2,4})(?:[+-]\d{1,2})?(?=\s+(?:please|pls|always)|$)|[a-z]+\s+time)"
    r"(?:\s+(?:please|pls|always))*$"
)
_STANDING_ASK = re.compile(r"\b(?:always|whenever|when|from now on|please|pls)\b")
# "i use vim btw so dont give me vscode shortcuts": a tool one uses, said as the reason for
# a request about the answers.
_USES_TOOL = re.compile(
    r"^i\s+(?:only\s+|mostly\s+|just\s+)?use\s+(?P<x>(?!(?:it|that|this|them|metric|imperial)\b)"
    r"[\w+#.-]+)(?P<rest>(?:\s+(?:btw|tbh|fyi))?(?:\s+so\s+.*)?)$"
)
_SO_ASKS = re.compile(
    r"\b(?:btw\s+)?so\s+(?:please\s+|pls\s+)?(?:don't|dont|do not|no|only|never|always|give|show|"
    r"stick)\b"
)


def asks_for_times(c: Clause) -> bool:
    """ "when i ask about meetings always give times in CET pls": read as a question for
    its opening word, but it asks for a standing form."""
    m = _TIMES.search(c.lower)
    named = m is not None and (bool(m["times"]) or m["z"].endswith(" time"))
    return named and bool(_STANDING_ASK.search(c.lower))  # "can you give times in EST?": once


def own_taste(c: Clause, message: str) -> Reading | None:
    """The clause's reading in one of the shapes above, or None."""
    low = c.lower
    if m := _UNIT.match(low):
        x = _UNITS[m["x"]]
        return f"Uses {x}", f"Use {x}", 0.8, "directive"
    if asks_for_times(c) and (m := _TIMES.search(low)):
        z = m["z"].upper() if " " not in m["z"] else capitalise(m["z"])
        return f"Wants times in {z}", f"Give times in {z}", 0.8, "directive"
    if (m := _USES_TOOL.match(low)) and _SO_ASKS.search(f"{m['rest']} {_after(message, low)}"):
        x = (c.text if len(c.text) == len(low) else low)[m.start("x") : m.end("x")]
        return f"Uses {x}", f"Assume they use {x}", 0.7, "directive"
    if m := _REFUSE.match(low):
        x = m["x"]
        return f"Refuses to {x}", f"Never suggest that they {x}", 0.8, "dislike"
    if m := _LEARN_BETTER.match(low):
        x = m["x"]
        return f"Learns better {x}", f"Explain {x}", 0.7, "directive"
    if (m := _CURRENCY.match(low)) and (m["please"] or _WHICH_CURRENCY.search(low)):
        return f"Wants amounts in {m['x']}", f"Give amounts in {m['x']}", 0.8, "directive"
    if m := _NO_SPEAK.match(low):
        x = m["x"]
        return f"Does not want {x}", f"Do not use {x}", 0.9, "dislike"
    if m := _NO_WORD.match(low):
        said = _quoted_after(message, m["kind"]) or _first_word(m["rest"])
        if said:
            what = f"the {m['kind']} '{said}'"
            return f"Asks the assistant not to use {what}", f"Do not use {what}", 0.9, "dislike"
    if m := _VERSION.match(low):
        x = m["x"]
        return f"Prefers {x} answers", f"Keep answers {x}", 0.8, "directive"
    if m := _NOT_HATED.match(low):
        return f"Dislikes {m['x']}", f"Avoid {m['x']}", 0.7, "dislike"
    if m := _HATED.match(low):
        return f"Dislikes {m['x']}", f"Avoid {m['x']}", 0.6, "dislike"
    if (
        (m := _HATE_PHRASE.match(low))
        and (said := _last_quoted(message, low))
        and not _DROP_SAID.search(message.lower())  # the table has "cut 'X'" already
    ):
        what = f"the {m['kind']} '{said}'"
        return f"Dislikes {what}", f"Do not use {what}", 0.9, "dislike"
    return None


def turns_down_a_currency(c: Clause) -> bool:
    """ "hindi dollars", "not euros": the other half of a currency wish, no wish by itself."""
    return bool(_NOT_CURRENCY.match(c.lower))


def _quoted_after(message: str, kind: str) -> str:
    """The quoted word after "the word" in the message as typed (quotes are gone from the
    clause)."""
    m = re.search(rf"\b{kind}\s+{_QUOTED.pattern}", message, re.IGNORECASE)
    return m["q"].strip() if m else ""


def _after(message: str, clause: str) -> str:
    """The rest of the clause's sentence after it."""
    low = message.lower()
    at = low.find(clause)
    rest = low[at + len(clause) :] if at >= 0 else ""
    return sentence_from(rest)


def _first_word(rest: str) -> str:
    """An unquoted word banned: the first word after "the word", when one is left."""
    words = rest.split()
    return words[0] if len(words) == 1 else ""


def _last_quoted(message: str, clause: str) -> str:
    """The phrase quoted before the clause that calls it "that phrase"."""
    at = message.lower().find(clause[:15])
    before = message[:at] if at > 0 else ""
    found = [m["q"].strip() for m in _QUOTED.finditer(before)]
    return found[-1] if found else ""


# What follows "make it less polite" when the tone is for the piece being drafted: a "tho"
# that corrects the last draft, or the piece named ("this is my 3rd follow up").
_FOR_THIS_PIECE = re.compile(
    r"^\W*(?:(?:lol|lmao|haha|pls|please|bro|mate)\W+)*(?:tho|though|(?:this|it)(?:'s|s| is)\s+"
    r"(?:my|the|a|our)\s+(?:[\w-]+\s+){0,2}?(?:follow[- ]?ups?|e-?mails?|reminders?|messages?|msgs?|"
    r"chasers?|nudges?|repl(?:y|ies)|attempts?|tries|try|drafts?|versions?|letters?|texts?)\b)"
)


def tone_for_this_piece(rest: str) -> bool:
    """Whether what follows a tone asked for says it is for the piece being drafted."""
    return bool(_FOR_THIS_PIECE.match(rest.lower()))


# "honestly same 🙃 i cant stand country": a dislike said plainly is meant, whatever wry
# marker its sentence carries (a wry liking, "i just LOVE hmrc forms 🙃", is the one flipped).
_PLAIN_DISLIKE = re.compile(
    r"^i\s+(?:honestly\s+|really\s+|just\s+|genuinely\s+)?(?:can't stand|cant stand|hate|"
    r"loathe|detest|can't bear|cant bear)\s+(?!(?:it|that|this|when|how|being|having|getting|"
    r"doing|you|your|my|when|waiting|free|easy)\b)[\w-]+(?:\s+[\w-]+)?$"
)


def sincere_dislike(c: Clause) -> bool:
    """A plain dislike in a sentence marked wry only by its emoji or a sarcastic word."""
    return c.is_sarcastic_only and bool(_PLAIN_DISLIKE.match(c.lower))
