"""The pieces the identity rows are written from: the vocabulary alternations, the
fragments for a role, an employer, a place, a home or a count, and `Row` with its
constructor. The table (`identity_table`) and the frame-row modules share them, so a
fragment reads the same in every row."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import WORD_END, Builder
from memoryflow.extractors.rules.lexicon import (
    BUSINESSES,
    CODE_LANGUAGES,
    CONDITIONS,
    DEGREES,
    FIELDS,
    HABITS_GIVEN_UP,
    INSTRUMENTS,
    KEPT_ANIMALS,
    NATIONALITIES,
    OCCUPATIONS,
    PETS,
    PLATFORMS,
    RELATIONS,
    STATES,
    VERB_ROLES,
    WORK_STATIONS,
    WORKPLACES,
    alternation,
)

_OCC, _REL, _NAT = alternation(OCCUPATIONS), alternation(RELATIONS), alternation(NATIONALITIES)
_PET, _COND = alternation(PETS), alternation(CONDITIONS)
_PLACES_OF_WORK, _CODE = alternation(WORKPLACES), alternation(CODE_LANGUAGES)
_STATE, _DEG, _FIELD = alternation(STATES), alternation(DEGREES), alternation(FIELDS)
_BIZ = alternation(BUSINESSES)
_STATION, _PLATFORM = alternation(WORK_STATIONS), alternation(PLATFORMS)
_VERB_ROLE = alternation(tuple(VERB_ROLES))
_INST, _KEPT, _HABIT = (
    alternation(INSTRUMENTS),
    alternation(KEPT_ANIMALS),
    alternation(HABITS_GIVEN_UP),
)
_YEARS = r"(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|many)"
_IM = r"i(?:'m| am)"
_WE = r"(?:i|we|(?:my\s+)?[a-z]+\s+and\s+i)"
_ADV = (
    r"(?:(?:now|currently|also|actually|still|just|really|both|basically|officially|recently|"
    r"finally|eventually|literally)\s+)*"
)
_MODS = r"(?:[a-z0-9][\w'/&-]*\s+){0,3}?"
_STOP = (
    r"now|anymore|any more|with|since|for|and|but|because|so|though|where|which|who|when|"
    r"at|on|last|next|this|ago|in|to|from|originally|right|currently|lol|btw|mostly|too|as|"
    r"after|before|until|by|yet|again|haha|or|during|while|full|part|the|got|is|was|has|had|it|its|near|"
    r"these|we|i|you|he|she|they|every|all|till|til|tho|though|hoping|love|loving|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|\d+|"
    # a run-on ("out of winnipeg been driving 15 years") and "since" in other languages
    r"been|há|seit|desde|depuis|hace|"
    # "now" in the languages mixed into chat: "nandito ako sa cebu ngayon"
    r"ngayon|ahora|agora|maintenant|jetzt|abhi|sekarang|"
    # "with" and "and" too: "vivimos en Quito con mi esposa", "on habite à Lyon avec ma mère"
    r"con|com|avec|mit|und|et|"
    # "for" in the languages mixed into chat: "je viens de Lyon pour mes études", "vivo en
    # Quito por trabajo", "bin in hamburg für ein praktikum"
    r"pour|para|por|für|fuer|per|voor|"
    # Polish "since", "for" and "with": "mieszkam w Krakowie od roku", "… z mężem"
    r"od|przez|z|ze|"
    # a day after the place: "working from my flat in Leith today"
    r"today|tonight|tomorrow|yesterday|"
    # a participle after a place: "from Manila living in Dubai"
    r"living|working|studying|doing|based|raising|teaching|"
    # when one works there, not where: "at a framing shop Monday to Friday"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|weekends"
)
_PLACE = rf"(?P<place>(?!(?:{_STOP})\b)[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,3}}(?:\s+near\s+[\w'.-]+)?)"
# Where, after a job or an employer: "in Leeds", "near Stellenbosch", "just outside Galway",
# "out of Winnipeg", and a described place around a named one ("in a little town near X").
_AREA = (
    r"(?:in\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:town|village|suburb|city|area|part|corner|"
    r"hamlet)\s+(?=(?:just\s+)?(?:near|outside|around)\b))"
)
_CITY = rf"(?:\s+(?:(?:based|living|working)\s+)?{_AREA}?(?P<cityprep>(?:just\s+)?(?:outside(?:\s+of)?|near|around)|in|out\s+of)\s+(?P<city>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,2}}))?"
_ORG = rf"(?P<org>[\w&'.-]+(?:\s+(?!(?:{_STOP}|in|at|on)\b)[\w&'.-]+){{0,4}})"
_NAME = r"(?P<name>[a-z][\w'-]*)"
# After "with", an employer ("a consultant with Deloitte", "a fundraiser with a charity"),
# not what one has: "a carpenter with a bad back", "a mechanic with two kids", "a teacher
# with 20 years experience" (read on as "I have …").
_WITH_NOT_EMPLOYER = (
    r"(?!\s+(?:a|an)\s+(?!(?:[\w-]+\s+){0,2}?(?:company|firm|agency|charity|bank|council|startup|"
    r"consultancy|practice|ngo|nonprofit|non-profit|trust|band|orchestra|team|group|"
    r"organisation|organization|airline|brand|label|publisher)\b))"
    r"(?!\s+(?:my|his|her|our|their|two|three|four|five|six|seven|eight|nine|ten|\d+|no|some|"
    r"lots|over|about|kids|children|twins|years|severe|bad|chronic|mild|type)\b)"
    rf"(?!\s+(?:{_COND})\b)"  # "a nurse with diabetes"
)
# Where a job is done when it is not an employer: "welder on an oil rig", "engineer on an
# offshore wind farm".
_SITE = (
    r"\s+on\s+(?P<site>(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:rig|ship|farm|platform|boat|vessel|"
    r"ferry|site|estate|base|trawler|tanker|cruise ship|line|ward))(?!\w)"
)
_COUNT = r"(?P<count>a|an|one|two|three|four|five|six|\d{1,2})"
_SUBJECT = rf"(?P<subject>(?!(?:{_STOP})\b)[\w-]+(?:\s+(?!(?:{_STOP})\b)[\w-]+){{0,2}})"


_HOME = (
    r"(?:flat|house|apartment|place|home|studio|condo|bungalow|cottage|townhouse|house ?share|dorm|"
    r"smallholding|farm|croft|ranch|homestead|farmhouse|cabin)"
)
# The verb of "where I live", with whoever lives there: "we live", "I'm based", "been living",
# "moved back", and the same in a few other languages.
_LIVE_VERB = (
    rf"{_WE}\s+{_ADV}(?P<neg>don't\s+|do\s+not\s+|no\s+longer\s+)?(?:together\s+)?live(?:\s+(?:together|alone|permanently|full[- ]time))?|"
    rf"{_WE}(?:'m|'re| am| are)?\s+{_ADV}(?:based|living|settled|stationed)|"
    rf"(?:{_WE}(?:'?ve| have)\s+)?{_ADV}been\s+living|{_WE}(?:'?ve| have)\s+{_ADV}lived|"
    rf"(?:{_WE}(?:'?ve| have)?\s+)?{_ADV}(?:moved|relocated)(?:\s+(?:back|here|out|over|up|down|away))?|"
    # "we emigrated to Canada", "made the move to Porto"
    rf"(?:{_WE}(?:'?ve| have)?\s+)?{_ADV}(?:emigrated|immigrated|made\s+the\s+(?:big\s+)?move)|"
    r"(?:eu\s+)?moro|vivo|(?:ich\s+)?wohne|(?:ik\s+)?woon|mieszkam|j'habite|abito|acabo de mudarme|"
    # the same verbs with "we" or said with another verb: "on habite à Lyon", "je vis à
    # Québec", "wir wohnen in Köln", "ich lebe in Graz", "vivimos en Quito"
    r"(?:on|nous)\s+habit(?:e|ons)|je\s+vis|on\s+vit|nous\s+vivons|wir\s+wohnen|"
    r"(?:ich\s+)?lebe|wir\s+leben|vivimos|moramos|mieszkamy|abitiamo|viviamo|"
    rf"me mudé|(?:{_WE}(?:'?ve| have)?\s+)?{_ADV}(?:had to\s+)?moved?\s+back\s+in\s+with\s+(?:my\s+)?[\w-]+"
)
# Countries named with "the": "moved to the Netherlands" (the place is read without it).
_THE_COUNTRY = r"the(?=\s+(?:netherlands|uk|us|usa|states|philippines|uae|emirates|gambia|bahamas|maldives|czech republic|dominican republic)\b)"
_LIVE_PREP = (
    rf"(?P<near>(?:just\s+)?(?:outside(?:\s+of)?|near))|(?:in|into|to)\s+(?:a|an|my|our|the)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?{_HOME}\s+in|(?:in|to)\s+{_THE_COUNTRY}|"
    # moved into any home named by what it is: "moved into a retirement community in Mesa"
    r"into\s+(?:a|an|my|our|the)\s+(?!(?:new\s+)?(?:role|job|position|team|career|field|office|"
    r"hotel|hostel|motel|airbnb|b&b|guesthouse)\b)"
    r"(?:[\w-]+\s+){1,3}?in|in|to|em|en|a|à|no|na|w"
)
# Homes that say something about how one lives: "I live on a narrowboat".
_ODD_HOME = (
    r"narrowboat|houseboat|boat|barge|yacht|farm|smallholding|croft|campervan|van|caravan|"
    r"motorhome|rv|commune|kibbutz|island|ranch|homestead|tiny house|bus|sailboat"
)

Row = tuple[str, re.Pattern[str], Builder]


def _row(kind: str, pattern: str, builder: Builder) -> Row:
    return (kind, re.compile(pattern), builder)


_ROLE = rf"(?P<role>{_MODS}(?:{_OCC}))(?:s)?{WORD_END}"
# Without an article only a bare role, with at most one describing word, ending the clause
# or followed by where: "nursing student", "senior dev at Acme" (not "seeing my accountant").
_BARE_ROLE = (
    rf"(?P<brole>(?:(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|final)[- ]year\s+)?(?:(?!(?:my|his|her|our|your|their|the|some|two|three|\w+ing)\b)[a-z][\w-]*\s+)?"
    rf"(?:{_OCC}))(?:s)?(?=\s+(?:at|for|with|in|here|on|by\s+(?:day|night))\b|$)"
)
