"""The tables the activity rules read with: event nouns, the shapes of plans, visits, trips
and past outings, and what is routine rather than an event."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.activity_words import EVENT_NOUNS

HAVE_EVENT = re.compile(
    # "had to cancel my dentist": what one must do, not an event one has
    rf"^(?:i|we)\s*(?:also\s+|still\s+)?(?:have|'ve got|have got|got|'ve|had)\s+(?!to\s)"
    rf"(?P<what>(?:(?:a|an|my|the|our)\s+)?"
    rf"(?:[\w'-]+\s+){{0,4}}?(?:{EVENT_NOUNS})s?\b.*)$"
)
# "My granddaughter is getting married in July": a dated event in a relative's life (a friend's
# or a boss's is theirs).
RELATIVE_EVENT = re.compile(
    r"^(?P<what>my\s+(?!(?:mate|friend|boss|manager|coworker|colleague|roommate|flatmate|"
    r"neighbou?r|buddy|pal|landlord|landlady|bestie|best|ex|teacher|client)\b)[\w-]+\s+"
    # the relative's name may follow: "my daughter Jess is getting married"
    r"(?:(?!(?:is|are|was|were|and|or|has|have|had|will|just|also|really|finally)\b)[\w-]+\s+)?(?:is\s+)?"
    r"(?:getting married|marrying|graduating|having (?:a|her|his|their) "
    r"(?:baby|wedding|surgery|operation)|retiring|turning \d+|turns \d+|moving to \S+|visiting|coming to "
    r"visit|flying in))\b"
)
# What the event is on or where: "surgery on my shoulder", "shift at the warehouse" (never a
# time: "on the 14th", "at the weekend").
_QUALIFIER = (
    r"(?:\s+(?:on|at|in|with|for)\s+(?:the|my|our|a|an)\s+(?!\d|weekend\b|end\b|moment\b)"
    r"[a-z][\w'-]*(?:\s+(?!on\b|at\b|in\b|is\b|next\b|this\b)[a-z][\w'-]*)?)"
)
# "my daughter's recital on Saturday", "our anniversary dinner next week", "go-live is on the
# 1st of July", "the wedding is on june 8th": an event named with its date. Someone else's
# ("his surgery is on friday") is theirs.
POSSESSED_EVENT = re.compile(
    rf"^(?P<what>(?:my\s+|our\s+|the\s+)?(?!(?:his|her|their|your|i|we)\b)"
    rf"(?:(?!(?:has|have|had|is|are|was|were|and|with|got)\b)[\w'-]+\s+){{0,3}}?"
    rf"(?:{EVENT_NOUNS})s?\b{_QUALIFIER}?)(?:\s+on\s+the\s+\w+)?"
    r"(?:\s+(?:is|'s|are))?\s+(?=(?:on|this|next|tomorrow|today|tonight|at|in|the|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    # "june 3rd": the ordinal ends the date, not a word boundary after the digit
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|"
    # a bare date, day first: "our recital is 9 may"
    r"\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b)"
    r"(?P<rest>.*)$"
)
# Anything one has or has got on a given day: "got a run to Denver tomorrow morning", "we have
# the cake tasting this saturday". The date makes it an event; these heads never are.
HAVE_ANY = re.compile(r"^(?:i|we)\s*(?:also\s+)?(?:have|'ve got|have got|got|'ve)\s+(?P<what>.+)$")
NOT_EVENTS = re.compile(
    r"(?:(?:a|an|the|my|our|some)\s+)?(?:to|no|so|such|nothing|something|anything|time|lot|"
    r"lots|plenty|too|much|work|school|stuff|things|plans?|free|money|loads?|kids?|baby|cat|"
    # "i've been trying to lose weight since christmas": a perfect, not a thing one has
    r"been|gone|"
    r"dog|new|bit|chance|way|day|week)\b|"
    # "got laid off in march", "got married on the 3rd": a passive, not a thing one has
    r"\w+ed\b|(?:laid|paid|told|sent|hit|caught|stuck|bitten|taken|given|chosen|beaten|done|"
    r"made|let|cut|put|shot|stolen|engaged|married|sick|ill|home|back|up|out)\b"
)
# What one has that is a state or a thing, however it is qualified ("a really bad feeling
# about monday", "a parcel coming tomorrow").
NOT_EVENT_NOUNS = re.compile(
    r"\b(?:feeling|feelings|idea|clue|cold|flu|fever|headache|migraine|hangover|problem|"
    r"question|issue|doubts?|package|parcel|delivery|order|mood|pain|cough|rash|"
    # news received: "got the results on friday"
    r"results?|news|letter|email|reply|answer|diagnosis)\b"
)
# "roofer is coming on thursday", "my parents are visiting next week": someone coming to the
# user on a given day.
VISITORS = (
    r"roofer|plumber|electrician|builders?|movers|removal (?:men|guys|company)|cleaners?|"
    r"painters?|decorator|handyman|gardener|engineer|technician|inspector|surveyor|installers?|"
    r"contractors?|vet|midwife|health visitor|guy|man|tradesman|landlord|estate agent|"
    r"parents|in-laws|mum|mom|dad|mother|father|sister|brother|family|grandparents|friends?|"
    r"cousins?|aunt|uncle|nan|gran|grandma|grandpa|daughter|son|kids|inlaws|folks|"
    r"grandkids|grandchildren|grandsons?|granddaughters?|nephews?|nieces?|mates|guests|"
    r"in-laws|stepkids|godchildren|mamma|mama|mamá|madre|padre|papà|papá|maman|mutter|vater|"
    r"ammi|abbu|mummy"
)
COMING = re.compile(
    rf"^(?P<who>(?:(?:my|our|the|a)\s+)?(?:[\w-]+\s+){{0,2}}?(?:{VISITORS}))(?:'s|\s+is|\s+are)?"
    r"\s+(?P<verb>coming|comes|come|visiting|arriving|arrives|arrive|flying in|coming over|"
    r"coming round|coming out|booked|staying with (?:us|me)|staying over|with (?:us|me)|"
    r"stopping by|dropping by|popping (?:over|round|in))\b(?P<rest>.*)$"
)
# "off to Lisbon on friday", "next up is Chicago in october", "I'll be in Paris next week":
# going somewhere named on a given day (a capitalised place, as written).
GOING = re.compile(
    r"^(?P<who>(?:i'm|i am|im|we're|we are|i'll be|i will be|we'll be|we will be)\s+)?"
    r"(?P<how>off to|headed to|heading to|back to|back in|next up is|next stop is|next stop|in)\s+"
    r"(?P<place>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}))\b(?P<rest>.*)$",
    re.IGNORECASE,
)
# "we're off to crete at the end of the month": a place typed in lower case, after a verb of
# setting off that names a destination, not an errand ("off to bed", "off to work").
GOING_LOWER = re.compile(
    r"^(?:i'm|i am|im|we're|we are|we r)\s+(?P<how>off to|headed to|heading to|flying to|"
    r"heading out to|off on holiday to)\s+(?P<place>(?!(?:bed|work|school|uni|college|sleep|"
    r"church|the|a|my|our|see|get|do|buy|pick|meet|have)\b)[a-z][a-z'-]{2,}(?:\s+(?!on\b|in\b|at\b|"
    r"for\b|this\b|next\b|tomorrow\b|with\b|to\b|and\b)[a-z][a-z'-]{2,})?)\b(?P<rest>.*)$"
)
# "my girlfriend and I are …", "me and my wife are …": the user is one of a couple. Split at
# "and", the halves read "me" / "my wife are …" and "my husband" / "I were …": a plural
# verb after one person is the couple.
COUPLE = re.compile(
    r"^(?:(?:my\s+[\w-]+\s+and\s+i|me\s+(?:and|n|&)\s+(?:my|the)\s+[\w-]+|my\s+[\w-]+\s+and\s+me|"
    r"[a-z]+\s+and\s+i)\s+(?=are|were|will|have|had|got|'re|'ll|'ve|just|went|did|ran)|"
    r"(?:my\s+(?:wife|husband|partner|girlfriend|boyfriend|gf|bf|fianc\w*|mum|mom|dad|sister|"
    r"brother|son|daughter|friend|best friend)|i)\s+(?=(?:are|were)\b))"
)
# Where a move goes, when the clause says only when: "…job offer in Melbourne so we're
# relocating in March", "moving in september, Toronto here we come".
DESTINATION = re.compile(
    r"\b(?:to|in)\s+(?P<a>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)|(?P<b>[A-Z][\w'-]+),?\s+here\s+"
    r"(?:i|we)\s+come\b"
)
MOVING = ("moving", "relocating", "emigrating")
PLAN_VERBS = (
    r"running|flying|going|driving|travell?ing|moving|attending|visiting|hosting|meeting|"
    r"playing|seeing|taking|competing|presenting|giving|celebrating|hiking|cycling|swimming|"
    r"climbing|leaving|heading|starting|getting married|throwing|organi[sz]ing|doing|turning|"
    r"deploying|relocating|emigrating|sitting|defending|graduating|camping|skiing|interviewing|"
    r"spending|joining"
)
# "doin", "drivin'": the dropped g of casual typing.
_PLAN_VERBS_CASUAL = PLAN_VERBS.replace("ing|", "in(?:g|')?|").replace(
    "spending", "spendin(?:g|')?"
)
PROGRESSIVE = re.compile(
    rf"^(?:i(?:'m| am)|we(?:'re| are| r))\s+(?:also\s+|finally\s+|officially\s+|just\s+)?"
    rf"(?P<verb>{_PLAN_VERBS_CASUAL}|back on|back at)\s+(?P<obj>.+)$"
)
# A time phrase in front ("in july we're driving…", "on the 3rd I'm flying…"): read at the
# end, where the patterns look.
_DAY = r"(?:the\s+\d{1,2}(?:st|nd|rd|th))"
_WD = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_PART = r"(?:morning|afternoon|evening|night|arvo)"
_MON = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
LEAD_TIME = re.compile(
    rf"^(?:(?:and|also|so|then|plus|but|oh and|right so|so yeah|and then|so then|ok so)\s+)?"
    rf"(?P<time>(?:on\s+)?{_DAY}(?:\s+of\s+{_MON})?|"
    rf"(?:on\s+)?{_WD}\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)|(?:on\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+{_MON}|"
    rf"(?:in|early|late|mid|this|next)[-\s]+{_MON}|(?:on\s+)?{_MON}\s+\d{{1,2}}(?:st|nd|rd|th)?|"
    rf"(?:(?:on|this|next|coming)\s+)?{_WD}(?:\s+{_PART})?|tomorrow(?:\s+{_PART})?|tonight|"
    rf"(?:(?:later|early|earlier)\s+)?(?:this|next|nxt)\s+(?:week|weekend|month|year|summer|"
    rf"spring|autumn|fall|winter)|in\s+(?:two|three|a few|\d+)\s+(?:days|weeks|hours)|"
    rf"(?:over|at)\s+the\s+weekend|(?:at\s+|by\s+)?the\s+end\s+of\s+(?:the|this|next)\s+month|"
    rf"(?:after|before|over|at|for)\s+(?:easter|christmas|xmas|the holidays|new year)|"
    # seasons, quarters, fortnights and months ahead, read by `time_table` and `timeparse`
    rf"(?:in|during|this|next|over)\s+(?:the\s+)?(?:early\s+|late\s+)?(?:spring|summer|autumn|"
    rf"fall|winter)|(?:in|by|early|late)\s+q[1-4]|in\s+(?:a|one|two|three|a couple of|\d+)\s+"
    rf"(?:fortnights?|months?)|(?:from|starting)\s+{_MON})"
    r"\s*,?\s+(?P<rest>(?:i|i'm|im|i've|we|we're|we r|were|my|our|me)\b.*)$"
)
# "the 14th is my nephew's christening": a date, then the event one has on it.
DATE_IS = re.compile(
    rf"^(?:and\s+|also\s+)?(?P<time>{_DAY}|(?:this|next)\s+{_WD}|{_WD}|tomorrow)\s+is\s+"
    rf"(?P<what>(?:my|our)\s+(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?)\b"
)
# "mock exams start monday", "my placement begins next week", "the baby is due in march":
# what starts or is due on a day. Someone else's ("his job", "my son's school") is theirs.
_STARTERS = (
    r"job|new job|role|term|school|semester|course|uni|college|classes|training|placement|"
    r"internship|residency|rotation|season|leave|contract|apprenticeship|bootcamp|chemo|"
    r"treatment|holiday|holidays|vacation|course|programme|program|nights|night shifts|"
    r"contract|tenancy|renovation|build|extension|mocks|mock exams|exams"
)
STARTS = re.compile(
    rf"^(?P<what>(?:(?:my|our|the)\s+)?(?!(?:his|her|their|your)\b)"
    rf"(?:(?![\w-]+'s\b)[\w-]+\s+){{0,3}}?(?:{EVENT_NOUNS}|{_STARTERS}|baby|babies|twins|little one))"
    r"(?:\s+|(?='s\s+due\b))"  # "the baby's due on the 2nd of july"
    r"(?P<verb>starts?|begins?|kicks? off|(?:is|are|'s|'re) due)\b(?P<rest>.*)$"
)
# "my lease ends in august", "our visa expires on the 3rd": a term of one's own running out.
ENDS = re.compile(
    r"^(?P<what>(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?(?:lease|contract|tenancy|visa|permit|"
    r"notice period|probation|internship|placement|residency|secondment))\s+"
    r"(?P<verb>ends|expires|runs out|finishes)\b"
)
DUE = re.compile(r"\b(?:baby|babies|twins|little one|bub|bump)$")
# "i start my new job on monday", "we begin our cooking class friday": starting on a day.
I_START = re.compile(r"^(?:i|we)\s+(?P<verb>start|begin)\s+(?P<obj>.+)$")
WILL = re.compile(
    r"^(?:i|we)(?:'ll|\s+will|'m going to|'re going to|\s+am going to|\s+are going to|\s+plan to|"
    r"'m planning to|\s+am planning to|\s+intend to)\s+(?P<verb>[a-z]+)\s+(?P<obj>.+)$"
)
# "I'll <verb> … tomorrow" is an activity only for verbs of going, meeting and taking part:
# "I'll print the plan tonight" or "I'll check tomorrow" are chores, not memories.
WILL_EVENT_VERBS = {
    "go", "fly", "travel", "drive", "visit", "attend", "run", "race", "hike", "climb", "swim",
    "cycle", "ride", "meet", "see", "host", "throw", "celebrate", "start", "move", "leave",
    "head", "sit", "present", "give", "play", "compete", "perform", "marry", "graduate",
    "interview", "spend", "stay", "return", "sail", "camp", "ski", "speak", "walk",
}  # fmt: skip
# "we fly out to lisbon on friday", "tomorrow i drive up to inverness": the plain present,
# which a future date makes a plan, for the same verbs as "I'll …" and a few said mostly so.
PRESENT = re.compile(r"^(?:i|we)\s+(?P<verb>[a-z]+)\s+(?P<obj>.+)$")
# "we sign the lease next monday", "we close on the flat friday": the milestones of a deal or
# a launch are plans too when a future day follows
PRESENT_EVENT_VERBS = WILL_EVENT_VERBS | {
    "take", "operate", "join", "depart", "sign", "close", "launch", "submit", "defend",
    "exchange", "complete", "collect", "open",
}  # fmt: skip
# A plain present is a routine as soon as it says how often.
HABITUAL = re.compile(
    r"\b(?:every|usually|always|often|normally|sometimes|each|generally|tend to)\b|"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|"
    # "on tuesday evenings": a weekday with a plural part of the day recurs
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:mornings|afternoons|evenings|nights)\b"
)
# "friday morning: dentist", "tomorrow morning: MRI on my left knee": a day as a heading,
# then the event on it (said in a clause of its own, as the colon splits them).
DATED_HEADING = re.compile(
    rf"(?:^|[.!?\n]\s*)(?P<time>(?:(?:this|next|on)\s+)?{_WD}(?:\s+{_PART})?|"
    rf"tomorrow(?:\s+{_PART})?|tonight|today|(?:on\s+)?{_DAY}(?:\s+of\s+{_MON})?|"
    rf"{_MON}\s+\d{{1,2}}(?:st|nd|rd|th)?)\s*:\s*(?P<what>[^.,;:!?\n]+)",
    re.IGNORECASE,
)
HEADED_EVENT = re.compile(
    rf"^(?:(?:a|an|my|the|our)\s+)?(?:[\w'-]+\s+){{0,2}}?(?:{EVENT_NOUNS})s?\b"
)
# "I need a packing list for a hiking trip to Snowdonia next weekend": a trip named anywhere
# in the user's own clause, with its place.
TRIP = re.compile(
    r"\b(?P<what>(?:a|an|my|our)\s+(?:[\w-]+\s+){0,2}?(?:trip|holiday|vacation|getaway|"
    r"break|weekend away|tour|city break|road trip)\s+to\s+"
    r"(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}))",
    re.IGNORECASE,
)
# "we're having friends over on saturday", "having the in-laws over for dinner on sunday".
HOSTING = re.compile(
    r"^(?:(?:i(?:'m| am)|we(?:'re| are| r))\s+)?having\s+(?P<who>(?!(?:a|an|some|it|this|that|"
    r"trouble|issues|problems|fun|a hard)\b)(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<how>over|round|"
    r"around|to stay|to visit)\b(?P<rest>.*)$"
)
# "my partners 30th is on saturday", "its my mums 60th next week": a birthday by its number.
NTH_BIRTHDAY = re.compile(
    r"\b(?:my|our)\s+(?P<who>(?:[\w-]+(?:'s|s'|s)?\s+)?)(?P<n>\d{1,3}(?:st|nd|rd|th))"
    r"(?:\s+(?:birthday|bday|b-day))?(?=\s*(?:birthday|bday|party|is|next|this|on|tomorrow|today|"
    r"in|,|!|\.|$))"
)
# What one opens or launches: "our app launches on monday", "my exhibition opens next friday".
LAUNCHES = re.compile(
    r"^(?P<what>(?:my|our)\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?P<verb>launch(?:es)?|opens?|"
    r"re-?opens?|goes live|go live|premieres?|debuts?|drops?)\b(?P<rest>.*)$"
)
PAST_VERBS = (
    r"went|visited|ran|finished|completed|attended|watched|cooked|baked|played|climbed|hiked|"
    r"biked|cycled|swam|flew|travell?ed|took|did|had|saw|met|got back from|came back from|"
    r"returned from|celebrated|hosted|gave|presented|won|lost|passed|painted|drove"
)
PAST = re.compile(
    rf"^(?:i|we)\s+(?:also\s+)?(?P<just>just\s+|finally\s+)?(?P<verb>{PAST_VERBS})\s+(?P<obj>.+)$"
)
KINDS = (
    (
        "exercise",
        r"\d+k\b|run|running|ran|marathon|hik|gym|yoga|swim|swam|climb|cycl|bik|race|"
        r"workout|training|football|tennis|soccer|match|game",
    ),
    ("appointment", r"appointment|dentist|doctor|check-?up|surgery|vaccination|haircut|therap"),
    ("travel", r"flight|fly|flew|flying|trip|travel|moving|visit|vacation|holiday|drive|drove"),
    ("meeting", r"meeting|interview|call|presentation|review|demo|conference|workshop|talk"),
    ("education", r"exam|test|class|lesson|lecture|course|viva|defen[cs]e"),
    ("social", r"party|wedding|concert|dinner|lunch|birthday|date|gig|show|celebrat|ceremony"),
)
# Routine or figurative phrases that are not events worth remembering.
ROUTINE = re.compile(
    # a work shift is the routine of a job, not an event: "my night shift tonight"
    r"(?:(?:my|a|the|our)\s+)?(?:[\w-]+\s+)?shifts?$|"
    r"(?:going|went) (?:to bed|to sleep|home|out(?!\s+for\b)|back|through|over|ahead|with)\b|"
    r"had (?:a|our|my) (?:(?:first|second|third|new) )?(?:baby|son|daughter)\b|"
    r"(?:\w+ )?(?:it|this|that)\b"
)
LOCATION = re.compile(r"\b(?:in|at|to)\s+((?:the\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})")
