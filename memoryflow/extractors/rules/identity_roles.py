"""Jobs said without "I'm a … / I work as a …" in their plain form, and where they are done.

People name their work through what they do to a group or a thing ("I coach an under-14
cricket team in Lahore", "I tune pianos for a living in Lisbon"), through how long or which
season they have done it ("been trucking 22 years out of Brandon", "first season as a
deckhand on a seiner out of Kodiak"), as a bare noun phrase at the start of a message ("park
ranger at Saguaro", "pro boxer here"), through where they are now ("my day job is at a bank",
"im at a climate startup now"), or with the workplace and its city ("a caregiver in a nursing
home in Osaka"). Each row below is one such frame; the builders keep every key noun of it in
the title, as the other identity rows do. `EARLY_ROWS` are tried before the main table,
because a row there would read the same clause with less of it; `LATE_ROWS` after it."""

from __future__ import annotations

from memoryflow.extractors.rules.gated_rows import gated_row, last_words
from memoryflow.extractors.rules.identity_degrees import build_degree_done, build_degree_of_mine
from memoryflow.extractors.rules.identity_fragments import (
    _ADV,
    _CITY,
    _DEG,
    _IM,
    _ORG,
    _PLACE,
    _ROLE,
    _SUBJECT,
    _WE,
    Row,
)
from memoryflow.extractors.rules.identity_patterns import WORD_END
from memoryflow.extractors.rules.identity_places import build_workplace_in
from memoryflow.extractors.rules.identity_role_builders import (
    build_bare_role,
    build_compound,
    build_drives,
    build_employed_at,
    build_farms,
    build_field_named,
    build_fifo,
    build_gerund_now,
    build_gerund_years,
    build_gig,
    build_job_at_workplace,
    build_job_stage,
    build_led_group,
    build_living_with_city,
    build_own_workplace,
    build_sells,
    build_the_role,
    build_unshaped,
    build_years_doing,
)
from memoryflow.extractors.rules.identity_role_words import (
    COMPOUND_HEADS,
    DRIVEN_FOR_WORK,
    GERUND_JOBS,
    SOLD_FOR_A_LIVING,
    UNSHAPED_JOBS,
)
from memoryflow.extractors.rules.identity_work_builders import build_business
from memoryflow.extractors.rules.lexicon import FIELDS, WORKPLACES, alternation
from memoryflow.extractors.rules.open_roles import _MOD, open_role

_UNSHAPED = alternation(UNSHAPED_JOBS)
_VEHICLE = alternation(tuple(DRIVEN_FOR_WORK))
_COMPOUND_HEADS = alternation(COMPOUND_HEADS)
_COMPOUND = rf"(?P<brole>(?:{_MOD}){{1,2}}?(?:{_COMPOUND_HEADS}))"
_SOLD = alternation(SOLD_FOR_A_LIVING)
_FIELD = alternation(FIELDS)

# Groups one leads as work or as a lasting pursuit: "I conduct a community choir".
_GROUPS = (
    r"team|squad|choir|orchestra|band|ensemble|troupe|chorus|congregation|parish|club|side|"
    r"youth group|scout troop|troop|class|crew|company"
)
_GERUND = alternation(tuple(GERUND_JOBS))
_YEARS = r"(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|many)"
# Organisations one is "at" as an employee, not as a visitor: "im at a climate startup now".
# (Not places one also visits: "I'm at a hospital now" is more often a visit than a job.)
_EMPLOYERS = (
    r"startup|start-up|company|firm|agency|consultancy|nonprofit|non-profit|charity|scale-?up|"
    r"corporation|multinational|think tank|ngo|publisher|law firm"
)
_STAYS_EMPLOYED = r"(?:now|these days|nowadays|full[- ]time|part[- ]time|since\b.*|for\s+\d+.*)"
_WORKPLACE = alternation(
    (*WORKPLACES, "nursing home", "care home", "hostel", "plant", "mine", "depot", "port",
     "mill", "shipyard", "practice", "surgery", "kitchen", "theatre", "station", "airport")
)  # fmt: skip
# A workplace named before its city: "in a nursing home", "at St James's hospital".
_AT_WORKPLACE = (
    rf"\s+(?P<wprep>in|at)\s+(?P<wplace>(?:a|an|the|[\w'.-]+)\s+(?:[\w'.-]+\s+){{0,3}}?"
    rf"(?:{_WORKPLACE})s?){WORD_END}"
)
# The end of a site or a workplace: before its city, or the end of the clause.
_BEFORE_CITY = r"(?=\s+(?:out\s+of|in|near|outside|around)\b|\s*$)"
_JOB = (
    rf"(?:{_ROLE}|{open_role('orole')}|(?P<brole>(?:[\w-]+\s+){{0,2}}?(?:{_UNSHAPED})){WORD_END})"
)
_WORK_AS = (
    rf"(?:i\s+{_ADV}work|{_IM}\s+{_ADV}working|i\s+{_ADV}started)\s+(?:(?:full|part)[- ]time\s+|"
    rf"remotely\s+|from home\s+)?as\s+(?:an?\s+)?"
)


# What may follow a job said by what one has or drives: nothing, or how long and since when
# ("I drive a taxi sometimes for fun", "got a studio in Brighton booked for the shoot" are not
# jobs).
_JOB_TAIL = r"(?=\s*$|\s+(?:now|these days|for\s+(?:a\s+living|work|\d+|years|ages)|since)\b)"
# What one owns or has as a workplace of one's own (the two business rows).
_OWN_BIZ = r"shop|store|salon|bakery|restaurant|cafe|café|garage|clinic|pharmacy|chemist|studio|business|stall|practice"
_OWN_PLACE = r"studio|shop|salon|clinic|practice|workshop|stall|surgery|bakery|barbershop|restaurant|cafe|café"
_GIG = r"uber eats|ubereats|uber|lyft|deliveroo|doordash|bolt|grab|rappi|ola|didi|just eat|instacart|glovo"


# Every row here is gated and triggered by words of its own (see `gated_rows`).
_gated = gated_row


EARLY_ROWS: tuple[Row, ...] = (
    # "working as a caregiver in a nursing home in Osaka", "I'm a porter in St James's
    # hospital in Dublin", "I work as accountant remotely for Ukrainian company".
    _gated("occupation", "a an as", r"^i(?:'m| am)\s+(?:\S+\s+)?an?\s.*\s(?:in|at|for)\s|\bwork(?:ing)?\s+(?:\S+\s+)?as\s|\bstarted\s+as\s", rf"^(?:{_IM}\s+{_ADV}(?:a|an)\s+|{_WORK_AS}){_JOB}(?:\s+(?:remotely|from home))?"
         rf"(?:{_AT_WORKPLACE}|\s+for\s+(?P<org>(?:a|an|the|[a-z]+)\s+(?:[\w-]+\s+){{0,2}}?"
         rf"(?:company|firm|agency|business|startup|charity|bank|organisation|organization|ngo)))"
         rf"{_CITY}", build_job_at_workplace),
    # the workplace first, the job after it: "I work in a care home as a night carer"
    _gated("occupation", "as", r"\bwork\s+(?:in|at)\s.*\sas\s", rf"^i\s+{_ADV}work\s+(?P<wprep>in|at)\s+(?P<wplace>(?:a|an|the)\s+(?:[\w'.-]+\s+){{0,3}}?"
         rf"[\w'.-]+?)(?:\s+(?P<cityprep>in|near|outside)\s+(?P<city>[\w'.-]+(?:\s+[\w'.-]+)?))?\s+as\s+"
         rf"(?:an?\s+)?{_JOB}", build_job_at_workplace),
    # a line of work: "I'm in logistics", "I'm in IT" (before "I'm in <place>")
    _gated("occupation", last_words(FIELDS), rf"\bin\s+(?:{_FIELD})\b", rf"^{_IM}\s+{_ADV}in\s+(?P<field>{_FIELD})(?=\s*$|\s+(?:now|too|as well|for\s+\d|"
         rf"since)\b)", build_field_named),
    # working from home, with where: "I work from home in Cork"
    _gated("workplace", "remotely home", r"\bwork\s+(?:remotely|from\s+home)\s", rf"^i\s+{_ADV}work\s+(?P<home>remotely|from home)\s+(?:in|near|outside|just\s+outside)\s+"
         rf"{_PLACE}", build_workplace_in),
    # a compound job noun the lexicon would read only in part: "I'm a vet tech in Tucson"
    _gated("occupation", last_words(COMPOUND_HEADS), rf"\b(?:{_COMPOUND_HEADS})\b", rf"^{_IM}\s+{_ADV}(?:a|an)\s+{_COMPOUND}(?:s)?{WORD_END}(?:\s+(?P<prep>at|for|with)\s+"
         rf"{_ORG})?{_CITY}", build_compound),
    # a job with "the" and where: "I'm the head chef at a tapas bar in Leeds"
    _gated("occupation", "the", r"^i(?:'m| am)\s+(?:\S+\s+){0,2}the\s", rf"^{_IM}\s+{_ADV}the\s+(?:{_ROLE}|{_COMPOUND})\s+(?P<prep>at|for|with|of)\s+{_ORG}{_CITY}",
         build_the_role),
    _gated("occupation", "living", r"for\s+a\s+living", rf"^i\s+{_ADV}(?P<work>(?:[\w-]+\s+){{1,4}}?)for\s+a\s+living{_CITY}",
         build_living_with_city),
    _gated("occupation", "coach conduct direct captain train lead run manage", r"\b(?:coach|conduct|direct|captain|train|lead|run|manage)\s", rf"^(?:i|we)\s+{_ADV}(?P<verb>coach|conduct|direct|captain|train|lead|run|"
         # (a relative's team has one word more: "my son's under 10s football team")
         rf"manage)\s+(?P<group>(?:a|an|the|my|our|two|three|four|\d+)\s+(?:[\w'-]+\s+){{0,4}}?"
         rf"(?:{_GROUPS})(?:e?s)?)(?=\s*$|\s+(?:in|at(?!\s+work\b)|near|out of|outside|on|every|twice|for)\b)"
         rf"{_CITY}", build_led_group),
)  # fmt: skip

LATE_ROWS: tuple[Row, ...] = (
    _gated("occupation", "season year week month summer winter shift", r"\b(?:season|year|week|month|summer|winter|shift)\s+as\s", rf"^(?:(?:my|this\s+is\s+my|it's\s+my|{_IM}\s+in\s+my)\s+)?(?:first|second|"
         rf"third|\d+(?:st|nd|rd|th))\s+(?:season|year|week|month|summer|winter|shift)\s+as\s+"
         rf"(?:a|an)\s+{_JOB}(?:\s+on\s+(?P<site>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+{_BEFORE_CITY}))?"
         rf"{_CITY}", build_job_stage),
    _gated("occupation", last_words(GERUND_JOBS), rf"\bbeen\s+(?:{_GERUND})\b", rf"^(?:i(?:'ve| have)\s+)?{_ADV}been\s+(?P<gerund>{_GERUND})\s+(?:for\s+)?"
         rf"{_YEARS}\s+(?:years?|yrs|decades?)(?:\s+now)?{_CITY}", build_gerund_years),
    _gated("occupation", "been", r"\bbeen\s+an?\s", rf"^i(?:'ve| have)\s+been\s+(?:a|an)\s+{open_role('orole')}(?=\s+for\s+{_YEARS}\s+"
         rf"(?:years?|yrs|decades?))", build_job_stage),
    _gated("occupation", last_words(UNSHAPED_JOBS), rf"\b(?:{_UNSHAPED})\b", rf"^(?:{_IM}\s+{_ADV})?(?:(?P<the>the)\s+|(?:a|an)\s+)?(?P<role>(?:[\w-]+\s+){{0,2}}?"
         rf"(?:{_UNSHAPED})){WORD_END}(?:\s+(?P<prep>of|at|for|with)\s+{_ORG})?{_CITY}"
         rf"(?=\s*$|\s+(?:here|now|too|for|since|mostly|lol)\b|,)", build_unshaped),
    _gated("occupation", "here", r"\shere$", rf"^(?:(?:a|an)\s+)?{open_role('orole')}\s+here$", build_bare_role),
    # ("for" is left out: "charger for iPhone", "voucher for Amazon")
    _gated("occupation", "at with", r"^(?:an?\s+)?\S+(?:\s+\S+){0,2}\s+(?:at|with)\s", rf"^(?:(?:a|an)\s+)?{open_role('orole')}\s+(?P<prep>at|with)\s+{_ORG}"
         rf"{_CITY}", build_bare_role),
    _gated("employer", "job", r"\bjob(?:'s|\s+is)\s", rf"^(?:my\s+(?:day\s+|main\s+|real\s+|current\s+|new\s+|regular\s+|actual\s+)?|(?:day|main|"
         rf"real|regular|actual|full[- ]time|part[- ]time)\s+)job(?:'s|\s+is)\s+(?:at|with|for|in(?=\s+(?:a|an|the)\s))\s+{_ORG}{_CITY}",
         build_employed_at),
    _gated("employer", "at with", r"\b(?:at|with)\s+an?\s", rf"^{_IM}\s+{_ADV}(?:at|with)\s+(?P<org>(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?"
         rf"(?:{_EMPLOYERS})){WORD_END}{_CITY}(?=\s+{_STAYS_EMPLOYED}$)", build_employed_at),
    _gated("occupation", "fifo dido", r"\b(?:fifo|dido)\b", rf"^(?:i\s+(?:work\s+|am\s+|'m\s+)?)?(?:fifo|dido)\s+(?:worker\s+)?(?P<prep>at|on)\s+"
         rf"(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+{_BEFORE_CITY}){_CITY}", build_fifo),
    # a business of one's own, typed without its article: "own dry cleaning shop in Toronto"
    _gated("business", "own run manage", rf"\b(?:own|run|manage)\s+(?:\S+\s+){{0,3}}(?:{_OWN_BIZ})\b", rf"^(?:{_WE}|me\s+and\s+my\s+[\w-]+)\s+{_ADV}(?P<verb>own|run|manage)\s+(?:(?:a|an)\s+)?(?P<biz>(?:[\w-]+\s+){{0,2}}?"
         rf"(?:{_OWN_BIZ})){WORD_END}{_CITY}", build_business),
    # a job of some years, still held: "I've worked as a sous chef for 6 years"
    _gated("occupation", "worked working", r"\bwork(?:ed|ing)\s+as\s", rf"^i(?:'ve| have)\s+{_ADV}(?:been\s+working|worked)\s+as\s+(?:an?\s+)?{_JOB}"
         rf"(?:\s+(?:at|for)\s+{_ORG})?{_CITY}(?=\s+(?:for|since)\b)", build_job_at_workplace),
    _gated("employer", "worked working", r"\bwork(?:ed|ing)\s+(?:at|for)\s", rf"^i(?:'ve| have)\s+{_ADV}(?:been\s+working|worked)\s+(?:at|for)\s+{_ORG}{_CITY}"
         rf"(?=\s+(?:for|since)\b)", build_employed_at),
    _gated("occupation", "drive", r"\bdrive\s", rf"^i\s+{_ADV}drive\s+(?:an?\s+)?(?P<vehicle>{_VEHICLE}){WORD_END}(?:\s+(?:nights|days|weekends|"
         rf"full[- ]time|part[- ]time|for\s+a\s+living))?{_CITY}{_JOB_TAIL}", build_drives),
    # a job by its gerund, under way now: "now I'm adjuncting at three colleges"
    _gated("occupation", last_words(GERUND_JOBS), rf"\b(?:{_GERUND})\b", rf"^{_IM}\s+{_ADV}(?P<gerund>{_GERUND})(?:\s+at\s+(?P<org>(?:a|an|the|two|three|four|"
         rf"several|\d+)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+?))?{_CITY}(?=\s*$|\s+(?:now|full[- ]time|"
         rf"part[- ]time|at\s+once|these days)\b)", build_gerund_now),
    # a degree finished: "finished my PhD in medieval history at Durham last year"
    _gated("education", "finished completed", r"\b(?:finished|completed)\s", rf"^(?:i\s+)?{_ADV}(?:finished|completed)\s+(?:my|a|an)\s+(?P<deg>{_DEG})(?:\s+degree)?\s+"
         rf"in\s+{_SUBJECT}(?:\s+(?:at|from)\s+{_ORG})?", build_degree_done),
    # a degree said as one's own: "i do my law degree at night"
    _gated("education", "degree", r"\sdegree\b", rf"^(?:i\s+{_ADV}do|{_IM}\s+{_ADV}doing)\s+(?:my|a)\s+(?P<subject>[\w-]+(?:\s+[\w-]+)?)"
         rf"\s+degree\b", build_degree_of_mine),
    _gated("occupation", "sell", r"\bsell\s", rf"^i\s+{_ADV}sell\s+(?P<what>{_SOLD}){WORD_END}(?:\s+for\s+a\s+living)?{_CITY}"
         rf"(?=\s*$|\s+(?:now|for|since|these days)\b)", build_sells),
    # a working life by its length and place: "40 years delivering letters in Sapporo"
    _gated("career", "years yrs", r"\b(?:years?|yrs)\s+[a-z]+ing\b", rf"^(?:for\s+)?(?P<years>\d+|twenty|thirty|forty|fifty)\s+(?:years?|yrs)\s+"
         rf"(?P<work>(?!living\b)[a-z]+ing(?:\s+(?!(?:in|near|out|around)\b)[\w'-]+){{0,3}}){_CITY}$",
         build_years_doing),
    _gated("occupation", "farm farmed", r"\bfarm(?:ed)?\s", rf"^(?:i|we)\s+{_ADV}(?P<verb>farm|farmed)\s+(?P<what>(?:\d+\s+)?(?:[\w-]+\s+)?"
         rf"(?:sheep|cattle|cows|dairy|beef|pigs|goats|wheat|grain|arable|crops|acres|hectares|"
         rf"potatoes|rice|maize|corn|coffee|tea|olives|grapes|apples))(?=\s+(?:in|near|outside|"
         rf"around|out\s+of)\b){_CITY}", build_farms),
    # gig work named by its platform: "drive uber nights in houston", "i ride for deliveroo"
    _gated("employer", last_words(_GIG.split("|")), rf"\b(?:{_GIG})\b", rf"^i\s+{_ADV}(?P<verb>drive|deliver|ride|cycle)\s+(?:for\s+|with\s+)?(?P<org>{_GIG})"
         rf"{WORD_END}(?:\s+(?:nights|days|weekends|evenings|full[- ]time|part[- ]time))?{_CITY}",
         build_gig),
    # a workplace of one's own in a place: "got a tiny studio in brighton"
    _gated("business", "got have", rf"\b(?:got|have)\s+(?:\S+\s+){{0,3}}(?:{_OWN_PLACE})\b", rf"^(?:i\s+)?{_ADV}(?:(?:'ve|have)\s+)?(?:got|have)\s+(?P<biz>(?:a|an|my\s+own|our\s+own)\s+"
         rf"(?:[\w-]+\s+){{0,2}}?(?:{_OWN_PLACE})){WORD_END}{_CITY}{_JOB_TAIL}", build_own_workplace),
)  # fmt: skip
