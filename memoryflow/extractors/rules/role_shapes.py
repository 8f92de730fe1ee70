"""Jobs and studies read by the shape of the sentence, where the plain frames miss them.

People rarely say "I'm a <job>" in the textbook form. They put a lead-in first ("by day im a
dental hygienist", "irl I'm a paralegal"), drop the article ("I am structural engineer working
for a construction company"), stack describing words ("a consultant interventional
cardiologist"), name the work by what they do and for whom ("I do backend for a small
fintech", "i do insurance claims in leeds", "i teach yoga in brighton"), tell a job held
before by its years and place ("I worked 6 years in Dubai as electrician"), say they are
retired from it ("retired postman from glasgow here"), or name the workplace a job is at ("i
still have my job at the bike shop", "i work shifts at the port", "apprenticing at a tattoo
studio"). Studies come as a year and a subject ("3rd yr mechanical at NIT Trichy", "im in
2nd year pharmacy", "civil engineering masters at TU Delft"). Each row is one such shape; all
are gated on their trigger words (see `gated_rows`), and every title keeps the key nouns as
the user wrote them (the job, the field, the workplace, the city)."""

from __future__ import annotations

from memoryflow.extractors.rules.gated_rows import gated_row, last_words
from memoryflow.extractors.rules.identity_fragments import _ADV, _CITY, _IM, _OCC, _ORG, _ROLE, Row
from memoryflow.extractors.rules.identity_patterns import WORD_END
from memoryflow.extractors.rules.identity_role_builders import build_job_at_workplace
from memoryflow.extractors.rules.identity_roles import _AT_WORKPLACE, _JOB, _WORKPLACE
from memoryflow.extractors.rules.lexicon import FIELDS, alternation
from memoryflow.extractors.rules.open_roles import open_role
from memoryflow.extractors.rules.role_shape_builders import (
    build_former_job,
    build_grade_taught,
    build_job_place,
    build_job_start,
    build_retired_as,
    build_serves,
    build_stated_job,
    build_studies_year,
    build_teaches,
    build_work_done,
    build_works_as,
)

# Where one also starts as a pupil or a member, not only as an employee.
_STARTED_AS_PUPIL = r"school|college|university|uni|nursery|gym|class|course|academy"
# Lines of work, and the kinds of work done in them: "I do backend for a small fintech".
_FIELDS = (*FIELDS, "backend", "back end", "frontend", "front end", "devops", "payroll", "claims",
           "underwriting", "bookkeeping", "recruitment", "recruiting", "qa", "data entry",
           "data engineering", "procurement", "compliance", "logistics")  # fmt: skip
_FIELD = alternation(_FIELDS)
# Ranks of the forces and the sea, said after their service: "a retired Navy captain".
_RANKS = r"captain|commander|colonel|major|sergeant|lieutenant|admiral|general|officer|skipper"
# Organisations one works for, named by their kind: "for a small fintech", "at an NGO".
# Departments named after their workplace: "the hospital pharmacy", "the hotel kitchen".
_DEPARTMENT = r"(?:pharmacy|lab|laboratory|kitchen|canteen|laundry|ward|reception|archive|library)"
_EMPLOYER = alternation(
    ("company", "firm", "startup", "start-up", "fintech", "agency", "bank", "consultancy",
     "charity", "nonprofit", "non-profit", "ngo", "council", "university", "college",
     "hospital", "insurer", "retailer", "airline", "publisher", "newspaper", "magazine",
     "brand", "law firm", "studio", "corporation", "multinational", "contractor", "government",
     "ministry", "department", "utility", "telco", "scale-up", "scaleup", "nhs trust", "trust",
     "centre", "center", "library", "museum", "port", "dealership", "brewery", "workshop")
)  # fmt: skip
# Lead-ins that say the job is the user's real one: "by day", "irl", "professionally".
_LEAD_IN = (
    r"(?:by\s+day|by\s+trade|in\s+real\s+life|irl|professionally|for\s+work|in\s+my\s+day\s+job|"
    r"day\s+job\s+wise|work\s+wise|workwise)"
)
_YEARS = r"(?P<years>\d{1,2}|a|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty)"
_ARTICLE = r"(?:an?\s+)?"
# The end of a clause, after an optional "now": "apprenticing at a tattoo studio now".
_NOW_END = r"(?:\s+(?:now|these\s+days|atm))?(?=\s*$)"
# A hedge before the verb that adds nothing: "i literally teach yoga in brighton".
_HEDGE = r"(?:literally\s+|actually\s+|basically\s+|mainly\s+|mostly\s+)?"
# A clause may open on another fact of the same subject: "im 24 and just started my first
# job at a bank".
_AND_THEN = r"(?:(?:i(?:'m|m| am)\s+)?[\w' -]+?\s+and\s+(?:i\s+)?|at\s+least\s+i\s+|i\s+)"
# A job said without its article opens on no other determiner: "I'm the doctor" is no "a the
# doctor". Only a job of the lexicon is read so ("I am better now" is none).
_NO_DETERMINER = (
    r"(?!(?:the|my|your|his|her|our|their|this|that|not|no|so|too|just|also|don't|dont|do|to)\b)"
)
_FUNCTION_WORD = r"(?:a|an|the|as|of|to|for|at|in|on|with|and|or|but|work|working|is|was|be)"
_BARE_JOB = rf"(?P<brole>(?:(?!{_FUNCTION_WORD}\b)[a-z][\w-]*\s+){{0,2}}?(?:{_OCC}))s?{WORD_END}"
# A year of study: "3rd yr", "second year", "final year".
_STUDY_YEAR = (
    r"(?P<year>\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last)\s+(?:yr|year)"
)
# A subject of study: one or two words, none of them a function word, a time or a gerund of
# doing (a "first year teaching" is a job, not studies).
_NOT_SUBJECT = (
    r"(?:of|at|in|on|and|as|the|a|an|my|uni|university|college|school|student|students|now|"
    r"here|lol|abroad|done|off|out|ago|old|running|together|married|sober|clean)"
)
# Subjects that are gerunds: "2nd year nursing" is studies, "first year teaching" a job.
_STUDIED_GERUNDS = r"(?:nursing|engineering|accounting|marketing|computing|banking|planning)"
_SUBJECT_WORD = rf"(?!{_NOT_SUBJECT}\b)(?!(?!{_STUDIED_GERUNDS}\b)[a-z]+ing\b)[a-z][\w&-]*"
_SUBJECT = rf"(?P<subject>{_SUBJECT_WORD}(?:\s+{_SUBJECT_WORD})?)"
_DEGREE_WORD = (
    r"(?:masters|master's|msc|mba|phd|bsc|ba|ma|undergrad|degree|diploma|bachelors|bachelor's)"
)
_INSTITUTION = r"(?P<org>[\w&'.-]+(?:\s+[\w&'.-]+){0,3})"


_gated = gated_row

ROLE_SHAPE_EARLY_ROWS: tuple[Row, ...] = (
    # a lead-in before the job: "by day im a dental hygienist", "irl I'm a paralegal in Leeds"
    _gated("occupation", "day trade real irl professionally work workwise wise", _LEAD_IN,
           rf"^{_LEAD_IN},?\s+{_IM}\s+{_ADV}(?:an?\s+|the\s+)?{_JOB}"
           rf"(?:{_AT_WORKPLACE}|\s+(?:at|for|with)\s+{_ORG})?{_CITY}", build_job_at_workplace),
    # describing words stacked or the article dropped: "I am structural engineer working for a
    # construction company", "I'm a consultant interventional cardiologist" (the whole phrase)
    _gated("occupation", "i im i'm am", r"^i(?:'m|m| am)\s",
           rf"^{_IM}\s+{_ADV}(?:(?P<a>an?)\s+(?:{_ROLE}|{open_role('orole')})|{_NO_DETERMINER}{_BARE_JOB})"
           rf"(?:\s+(?:working\s+)?(?:for|at|with)\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?"
           rf"(?:{_EMPLOYER}|{_WORKPLACE})){WORD_END})?{_CITY}(?=\s*$)", build_stated_job),
    # the article dropped after "work as", a manner of working before "as": "I work as
    # electrician in Doha", "I freelance as a copywriter", "I'm self-employed as a gardener"
    _gated("occupation", "as", r"\b(?:work|freelance|employed)\s+as\s",
           rf"^(?:i\s+{_ADV}(?P<how>work|freelance)|{_IM}\s+{_ADV}(?P<self>self[- ]employed))\s+as\s+"
           rf"{_ARTICLE}(?:{_ROLE}|{open_role('orole')})(?:\s+(?P<prep>at|for|with)\s+{_ORG})?{_CITY}"
           rf"(?=\s*$|\s+(?:now|since|for)\b)", build_works_as),
    # the job named with one's trade or profession: "electrician by trade"
    _gated("occupation", "trade profession trained", r"\bby\s+(?:trade|profession|training)$",
           rf"^(?:{_IM}\s+{_ADV}(?:an?\s+)?|an?\s+)?(?:{_ROLE}|{open_role('orole')})\s+by\s+"
           rf"(?:trade|profession|training)$", build_job_at_workplace),
    # the job named in passing as one's own: "my work as a paramedic is stressful", "in my
    # job as a nurse I …" (an old or previous job is read by the retraction rows)
    _gated("occupation", "as", r"\bmy\s+(?:\S+\s+)?(?:job|work|role)\s+as\s",
           r"^(?!.*\b(?:quit|quitting|leav\w*|left|lost|losing|resign\w*|retir\w*|fired|sacked)\s+"
           r"(?:\w+\s+){0,2}?my\s+(?:\S+\s+)?(?:job|work|role)\b)"  # a job given up is no job
           rf"(?:.*?\s)?my\s+(?:current\s+|day\s+|new\s+)?(?:job|work|role)\s+as\s+{_ARTICLE}"
           rf"(?:{_ROLE}|{open_role('orole')})(?:\s+(?P<prep>at|for|with)\s+{_ORG})?{_CITY}",
           build_job_at_workplace),
    # a job held before, by its years and place: "I worked 6 years in Dubai as electrician",
    # "i worked as a nurse in Manila for 10 years" (not "I've worked as…", which is current)
    _gated("former occupation", "worked spent", r"^i\s+(?:\S+\s+)?(?:worked|spent)\s",
           rf"^i\s+{_ADV}(?:worked|spent)\s+{_YEARS}\s+(?:years?|yrs)\s+(?:working\s+)?"
           rf"(?P<cityprep>in)\s+(?P<city>[\w'.-]+(?:\s+[\w'.-]+)?)\s+as\s+{_ARTICLE}{_JOB}",
           build_former_job),
    _gated("former occupation", "worked", r"^i\s+(?:\S+\s+)?worked\s+as\s",
           rf"^i\s+{_ADV}worked\s+as\s+{_ARTICLE}{_JOB}{_CITY}\s+for\s+{_YEARS}\s+(?:years?|yrs)",
           build_former_job),
    # retired from a named employer, with the job (before the plain "I'm retired")
    _gated("occupation", "retired", r"\bretired\s+from\s",
           rf"^(?:{_IM}\s+)?retired\s+from\s+(?P<org>[\w&'.-]+(?:\s+[\w&'.-]+){{0,3}}?)"
           rf"\s+as\s+{_ARTICLE}(?P<role>[\w-]+(?:\s+[\w-]+)?)$", build_retired_as),
)  # fmt: skip

ROLE_SHAPE_LATE_ROWS: tuple[Row, ...] = (
    # work named by what one does, and for whom or where: "I do backend for a small fintech",
    # "i do insurance claims in leeds" (a field only, so "I do yoga in Brighton" is not read)
    _gated("occupation", "do", r"^i\s+(?:\S+\s+)?do\s",
           rf"^i\s+{_ADV}do\s+(?P<work>(?:{_FIELD})(?:\s+(?!(?:for|at|in)\b)[\w-]+)?)"
           rf"(?:\s+(?P<prep>for|at)\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?"
           rf"(?:{_EMPLOYER}|{_WORKPLACE})){WORD_END})?{_CITY}(?=\s*$|\s+(?:now|mostly|full|part|"
           # how much of one's days it takes: "i do backend at a logistics company all day"
           rf"all\s+day|every\s+day|day\s+to\s+day)\b)",
           build_work_done),
    # a line of work as a bare phrase with its workplace: "sales at a toyota dealership in
    # houston" (a field and an employer of a kind, so "dinner at a restaurant" is not read)
    _gated("occupation", last_words(_FIELDS), r"\s(?:at|for)\s+(?:a|an|the)\s",
           rf"^(?P<work>{_FIELD})\s+(?P<prep>at|for)\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?"
           rf"(?:{_EMPLOYER}|{_WORKPLACE})){WORD_END}{_CITY}$", build_work_done),
    # a post held: "I serve as rabbi of a Conservative congregation", "I serve as treasurer
    # for the parish council"
    _gated("occupation", "serve", r"\bserve\s+as\s",
           rf"^i\s+{_ADV}serve\s+as\s+(?:an?\s+|the\s+)?(?P<brole>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
           rf"\s+(?P<prep>of|at|for|in|with)\s+(?P<org>(?:a|an|the|our|my)\s+[\w'-]+(?:\s+[\w'-]+){{0,3}})$",
           build_serves),
    # the class one teaches, named as one's own: "my 7th graders", "my year 9s"
    _gated("occupation", "graders", r"\bgraders$",
           r"^my\s+(?P<grade>\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|"
           r"seventh|eighth|ninth|tenth|eleventh|twelfth)\s+graders$", build_grade_taught),
    # a subject taught and where: "i teach yoga in brighton", "I teach piano at a music school"
    _gated("occupation", "teach", r"\bteach\s",
           rf"^i\s+{_ADV}{_HEDGE}teach\s+(?P<subject>(?!(?:my|his|her|their|him|them|me|myself|you|it|"
           rf"this|that|us|people|kids|someone|a|an|the|to|for|at|in|with|on|from|online)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
           rf"(?:\s+(?P<prep>at)\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+))?{_CITY}"
           rf"(?=\s*$|\s+(?:now|for\s+a\s+living|full|part)\b)", build_teaches),
    # retired from a job: "retired postman from glasgow here", "I'm a retired Navy captain",
    # "retired from Southern Railway as head clerk"
    _gated("occupation", "retired", r"\bretired\s",
           rf"^(?:{_IM}\s+(?:an?\s+)?|an?\s+)?retired\s+(?:{_JOB}|(?P<rank>[a-z][\w-]*\s+"
           rf"(?:{_RANKS})){WORD_END})"
           rf"(?:\s+from\s+(?P<home>[\w'.-]+(?:\s+[\w'.-]+)?))?(?:\s+here)?(?=\s*$)",
           build_retired_as),
    # the workplace a job is at: "i still have my job at the bike shop", "just started my
    # first job at a bank in charlotte", "i work shifts at the port"
    _gated("employer", "job", r"\bmy\s+(?:\S+\s+)?job\s+at\s",
           rf"^{_AND_THEN}{_ADV}(?:have|love|like|enjoy|hate|started|start|got)\s+"
           rf"my\s+(?:first\s+|new\s+|part[- ]time\s+|full[- ]time\s+|day\s+)?job\s+at\s+"
           rf"(?P<org>(?:a|an|the)\s+(?:[\w'-]+\s+){{0,2}}?(?:{_WORKPLACE}|{_EMPLOYER})){WORD_END}{_CITY}",
           build_job_place),
    # a new job by where it starts: "starting at a warehouse on monday", "and i handed in my
    # notice, starting at the library on the 3rd" (not a school or a gym, where one also
    # starts as a pupil or a member)
    _gated("employer", "starting start started", r"\bstart(?:ing|ed)?\s+(?:\S+\s+){0,3}?at\s",
           rf"^{_AND_THEN}?{_ADV}(?:{_IM}\s+)?(?P<how>starting|start|started)\s+(?:work\s+|"
           rf"(?:a|my)\s+(?:new\s+)?job\s+)?at\s+(?P<org>(?:a|an|the)\s+(?:[\w'-]+\s+){{0,2}}?"
           rf"(?!(?:{_STARTED_AS_PUPIL})\b)(?:{_WORKPLACE}|{_EMPLOYER})){WORD_END}{_CITY}"
           rf"(?:\s+(?:on|next|this|tomorrow|in|from)\b.*)?$", build_job_start),
    _gated("employer", "shifts nights nightshifts weekends", r"\bwork\s+(?:\S+\s+)?(?:shifts|nights|weekends)\s",
           rf"^i\s+{_ADV}work\s+(?P<how>(?:night\s+|early\s+|late\s+|long\s+)?(?:shifts|nights|"
           rf"weekends))\s+(?:at|in)\s+(?P<org>(?:a|an|the)\s+(?:[\w'-]+\s+){{0,2}}?"
           # a department of the workplace stays with it: "at the hospital pharmacy"
           rf"(?:{_WORKPLACE}|{_EMPLOYER})(?:\s+{_DEPARTMENT})?){WORD_END}{_CITY}", build_job_place),
    _gated("employer", "apprenticing interning volunteering training", r"ing\s+at\s",
           rf"^(?:{_IM}\s+)?{_ADV}(?P<how>apprenticing|interning|volunteering|training)\s+at\s+"
           rf"(?P<org>(?:a|an|the)\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+){_CITY}{_NOW_END}", build_job_place),
    _gated("employer", "gig job", r"\bnew\s+(?:gig|job)\s",
           rf"^(?:(?:a|my|the)\s+)?new\s+(?:gig|job)\s+(?P<how>[a-z]+ing)\s+at\s+"
           rf"(?P<org>(?:a|an|the)\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+){_CITY}{_NOW_END}", build_job_place),
    # a year of study and its subject: "3rd yr mechanical at nit trichy", "im in 2nd year
    # pharmacy", "final year law at Leeds"
    _gated("education", "yr year", r"\b(?:yr|year)\s",
           rf"^(?:{_IM}\s+(?:in\s+)?(?:my\s+)?)?{_STUDY_YEAR}\s+(?:of\s+)?{_SUBJECT}"
           rf"(?:\s+at\s+{_INSTITUTION})?$", build_studies_year),
    # the subject then the year, said as a reply: "nursing 3rd yr"
    _gated("education", "yr year", r"\b(?:yr|year)$",
           rf"^(?P<subject>nursing|engineering|law|medicine|pharmacy|dentistry|architecture|"
           rf"[a-z]+ology|[a-z]+ics|[a-z]+ing\s+engineering|(?:civil|mechanical|electrical|"
           rf"chemical)(?:\s+engineering)?)\s+{_STUDY_YEAR}$", build_studies_year),
    # a degree named after its subject: "civil engineering masters at TU Delft"
    _gated("education", "masters master's msc mba phd bsc ba ma undergrad degree diploma "
           "bachelors bachelor's", rf"\s{_DEGREE_WORD}\s+at\s",
           rf"^(?:(?:a|my|doing\s+(?:a|my))\s+)?{_SUBJECT}\s+(?P<degree>{_DEGREE_WORD})\s+at\s+"
           rf"{_INSTITUTION}$", build_studies_year),
)  # fmt: skip
