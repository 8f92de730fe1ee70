"""The identity table's rows for work: a job held, taken up, on leave from or done
before, a line of work, a post at a place, a business run, armed forces, retirement, where
one works and for whom, and volunteering ("I'm a junior doctor in a&e in Glasgow", "just
started as a barista at a cafe", "I work in sales at a toyota dealership", "retired now
after 40 years fixing ferry engines", "I volunteer as treasurer for my kids school
association").

`identity_table.PATTERNS` reads them as one run, after the carer rows (a carer for one's own
relative is family, though "carer" is a job noun) and before the rest; apart so the table
reads by what a row is about. The order of the rows is the order they are tried in."""

from __future__ import annotations

from memoryflow.extractors.rules.identity_builders import (
    build_gerund_role,
    build_past_role,
    build_station,
    build_team,
    build_volunteer,
)
from memoryflow.extractors.rules.identity_fragments import (
    _ADV,
    _BARE_ROLE,
    _BIZ,
    _CITY,
    _FIELD,
    _IM,
    _MODS,
    _ORG,
    _PLACES_OF_WORK,
    _ROLE,
    _SITE,
    _STATION,
    _WE,
    _WITH_NOT_EMPLOYER,
    _YEARS,
    Row,
    _row,
)
from memoryflow.extractors.rules.identity_patterns import WORD_END
from memoryflow.extractors.rules.identity_work_builders import (
    RETIRED_AFTER,
    build_business,
    build_employer,
    build_field,
    build_fixed,
    build_forces,
    build_occupation,
    build_post_of,
    build_retired,
    build_teacher,
)
from memoryflow.extractors.rules.open_roles import open_role

# Posts held at one place, said "the <post> of <place>": "the headmistress of a girls'
# secondary school", "the owner of a small bakery".
_POSTS = (
    r"(?:headmistress|headmaster|head\s+teacher|headteacher|principal|owner|co-owner|director|"
    r"manager|dean|rector|vicar|curator|chair|president|treasurer|secretary|founder|co-founder)"
)

WORK_ROWS: tuple[Row, ...] = (
    _row("occupation", rf"^{_IM}\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?:(?:a|an)\s+{_ROLE}|"
         rf"{_BARE_ROLE})(?:\s+in\s+(?P<subject>[a-z][\w&-]*(?:\s+[a-z][\w&-]*)?)(?=\s+(?:at|for)\b|"
         # a field then the city: "a junior doctor in a&e in Glasgow"
         rf"\s+in\s+(?!(?:the\s+)?(?:summer|winter|spring|autumn|fall|mornings?|evenings?|week|"
         rf"day|night|meantime|end|past|future|long\s+run)\b)))?"
         rf"(?:\s+(?:at|for|with{_WITH_NOT_EMPLOYER})\s+{_ORG}|{_SITE})?{_CITY}", build_occupation),
    # A job noun the lexicon does not list, by its shape: "I'm a sommelier", "I'm the
    # office manager at a law firm".
    _row("occupation", rf"^{_IM}\s+{_ADV}(?:a|an|the)\s+{open_role()}(?:\s+(?:at|for|with{_WITH_NOT_EMPLOYER})\s+{_ORG})?"
         rf"{_CITY}", build_occupation),
    # the one post at a place, named with "of": "I am the headmistress of a girls' secondary
    # school", "I'm the owner of a small bakery in Ghent" (only after "the": "a lover of cheese"
    # is no post)
    _row("occupation", rf"^{_IM}\s+{_ADV}the\s+(?:(?P<brole>(?:[a-z-]+\s+)?{_POSTS})|{_ROLE}|{open_role('orole')})\s+of\s+"
         rf"(?P<org>(?:a|an|the)\s+[\w'&.-]+(?:\s+(?!(?:in|and|but|so|for|since|who|which)\b)[\w'&.-]+){{0,3}}){_CITY}",
         build_post_of),
    _row("occupation", rf"^i(?:'ve| have)\s+been\s+(?:a|an)\s+{_ROLE}", build_occupation),
    # A job just taken up, or one the user is on leave from: "just started as a barista at
    # a cafe in Ghent", "on mat leave from my job as a civil engineer".
    _row("occupation", rf"^(?:i\s+)?{_ADV}(?:started|began)\s+(?:work(?:ing)?\s+)?as\s+(?:a|an)\s+"
         rf"(?:{_ROLE}|{open_role('orole')})(?:\s+(?:at|for|with)\s+{_ORG})?{_CITY}", build_occupation),
    _row("occupation", rf"^(?:{_IM}\s+)?{_ADV}on\s+(?:mat|maternity|paternity|parental|sick|medical|"
         rf"long[- ]term\s+sick)\s+leave\s+from\s+my\s+(?:job|role|work)\s+as\s+(?:a|an)\s+"
         rf"(?:{_ROLE}|{open_role('orole')})(?:\s+(?:at|for|with)\s+{_ORG})?{_CITY}", build_occupation),
    # "pro boxer here": not someone else's ("the dentist here is great", "my gp here said")
    _row("occupation", rf"^(?!(?:the|my|your|his|her|our|their|this|that|every|no)\b){_ROLE}\s+here\b"
         r"(?!\s+(?:is|was|are|were|has|had|have|said|says|told|will|can|could|did|does|do|"
         r"gave|gives|seems|seemed|thinks|thought)\b)", build_occupation),
    _row("occupation", rf"^i(?=\s|')\s*{_ADV}(?P<neg>don't\s+|no\s+longer\s+)?(?:work|am working|'m working)"
         rf"(?:\s+(?:full|part)[- ]time|\s+from home|\s+remote(?:ly)?|\s+(?:nights|days|weekends|evenings|"
         rf"mornings|shifts|nights and weekends|(?:night|day|early|late|long|12[- ]hour)\s+shifts))?\s+as\s+(?:a|an)\s+(?:{_ROLE}|{open_role('orole')})(?:\s+(?:at|for)\s+{_ORG})?{_CITY}", build_occupation),
    _row("occupation", rf"^i\s+{_ADV}teach(?!\s+(?:myself|yourself|ourselves|themselves)\b)(?:\s+(?P<what>(?!(?:at|in|for|to|with|on|it|them|him|her|you|me|that|this|been|here|there|now|mostly|mainly|about|around|"
         rf"from|since)\b)[\w-]+(?:\s+(?!(?:at|in|from|online|on|to|for)\b)"
         rf"[\w-]+)?))?(?:\s+(?:at|in)\s+(?P<org>(?:a|an|the)\s+[\w-]+(?:\s+(?!in\b)[\w-]+)?))?"
         rf"{_CITY}", build_teacher),
    _row("occupation", rf"^i\s+{_ADV}work\s+(?:remotely|from home){WORD_END}(?!\s+as\b)",
         build_fixed("Works remotely", "remote", "remote", "professional")),
    _row("occupation", rf"^{_IM}\s+{_ADV}(?:in|serving in|a soldier in)\s+the\s+"
         rf"(?P<force>army|navy|air force|marines|military|reserves|coast guard){WORD_END}", build_forces),
    # the line of work may go on to where: "I work in sales at a toyota dealership in houston"
    _row("occupation", rf"^i\s+{_ADV}work\s+in\s+(?P<field>{_FIELD}){WORD_END}"
         rf"(?:\s+(?P<orgprep>at|for|with)\s+{_ORG})?{_CITY}", build_field),
    _row("occupation", rf"^{_IM}\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?P<gerund>nursing|teaching|"
         rf"tutoring|coaching|bartending|waitressing|freelancing|self[- ]employed|working for myself)"
         rf"(?=\s*$|\s+(?:anymore|any more|now|full[- ]time|part[- ]time|at|in)\b)", build_gerund_role),
    _row("occupation", rf"^(?:i\s+{_ADV}(?:started|began)|i(?:'ve| have)\s+been)\s+(?P<gerund>teaching|nursing|tutoring|"
         rf"coaching|bartending|freelancing)(?!\s+(?:student|school|assistant|home|course|class)\b)"
         rf"{WORD_END}", build_gerund_role),
    _row("occupation", rf"^{_WE}\s+{_ADV}(?P<verb>own|run|manage)\s+(?:a|an|my|our|two|three|four|"
         rf"\d+)\s+"
         rf"(?P<biz>{_MODS}(?:{_BIZ})){WORD_END}{_CITY}", build_business),
    # "retired now after 40 years fixing ferry engines here in Bergen": the working life too
    _row("occupation", rf"^i(?:'m| am)?\s+{_ADV}retired(?:\s+.*?\bas\s+(?:a|an)\s+{_ROLE}|"
         rf"(?:\s+now)?{RETIRED_AFTER}(?:\s+(?:here\s+)?in\s+[\w'.-]+(?:\s+[\w'.-]+)?)?$)?",
         build_retired),
    _row("occupation", rf"^i\s+{_ADV}(?:used\s+to\s+(?:be|work\s+as)|worked\s+as)\s+(?:a|an)\s+{_ROLE}"
         rf"(?P<for>\s+for\s+{_YEARS}\s+(?:years?|decades?))?", build_past_role),
    _row("occupation", rf"^i\s+was\s+(?:a|an)\s+{_ROLE}(?P<for>\s+for\s+{_YEARS}\s+(?:years?|decades?))",
         build_past_role),
    _row("occupation", rf"^i\s+{_ADV}work\s+(?:on\s+|at\s+|in\s+)?(?P<station>(?:(?:a|an|the)\s+)?(?:{_STATION}))"
         rf"{WORD_END}(?:\s+(?P<prep>at|for|in)\s+{_ORG})?{_CITY}", build_station),
    _row("employer", rf"^(?:i\s+{_ADV}(?P<neg>don't\s+|do\s+not\s+|no\s+longer\s+)?work|{_IM}\s+"
         rf"{_ADV}working)\s+(?:(?:remotely|from home)\s+)?(?P<hours>(?:(?:part|full)[- ]time|weekends|nights|evenings|mornings|"
         rf"(?:mon|tues|wednes|thurs|fri|satur|sun)days)\s+)?(?:at|for)\s+{_ORG}{_CITY}",
         build_employer),
    _row("employer", rf"^(?:i\s+{_ADV}work|{_IM}\s+{_ADV}working)\s+(?P<hours>(?:part|full)[- ]time\s+)?"
         rf"(?:in|at)\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?(?:{_PLACES_OF_WORK})){WORD_END}"
         rf"{_CITY}", build_employer),
    _row("employer", rf"^i\s+{_ADV}(?:manage|lead|run|supervise)\s+(?:a\s+)?team(?:\s+of\s+\d+)?\s+"
         rf"(?:at|for)\s+{_ORG}{_CITY}", build_team),
    # with the post held: "i volunteer as treasurer for my kids school association"
    _row("volunteer", rf"^i\s+{_ADV}volunteer\s+(?:as\s+(?P<vart>an?\s+|the\s+)?(?P<vrole>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+)?"
         rf"(?P<vprep>at|for|with)\s+{_ORG}", build_volunteer),
)  # fmt: skip
