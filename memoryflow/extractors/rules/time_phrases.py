"""The time phrases the parser and the title cleaner both look for: weekdays, months,
day words, offsets, dates, seasons, clock times and ongoing spans, as patterns."""

from __future__ import annotations

import re

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}  # fmt: skip
_NUM = r"(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)"
_WD = "|".join(WEEKDAYS)
_MON = "|".join(MONTHS) + "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"

_DAY_WORD = re.compile(
    r"\b(?:(the day after tomorrow)|(the day before yesterday)|(today|tonight|this morning|"
    r"this afternoon|this evening|earlier today|later today)|(tomorrow)(?: morning| afternoon| "
    r"evening| night)?|(yesterday|last night)(?: morning| afternoon| evening)?)\b"
)
# Not a weekday that describes a noun ("a Sunday league", "an early Monday shift" aside, "a
# Saturday job"): said after "a", it is what kind of thing, not when.
_WEEKDAY = re.compile(rf"\b(?<!\ba )(?<!\ban )(?:(on|this|next|nxt|last|coming)\s+)?({_WD})\b")
_WEEKDAY_ANY = re.compile(
    rf"\b(?:(?:on|this|next|nxt|last|coming)\s+)?(?:{_WD})(?:\s+(?:morning|afternoon|evening|night))?\b",
    re.IGNORECASE,
)
_WEEK = re.compile(
    r"\b(next|nxt|last|this) (week|weekend|month|year)\b|\bthis (quarter)\b|"
    r"\b(?:(over|at|on) the) (weekend)\b"
)
# "the week after next": a fortnight from now.
_WEEK_AFTER_NEXT = re.compile(r"\b(?:the )?week after next\b")
# "by the end of the month", "end of next month": the month's last day.
_MONTH_END = re.compile(
    r"\b(?:(?:at|by|before|until|til|till) )?(?:the )?end of (?:the |this |(next) )?month\b"
)
# "this summer", "in the spring", "next autumn": the season's first day (northern seasons, as
# most of the users' places have them).
_SEASON = re.compile(
    r"\b(?:(this|next|in the|over the|during the|in|during|by|until|till|from|this coming)"
    r"(?: early| late| mid-?)? )(summer|spring|autumn|fall|winter)\b"
)
_SEASON_MONTH = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
# "in 9 hours" is later today ("my stats final is in 9 hours"), "in 3 days" three days on.
_OFFSET = re.compile(
    rf"\b(?:in {_NUM} (days?|weeks?|hours?|hrs?)|{_NUM} (days?|weeks?|hours?|hrs?) ago)\b"
)
_MONTH_DAY = re.compile(
    rf"\b(?:on )?(?:({_MON})\.? (\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th)? "
    rf"(?:of )?({_MON}))\b"
)
# "on the 20th", "the 14th is …": a day of this month, or of the next once it has passed.
# Only where an ordinal ends the phrase, so "the 3rd floor" or "the 2nd time" are no dates.
# A weekday may name it instead of "the" ("saturday 8th", "sat the 8th"): the ordinal is the day.
_DAY_OF_MONTH = re.compile(
    r"\b(?:on |from |by |until |til |till )?(?:the week of )?"
    r"(?:the |(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?\s+(?:the\s+)?)"
    r"(\d{1,2})(?:st|nd|rd|th)\b"
    r"(?=\s*(?:$|[,.!?;:)\-]|\s(?:is|was|at|and|so|for|we|i|im|i'm|my|our|then|ugh|lol|too|"
    r"until|till|to|through|or|but|which|when|if|please|pls|its|it's|after|before|once|"
    r"because|cos|since|with|instead|morning|afternoon|evening|night|\W)))"
)
# "in June", "next September", "before june", "the first week of august": the first day of
# that month, the next one for plans.
_MONTH_ONLY = re.compile(
    r"\b(?:in|this|next|early|late|mid|by|until|from|before|for|over|during|after|around|come|"
    r"starting|beginning|(?:the\s+)?(?:first|"
    r"second|third|last|1st|2nd|3rd|4th)\s+(?:week|weekend)\s+of|(?:the\s+)?(?:start|beginning|"
    r"middle|end)\s+of)[- ](january|february|march|april|may|june|"
    r"july|august|september|october|november|december|"
    # typed short: "tore my acl in jan" ("mar" and "may" are words too, so never short)
    r"jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?!\s+\d)"
)
_CLOCK = re.compile(
    r"\b(?:at|around|by|from)\s+(?:(noon|midday|midnight)|(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)"
    r"(?=\W|$)"
)


_SPAN = re.compile(
    r"\b(?:this|next) (?:week|month|quarter|year|semester|term|summer|winter|spring|fall)\b|"
    r"\b(?:these days|at the moment|right now|currently|lately|recently)\b"
)
