"""A mishap of the user's own told in the past, with no lesson said: what happened to them
is an experience that shapes them ("i nearly drowned in the sea as a kid", "got burned by a
cowboy builder in 2020", "last year i lost 80,000 baht to a crypto guy on telegram", "my
first visa application was rejected because…", "i overstayed my schengen 90 days by 4
days"), and a first time told with what came of it ("the first time i made bread it came
out like a brick").

Read by the shape of the clause: the user (or their own application, claim or loan) as the
subject and a verb phrase that names a serious mishap; a trivial near miss ("i almost
forgot") is none, nor someone else's story, a question or a hypothesis."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.experience_item import experience_item
from memoryflow.extractors.rules.phrasing import capitalise, shorten
from memoryflow.extractors.rules.text import Clause

# A past time said first: "two summers ago i got pickpocketed", "back in 2019 we …".
_WHEN = (
    r"(?:(?:last\s+\w+|(?:a|an|one|two|three|four|five|a few|several|\d+)\s+(?:days?|weeks?|"
    r"months?|years?|summers?|winters?|springs?|autumns?)\s+ago|(?:back\s+)?in\s+(?:19|20)\d\d|"
    r"as a kid|when i was (?:a kid|little|young|\d+))[,:]?\s+)?"
)
_WHO = rf"^(?:(?:and|but|so|also|oh and|then|once|honestly|psa|fyi|update|true story)[:,]?\s+)*{_WHEN}(?:i|we)\s+(?:once\s+|also\s+|actually\s+|really\s+)?"
_MONEY = (
    r"(?:[$£€₹¥₱]\s?\d[\d,.]*\s*(?:k|grand)?|\d[\d,.]*\s*(?:k\s+|grand\s+)?(?:baht|dollars|bucks|quid|"
    r"pounds|euros|rupees|pesos|rand|naira|yen|won|dirhams|ringgit|shillings|usd|eur|gbp|aud|cad|"
    r"grand|k)\b)"
)
# (pattern, why it is a mishap of the user's own)
_SHAPES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), why)
    for pattern, why in (
        # a near miss of something serious, not "i almost forgot"
        (rf"{_WHO}(?:nearly|almost)\s+(?:drowned|died|crashed|choked|capsized|froze|"
         r"overdosed|went bankrupt|lost\s+(?:my|our|the|a|everything|it all)\b|"
         r"burn(?:ed|t)\s+(?:down|the house)|got\s+(?:killed|hit|run over|swept|electrocuted)|"
         r"fell\s+(?:off|through|down|from))", "a near miss"),
        # "got burned by a cowboy builder", "got burned last month - …"; not sunburn or a pan
        (rf"(?:{_WHO}|^)(?:got|was|were|have been|'ve been|been)\s+(?:badly\s+|properly\s+)?"
         r"(?:burned|burnt)\s+(?:by|on|once|before|last|badly|twice|\w+ing\b)"
         r"(?!.*\b(?:sun|beach|stove|oven|pan|kettle|iron|fire)\b)", "trust betrayed"),
        (rf"(?:{_WHO}|^)(?:got|was|were|have been|'ve been|been)\s+(?:completely\s+)?"
         r"(?:scammed|ripped off|conned|defrauded|swindled|catfished|mugged|robbed|"
         r"pickpocketed|burgled|evicted)\b", "a wrong done to them"),
        # money or work lost: "lost 80,000 baht to a crypto guy", "lost three weeks of work"
        (rf"{_WHO}lost\s+(?:over\s+|about\s+|around\s+|almost\s+|nearly\s+|like\s+)?"
         rf"(?:{_MONEY}|(?:my|our)\s+(?:whole\s+|entire\s+|life\s+)?(?:savings|deposit|"
         r"pension)|(?:a\s+|an\s+|\w+\s+)?(?:whole\s+|entire\s+)?(?:days?|weeks?|months?|"
         r"years?)\s+of\s+(?:my\s+|our\s+)?\w+)", "a loss"),
        # one's own application refused: "my first visa application was rejected"
        (r"^(?:my|our)\s+(?:[\w-]+\s+){0,6}?(?:application|visa|claim|loan|mortgage|appeal|"
         r"request|proposal|submission|manuscript|grant|permit)\b(?:\s+[\w-]+){0,5}?\s+"
         r"(?:was|got|were)\s+(?:rejected|refused|denied|turned down|declined)\b", "a refusal"),
        # a crash of one's own, wherever the clause opens: "the night I crashed my car"
        (r"^(?:.*?\b(?:i|we)\s+(?:crashed|totalled|totaled|wrote off|rolled|flipped|wrecked)\s+"
         r"(?:my|our|the|a)\s+(?:[\w-]+\s+)?(?:car|bike|motorbike|motorcycle|van|truck|scooter|"
         r"boat|ute)\b|(?:.*?\b(?:i|we)\s+)?(?:was|were|got|had)\s+(?:in(?:to)?\s+)?an?\s+"
         r"(?:bad\s+|serious\s+|big\s+)?(?:car|road|motorbike|bike|cycling)\s+(?:accident|crash))",
         "a crash"),
        # a mistake of degree, in the past and stressed: "last year I planted way too much
        # zucchini", "we booked far too many tours" (eating and sleeping too much are no story;
        # a plain "too long" is as often a passing remark)
        (rf"{_WHO}(?!(?:ate|drank|slept|had|talked|worried|laughed)\b)(?:\w+ed|took|left|"
         r"spent|bought|made|got|paid|sent)\s+(?:it\s+|them\s+)?(?:way|far)\s+"
         r"too\s+(?:much|many|long|late|early|fast|little|few|soon)\b", "a mistake of degree"),
        (rf"{_WHO}(?:overstayed|maxed out|got\s+(?:food poisoning|stranded|deported|"
         r"a\s+(?:fine|ticket)\s+(?:for|at|in|when)|fined)|ran out of (?:fuel|petrol|gas|money|"
         r"water|cash)\s+(?:in|on|at|halfway|near|once|last))\b", "a mishap of their own"),
    )
)  # fmt: skip
# "the first time i went skiing, i broke my thumb": a first told in the past, with what came
# of it in the same sentence (read on the whole sentence); "the first time I visit Japan" is
# a plan.
FIRST_TIME = re.compile(
    r"^(?:(?:and|so|also|oh and|then|honestly|lol)\s+)*(?:the\s+)?(?:very\s+)?first\s+time\s+"
    r"(?:i|we)\s+(?:ever\s+)?(?:\w+ed|went|did|made|tried|took|ran|rode|drove|saw|ate|had|got|"
    r"flew|swam|wrote|gave|sold|bought|met|fell|left|sang|spoke|taught|built|sent|lent|paid)\b"
)
FIRST_TIME_STORY = "a first time"
# A relative clause about someone else ("a guy who said he was a trader") reports nothing
# of the user's.
_RELATIVE = re.compile(r"\s+(?:who|which|that)\s+.*$")


def own_mishap(lower: str) -> str | None:
    """Why the clause tells a mishap of the user's own (or a first time of theirs), or None."""
    if FIRST_TIME.match(lower):
        return FIRST_TIME_STORY
    for pattern, why in _SHAPES:
        if pattern.match(lower) and not cs.REPORTED.search(_RELATIVE.sub("", lower)):
            return why
    return None


_TOLD_BY = re.compile(
    r"^(?:(?:and|but|so|also|oh and|then|honestly|psa|fyi|update)[:,]?\s+)*(?:i|we)\s+", re.I
)


def _sentence_of(content: str, clause_lower: str) -> str | None:
    """The sentence of `content` that holds the clause, when it says more than the clause
    opener of a first time (at least eight words)."""
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", content):
        low = cs.normalise_casual(sentence).lower()
        if clause_lower[:24] in low and len(sentence.split()) >= 8:
            return sentence.strip(" .!")
    return None


def mishap_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A mishap of the user's own told with no lesson: remembered by what happened."""
    why = None if c.is_question else own_mishap(c.lower)
    if why is None:
        return []
    told = c.text if len(c.text) == len(c.lower) else c.lower
    if why == FIRST_TIME_STORY and (told := _sentence_of(msg.content, c.lower) or "") == "":
        return []  # a first time is told with what came of it, in the same sentence
    told = _TOLD_BY.sub("", told)  # "i nearly drowned…" → "Nearly drowned…", as lessons read
    item = experience_item(msg, c, told, "", "", capitalise(told), 0.6)
    return [replace(item, summary=shorten(f"The user went through this: {item.title}.", 400))]
