"""Standing requests about answers in frames the main table does not read:

- a part of the answer to leave out: "skip the basic stuff", "spare me the pep talk",
  "leave out the background next time" (an imperative whose object is a part of an answer,
  not of the user's own piece: "skip the intro of my essay" is an edit);
- "just give me X" with a standing word anywhere in it: "from now on just give me the
  answer", "pls just give me the regex from now on" ("just give me the recipe" is a task);
- a form named bare in a list after a request, or with a standing word of its own: "short
  replies please, tables", "bullet points always", "american spelling from now on";
- candour said as what one wants: "I want harsh feedback", "do not flatter me";
- answers preferred with or without something: "I prefer your replies without emojis";
- "no more 'consult your doctor' lines": the quoted phrase is cleaned out of the clause, so
  the message gives it back.

Each reading returns (title, directive, priority, kind) like the table's builders."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.answer_form import FORM
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.preference_likes import third
from memoryflow.extractors.rules.preference_vocab import DIRECTIVE_VERBS
from memoryflow.extractors.rules.sentences import sentence_up_to
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

# Words that say a request holds for every answer from here on.
STANDING = (
    r"from now on|going forward|in general|in future|in the future|every time|always|"
    r"next time|for future reference|as a rule|for all (?:our|my|future) (?:chats|answers|conversations)|general (?:rule|request)"
)
_STANDING = re.compile(rf"\b(?:{STANDING})\b")
_LEAD = r"^(?:(?:and|also|but|so|oh and|then)\s+)?(?:please\s+|kindly\s+)?(?:just\s+)?"

# The parts an answer has that a user may ask to be left out. The head noun names a part of
# an answer, so the class holds whatever describing words come before it.
_PART = (
    r"explanations?|theory|intros?|introductions?|preambles?|basics|basic stuff|beginner stuff|"
    r"warnings?|caveats?|disclaimers?|lectures?|commentary|working|background|pleasantries|"
    r"small talk|fluff|summar(?:y|ies)|recaps?|apolog(?:y|ies)|chit-?chat|pep talks?|"
    r"history lessons?|context|waffle|padding|prose|hand-?holding|jargon"
)
# A stock phrase of the answers named as a bit or a line ("skip the 'see a doctor' bit",
# "drop the as an AI line"); a line by its place ("drop the last line") is an edit.
_STOCK_BIT = (
    r"(?:the|that|those)\s+(?!(?:first|last|second|third|top|bottom|final|opening|next|\d+\w*)\b)"
    r"(?:[\w'-]+\s+){2,5}?(?:bits?|lines?|spiel)"  # quoted words keep their quotes
)
_SKIP = re.compile(
    _LEAD + r"(?P<verb>skip|drop|leave out|cut out|cut|spare me|ditch|lose|forget)\s+"
    r"(?P<what>(?:the|all the|any|your|all)\s+(?:[\w-]+\s+){0,2}?(?:"
    + _PART
    + r")|"
    + _STOCK_BIT
    + ")"
    r"(?!\s+(?:of|in|on|from)\s+(?:my|our|this|that|the)\b)"
    r"(?P<tail>(?:\s+(?:please|next time|unless i ask|from now on|going forward|in general|"
    r"in (?:the )?future|"
    r"every time|thanks))*)$"
)
# "just give me the answer", "only send me the final numbers": a task unless standing.
_JUST_GIVE = re.compile(
    _LEAD + r"(?:(?:from now on|going forward|in general|in future),?\s+)?(?:please\s+)?"
    r"(?:just\s+|only\s+)?(?P<verb>give|show|send|tell)\s+me\s+(?P<what>(?:the\s+)?"
    r"(?:[\w-]+\s+){0,2}?[\w-]+(?:\s+and\s+(?:skip|drop|leave out)\s+(?:the\s+)?[\w-]+)?)"
    r"(?:\s+(?:from now on|going forward|in general|every time|always|please))*$"
)
# A form named bare: "bullet points", "plain paragraphs", "tables where you can".
_NOT_A_SUBJECT = (
    r"(?!(?:shes|hes|she's|he's|theyre|they're|its|it's|thats|that's|is|are|was|were|im|i'm|"
    r"ur|you're|youre|we're|were)\s)"
)
# The word before the form is no subject with its verb: "shes german", "he's dutch", "its
# metric" say what someone or something is, they ask for nothing.
_BARE_FORM = re.compile(
    rf"^(?:(?:and|also|plus)\s+)?(?:please\s+)?(?:always\s+|only\s+)?(?P<x>(?:{_NOT_A_SUBJECT}[\w-]+\s+)?(?:{FORM}|paragraphs|"
    r"prose|lists))(?<!\bjust)(?P<tail>(?:\s+(?:always|only|from now on|going forward|please|where you can|"
    r"when you can|if you can|when you (?:write to|answer|reply to) me))*)$"
)
# A request before the bare form in the same message: an imperative about the answer, "no X".
_REQUEST_BEFORE = re.compile(
    r"(?:^|[.,;:!\n]\s*)(?:(?:and|also|but|so)\s+)?(?:please\s+|pls\s+|plz\s+)?"
    r"(?:keep|make|use|give|write|no|skip|avoid|answer|reply|always|never)\b"
    r"|\b(?:please|pls|plz)\b|\bgeneral (?:rule|request)\b|\bfor all (?:our|my) chats\b"
)
_CANDOUR = r"blunt|brutal|harsh|honest|candid|frank|straight|direct|tough|ruthless|unvarnished"
_WANT_CANDOUR = re.compile(
    rf"^i\s+(?:want|need|would like|'d like)\s+(?P<x>(?:{_CANDOUR})\s+(?:feedback|criticism|"
    r"critique|honesty|answers|opinions|notes|comments))\b(?!\s+from\b)"
)
_NO_FLATTERY = re.compile(
    r"^(?:please\s+)?(?:don't|do not|never)\s+(?:flatter|butter up|praise|compliment)\s+"
    r"(?P<x>me|my\s+[\w-]+(?:\s+[\w-]+)?)\b"
)
_PREFER_ANSWERS = re.compile(
    r"^(?:i\s+(?:must|have to|should)\s+say\s+)?i\s+(?:much\s+|really\s+|would\s+|'d\s+)?prefer\s+(?:your|the|my)?\s*(?P<x>(?:answers|"
    r"replies|responses|explanations|messages)\s+(?:with|without)\s+.+)$"
)
# "give the DOI for every paper you cite": a request for every answer of a kind.
_FOR_EVERY = re.compile(
    rf"^(?:please\s+)?(?P<rest>(?:{DIRECTIVE_VERBS})\b.+?\b(?:for|with|in|on|to|after|before)\s+"
    r"(?:every|each|any|all(?:\s+the)?)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:you|u)\s+\w+.*)$"
)
# "hangul only please", "organic only pls": one kind of thing and nothing else, asked for.
_ONLY_PLEASE = re.compile(
    r"^(?:(?:yes|yeah|and|also)\s+)?(?P<x>(?!(?:one|two|me|you|it|this|that|today|now|once)\b)"
    r"[a-z][\w-]{2,}(?:\s+[\w-]+)?)\s+only\s+(?:please|thanks)$"
)
# "we use tabs not spaces": a convention of the user's team, stated with its contrast.
_WE_USE = re.compile(
    r"^we\s+(?:always\s+)?(?:use|write|indent with|prefer|go with)\s+(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+"
    r"(?:not|instead of|over|rather than)\s+(?P<y>[\w-]+(?:\s+[\w-]+)?)$"
)
_NO_MORE_GAP = re.compile(r"^(?:please\s+)?no\s+more\s{2,}(?P<noun>[\w-]+)")
_OPEN_QUOTE, _CLOSE_QUOTE = "'\"\u2018\u201c", "'\"\u2019\u201d"


def _quoted_before(noun: str) -> re.Pattern[str]:
    """ "no more 'consult your doctor' lines": the quoted phrase the clause lost."""
    return re.compile(
        rf"no more\s+[{_OPEN_QUOTE}](?P<q>[^{_CLOSE_QUOTE}]{{2,60}})[{_CLOSE_QUOTE}]\s+{noun}",
        re.IGNORECASE,
    )


def _skipped_part(low: str, text: str) -> Reading | None:
    m = _SKIP.match(low)
    if m is None or re.search(r"\b(?:my|our|step|\d+)\b", m["what"]):
        return None  # "skip the intro of my essay", "skip step 3": an edit of one piece
    what = text[m.start("what") : m.end("what")] if len(text) == len(low) else m["what"]
    verb = "skip" if m["verb"] in ("skip", "drop", "cut", "cut out", "lose", "ditch") else m["verb"]
    return f"Asks the assistant to {verb} {what}", capitalise(f"{verb} {what}"), 0.8, "dislike"


def _just_give(low: str, text: str, message: str) -> Reading | None:
    m = _JUST_GIVE.match(low)
    if m is None or not _STANDING.search(low):
        return None  # "just give me the recipe": a task for now
    what = text[m.start("what") : m.end("what")] if len(text) == len(low) else m["what"]
    verb = m["verb"]
    return f"Asks the assistant to just {verb} {what}", f"Just {verb} {what}", 0.8, "directive"


def _bare_form(c: Clause, low: str, message: str) -> Reading | None:
    m = _BARE_FORM.match(low)
    if m is None or re.match(r"(?:never|no|not|less|more)\s", m["x"]):
        return None  # "never imperial": said with a request read already
    at = message.lower().find(low.split()[0])
    standing = bool(re.search(r"always|only|from now on|going forward|when you", m["tail"]))
    asked_before = at > 0 and bool(_REQUEST_BEFORE.search(message.lower()[:at]))
    if not (standing or asked_before):
        return None  # "bullet points" alone, or "the report has tables": no request
    # "dont start every answer with caveats. just bullet points": the form wanted instead, in
    # a sentence after the request it replaces (joined with it into one wish); in the same
    # sentence ("no bullet points, just paragraphs") the request already says it
    just = re.match(r"just\s+", m["x"])
    sentence = sentence_up_to(message.lower(), at) if at > 0 else ""
    if just and (not asked_before or _REQUEST_BEFORE.search(sentence)):
        return None
    if re.match(r"(?:examples|sources|citations|links)$", m["x"]) and not standing:
        return None  # "examples please": content for this answer
    x = c.text[m.start("x") : m.end("x")] if len(c.text) == len(low) else m["x"]
    x = x[just.end() :] if just else x
    return f"Wants {x}", f"Use {x}", 0.7, "directive"


def answer_request(c: Clause, message: str) -> Reading | None:
    """The reading of a standing request about answers this module knows, or None."""
    low = c.lower
    if m := _WANT_CANDOUR.match(low):
        return f"Wants {m['x']}", f"Give {m['x']}", 0.8, "directive"
    if m := _NO_FLATTERY.match(low):
        x = m["x"].replace("my ", "their ")
        return (
            f"Does not want the assistant to flatter {x}",
            f"Do not flatter {m['x']}",
            0.8,
            ("dislike"),
        )
    if m := _PREFER_ANSWERS.match(low):
        return f"Prefers {m['x']}", f"Give {m['x']}", 0.7, "directive"
    if (m := _NO_MORE_GAP.match(low)) and (q := _quoted_before(m["noun"]).search(message)):
        return (
            f"Does not want '{q['q']}' {m['noun']}",
            f"Do not add '{q['q']}' {m['noun']}",
            0.8,
            "dislike",
        )
    if m := _WE_USE.match(low):
        return f"Uses {m['x']} not {m['y']}", f"Use {m['x']}, not {m['y']}", 0.7, "directive"
    if c.supplied:
        return None  # a request needs no subject: "I'm bullet points" is no reading of it
    if m := _FOR_EVERY.match(low):
        rest = third(c.text[m.start("rest") :] if len(c.text) == len(low) else m["rest"])
        return f"Asks the assistant to {rest}", capitalise(rest), 0.8, "directive"
    if m := _ONLY_PLEASE.match(low):
        return f"Wants {m['x']} only", f"Only {m['x']}", 0.7, "directive"
    return (
        _skipped_part(low, c.text)
        or _just_give(low, c.text, message)
        or _bare_form(c, low, message)
    )
