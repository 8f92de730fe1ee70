"""Cutting a sentence into clauses and normalising each one.

A sentence splits at commas, semicolons, colons, dashes and a conjunction before a new
subject or verb, so each fact gets a clause of its own ("I just moved to Porto, any good
cafés?" keeps the move). Openers that belong to the next clause ("from now on, …") stay
with it. Each clause loses its fillers and chat tails and is read in English, and a leading
time phrase or "now" moves to the end, where the patterns look; a clause that only
addresses someone ("thanks coach") is no clause."""

from __future__ import annotations

import re

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.addressing import addresses_someone
from memoryflow.extractors.rules.foreign import to_english
from memoryflow.extractors.rules.timeparse import has_date

CLAUSE_SPLIT = re.compile(
    # never at the comma of a thousands figure: "lost 80,000 baht", "paid 1,200 for it"
    # not inside an age in brackets: "my daughter (7) was just diagnosed with …"
    r"\s*;\s*|\s*\((?!\d{1,2}\))\s*|(?<!\(\d)(?<!\(\d\d)\s*\)\s*|\s*,(?!(?<=\d,)\d{3}(?!\d))(?!\s*so\s+(?:next time|from now on|in future|going forward))\s*|(?<!\d)(?<!lesson)(?<!learned)(?<!self)\s*:\s*(?!\d)|\s+[-\u2013\u2014]+\s+|\.\.+\s*|"
    # never inside "me and my partner are …", one subject (the couple, `activity.COUPLE`)
    r"(?:(?<!\bme)|(?!\s+and\s+my\b))\s+(?:and|but|so(?!\s+now\b)|because|although|though|while|plus|or|mas|pero|aber|mais|ma)\s+"
    r"(?=(?:i|i'm|i've|i'd|"
    r"i'll|we|we're|we've|my|our|he|she|they|it's|he's|she's|they're|there's|that's)\b|"
    # "… in march and been job hunting ever since": a perfect whose "I've" was dropped
    r"(?:live|lives|living|moved|work|works|grew|speak|got|started|studied|graduated|been|"
    r"teach|have|had|love|hate|prefer|explain|use|give|keep|write|answer|reply|show|tell|"
    r"stop|avoid|include|add|forgive|excuse|bear|expect|moro|vivo|wohne|soy|sou|please|pls|"
    # a second thing one is: "pescatarian and allergic to shellfish"
    r"allergic|intolerant|diabetic|fluent)\b|"
    # "… at a school in nakuru and the fair is on 14 june": a new subject named with "the",
    # said with the day it is on
    r"the\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:is|are|'s)\s+(?:on|in|next|this|tomorrow|today|"
    r"tonight)\b|"
    # "… but here I drive for Uber", "… and now I volunteer": an adverb before a new subject
    r"(?:here|there|now|today|these days|nowadays)\s+(?:i|i'm|i've|we|we're|we've)\b|"
    # "… and this term I'm doing a course", "… and in autumn I move to Berlin": a time
    # phrase of a few words before a new first-person subject
    r"(?:this|next|last|in|on|at|from|after|since|during|over|by)\s+(?:[\w'-]+\s+){1,3}?,?\s*"
    r"(?:i|i'm|i've|i'll|we|we're|we've|we'll)\b)|"
    # "yes its all true lol i really am a lab scientist": a chat tail ends the clause before it
    r"\s+(?:lol|lmao|haha+|ngl|tbh)\s+(?=(?:i|i'm|i've|we|we're|we've)\s)|"
    # "im self employed so can i claim the bike": the fact, then the question it raises
    r"\s+so\s+(?=(?:can|could|should|do|does|would|will|must|am)\s+i\s)|"
    # "we got a cup semi on saturday any chance ill be fit", "my exam is friday can u quiz
    # me": a question or request glued to the fact without a comma
    # (never after a question word or "if": "what can you do", "wonder if you could help")
    r"(?<!\bwhat)(?<!\bhow)(?<!\bwhy)(?<!\bwhere)(?<!\bwhen)(?<!\bwho)(?<!\bwhich)(?<!\bif)"
    r"(?<!\bwhether)\s+(?=any\s+chance\b|(?:can|could)\s+(?:you|u)\s+(?:please\s+|pls\s+)?[a-z]+\b)|"
    # "i have an interview tomorrow so be honest": a request that follows from a fact
    r"\s+so\s+(?=(?:be|go|skip|feel free|you can|don't|do not|no need)\b)|"
    # "five grandchildren and a very spoiled cat": a second thing had, counted
    r"\s+and\s+(?=(?:a|an|one|two|three|four|five|six)\s+(?:[\w-]+\s+){0,3}?(?:cat|dog|kid|"
    r"son|daughter|brother|sister|baby|puppy|kitten|rabbit|parrot|horse|grandchild|goat|chicken|"
    r"hen|duck|pig|sheep|donkey|alpaca|cow)s?\b)|"
    # "I'm a firefighter and a dad of three": a second thing one is
    r"\s+and\s+(?=(?:a|an)\s+(?:(?:proud|single|stay[- ]at[- ]home|full[- ]time)\s+)?(?:dad|mum|mom|"
    r"mother|father|parent|grandma|grandpa|grandmother|grandfather)\s+(?:of|to)\b)",
    re.IGNORECASE,
)
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
# A time phrase in front ("On Friday I have …") moves to the end, where the patterns look.
_LEAD_TIME = re.compile(
    rf"^(?P<time>(?:(?:on|this|next|last|coming)\s+)?{_WEEKDAY}(?:\s+(?:morning|afternoon|"
    r"evening|night))?|(?:tomorrow|yesterday|today|tonight)(?:\s+(?:morning|afternoon|"
    r"evening|night))?|last night|this (?:morning|afternoon|evening|weekend|week|month|year)|"
    r"(?:next|last) (?:week|weekend|month|year)|in (?:two|three|a few|\d+) (?:days|weeks)|"
    # a season, a term or one's own time: "in autumn I move to Berlin", "in my spare time I …"
    r"(?:in (?:the )?|this |next )(?:spring|summer|autumn|fall|winter|term|semester)|"
    r"in my (?:spare|free) time|"
    # since when a habit or a state holds: "since last autumn I do bonsai every morning"
    r"since (?:last |this )?(?:spring|summer|autumn|fall|winter|year|month|january|february|march|"
    r"april|may|june|july|august|september|october|november|december|(?:19|20)\d\d)|"
    # how often, for a habit or a pursuit: "on weekends i play sax in a band"
    rf"(?:on|at) (?:the )?weekends|on my (?:days? off|off weeks?|weekends)|on {_WEEKDAY}s|"
    r"(?:most|every|some) (?:mornings?|evenings?|nights?|days?|weekends?)|in the (?:mornings|evenings)|"
    # a time spent elsewhere: "after 10 years in Dubai we're back in Kerala"
    r"after (?:\d+|a few|many|two|three|four|five|six|ten|twenty) (?:years|months) (?:in|abroad|away)(?: [\w-]+)?)"
    r"\s*,?\s+(?P<rest>(?:i|i'm|i've|we|we're|my|our)\b.*)$",
    re.IGNORECASE,
)
# "summer break im going to hike …", "over the easter holidays we're driving to …": a break of
# the school or work year leading a first-person clause is a time phrase too; it moves to the
# end as "over the …", or goes when the clause names its own date ("… in august").
_LEAD_BREAK = re.compile(
    r"^(?:(?:over|during|in|for|this|next)\s+)?(?:the\s+|my\s+|our\s+)?(?P<what>(?:summer|winter|"
    r"spring|autumn|fall|easter|christmas|xmas|half[- ]term|mid-?term|semester|term|school|"
    r"uni|study)\s+(?:break|holidays?|hols|vacation|vacay))\s*,?\s+"
    r"(?P<rest>(?:i|i'm|i've|i'll|we|we're|we'll|my|our)\b.*)$",
    re.IGNORECASE,
)
# A leading "now" or "these days" goes to the end, where it says the fact is new ("now I
# work at Google"); a leading contrastive "here" goes ("back home I was an engineer, here I
# drive for Uber").
_LEAD_ADVERB = re.compile(
    r"^(?:(?P<now>now|these days|nowadays|currently|at the moment)|(?:but\s+)?(?:over\s+|out\s+)?here)"
    r"\s*,?\s+(?P<rest>(?:i|i'm|i've|we|we're|we've)\b.*)$",
    re.IGNORECASE,
)


# "guess who quit the call center today" is the user's news, told as a riddle.
_GUESS_WHO = re.compile(
    r"^guess\s+who\s+(?!(?:is|was|'s|will|i|you|he|she|they|we)\b)", re.IGNORECASE
)


def normalise_clause(part: str) -> str:
    if addresses_someone(part):
        return ""  # "thanks coach", "merci chef": someone addressed, no statement
    text = to_english(_GUESS_WHO.sub("I ", cs.strip_chat(part), count=1))
    if m := _LEAD_TIME.match(text):
        # "in autumn" is said at the end as "in the autumn", the form dates are read in
        time = re.sub(r"^in (?=spring|summer|autumn|fall|winter)", "in the ", m["time"], flags=re.I)
        time = (
            time[:1].lower() + time[1:]
        )  # no longer the sentence's first word: "since last autumn"
        text = f"{m['rest']} {time}"
    elif m := _LEAD_BREAK.match(text):
        rest = m["rest"]
        text = rest if has_date(rest.lower()) else f"{rest} over the {m['what'].lower()}"
    elif m := _LEAD_ADVERB.match(text):
        # moved to the end, "Now" is no longer the first word of the sentence
        text = f"{m['rest']} {m['now'].lower()}" if m["now"] else m["rest"]
    return text


# Openers that belong to the clause after them: "From now on, use metric units."
_OPENERS = ("from now on", "going forward", "in future", "in the future", "please", "pls",
            "in general", "next time", "for next time", "for future reference", "as a rule",
            "from experience", "in my experience", "from my experience")  # fmt: skip


def merge_openers(parts: list[str]) -> list[str]:
    merged: list[str] = []
    carry = ""
    for part in parts:
        if not part or not part.strip():
            continue
        if part.strip().lower() in _OPENERS:
            carry = f"{carry}{part.strip()} "
            continue
        merged.append(carry + part)
        carry = ""
    if carry:
        merged.append(carry.strip())
    return merged
