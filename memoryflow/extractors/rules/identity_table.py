"""The identity pattern table: one row per way people state who they are.

Each row is (slot kind, pattern, builder). A pattern is matched at the start of a clause
(lowercased, casual spelling normalised) and may stop before the clause ends: whatever
follows ("lol", "mostly ships", "since 2019") is not part of the fact. The first row whose
builder returns facts wins."""

from __future__ import annotations

from memoryflow.extractors.rules.identity_builders import (
    build_carer,
    build_code_languages,
    build_divorce_final,
    build_experience_years,
    build_home,
    build_kept_animals,
    build_new_baby,
    build_parent_of,
    build_platform,
    build_plays,
    build_quit_habit,
    build_school_year,
    build_verb_role,
    build_widowed,
)
from memoryflow.extractors.rules.identity_family import FAMILY_ROWS
from memoryflow.extractors.rules.identity_fragments import (
    _ADV,
    _BARE_ROLE,
    _BIZ,
    _CITY,
    _CODE,
    _COND,
    _COUNT,
    _DEG,
    _FIELD,
    _HABIT,
    _HOME,
    _IM,
    _INST,
    _KEPT,
    _LIVE_PREP,
    _LIVE_VERB,
    _MODS,
    _NAME,
    _NAT,
    _ODD_HOME,
    _ORG,
    _PET,
    _PLACE,
    _PLATFORM,
    _REL,
    _STATE,
    _STOP,
    _SUBJECT,
    _VERB_ROLE,
    _WE,
    Row,
    _row,
)
from memoryflow.extractors.rules.identity_frames import (
    build_baby_named,
    build_degree_underway,
    build_for_a_living,
    build_single_parent,
)
from memoryflow.extractors.rules.identity_kin import KIN_ROWS
from memoryflow.extractors.rules.identity_pastimes import PASTIME_ROWS
from memoryflow.extractors.rules.identity_patterns import LANGUAGE_WORDS, WORD_END
from memoryflow.extractors.rules.identity_personal_builders import (
    build_age,
    build_allergy,
    build_avoids,
    build_breakup,
    build_cares_for,
    build_condition,
    build_education,
    build_family,
    build_intolerance,
    build_languages,
    build_marital,
    build_name,
    build_pet,
    build_pet_of_breed,
    build_state,
)
from memoryflow.extractors.rules.identity_place_builders import (
    build_home_of_their_own,
    build_nationality,
    build_origin,
    build_residence,
    build_residence_named,
)
from memoryflow.extractors.rules.identity_practice import PRACTICE_ROWS
from memoryflow.extractors.rules.identity_pursuits import PURSUIT_ROWS
from memoryflow.extractors.rules.identity_work_builders import (
    build_business,
    build_employer,
    build_field,
    build_occupation,
)
from memoryflow.extractors.rules.identity_work_rows import WORK_ROWS
from memoryflow.extractors.rules.open_roles import open_role

PATTERNS: tuple[Row, ...] = (
    _row("habit", rf"^(?:i\s+)?{_ADV}(?:quit|stopped|gave\s+up|kicked)\s+(?P<habit>{_HABIT})"
         rf"(?=\s*$|\s+(?:\d+|a|an|last|this|in|on|since|ago|after|cold|completely|for good|and|"
         rf"but|so|because|yesterday|today|recently)\b)", build_quit_habit),
    _row("family", rf"^{_IM}\s+{_ADV}(?:(?:a|an|the)\s+)?(?P<hours>(?:full|part)[- ]time\s+)?(?:unpaid\s+)?"
         rf"(?:carer|caregiver|care giver)\s+(?:for|to|of)\s+my\s+(?P<rel>{_REL}){WORD_END}", build_carer),
    _row("family", rf"^{_IM}\s+{_ADV}my\s+(?P<rel>{_REL})(?:'s|s)\s+(?P<hours>(?:full|part)[- ]time\s+)?"
         rf"(?:carer|caregiver){WORD_END}", build_carer),
    *WORK_ROWS,  # jobs, employers and volunteering (`identity_work_rows`)
    _row("marital", r"^my\s+(?P<rel>wife|husband|partner)\s+(?:passed away|died)\b", build_widowed),
    _row("employer", rf"^i\s+{_ADV}(?:drive|deliver|ride|cook|write|design|code|freelance)\s+"
         rf"for\s+{_ORG}", build_employer),
    _row("employer", rf"^my\s+(?:contract|job|position|role|internship)\s+(?:with|at)\s+{_ORG}\s+"
         rf"(?P<neg>ended|is over|finished|ran out|was terminated|was cut)", build_employer),
    _row("employer", rf"^(?:i\s+)?{_ADV}(?:got hired|got a job|started (?:a new job|working))\s+"
         rf"(?:at|with|for)\s+{_ORG}{_CITY}", build_employer),
    _row("employer", rf"^i\s+{_ADV}(?P<neg>quit|left|resigned from|got laid off from|was laid off"
         rf" from|got fired from|lost my job at)\s+(?:my\s+job\s+(?:at|with)\s+)?{_ORG}", build_employer),
    _row("residence", rf"^{_WE}\s+{_ADV}(?:together\s+)?live\s+(?P<prep>on|in)\s+(?P<home>(?:a|an)\s+"
         rf"(?:[\w-]+\s+)?(?:{_ODD_HOME})){WORD_END}{_CITY}", build_home),
    _row("residence", rf"^(?:{_LIVE_VERB})\s+(?:{_LIVE_PREP})\s+{_PLACE}"
         # when, then where from: "moved to lisbon 3 weeks ago from columbus ohio"
         rf"(?:(?:\s+(?:\d+|a|an|two|three|four|five|six|a\s+few|a\s+couple\s+of)\s+(?:days?|"
         rf"weeks?|months?|years?)\s+ago|\s+last\s+(?:week|month|year|spring|summer|autumn|"
         rf"fall|winter))?\s+from\s+(?P<old>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+)?))?", build_residence),
    _row("residence", rf"^(?:{_WE}(?:'re| are|'m| am)?\s+)?based\s+out\s+of\s+{_PLACE}", build_residence),
    _row("residence", rf"^(?:{_LIVE_VERB})\s+with\s+(?P<with>(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+)"
         rf"\s+in\s+{_PLACE}", build_residence),
    _row("residence", rf"^{_WE}\s+{_ADV}(?:bought|rent(?!\s+out\b)|(?:'re|are|am|'m)\s+renting(?!\s+out\b)|own|share|"
         rf"moved\s+into|got\s+the\s+keys\s+to)\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){{0,2}}?"
         rf"{_HOME}\s+in\s+{_PLACE}", build_home_of_their_own),
    _row("residence", rf"^(?:{_WE}(?:'ve| have)?\s+)?{_ADV}(?:moved|relocated)\s+from\s+"
         rf"(?P<old>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+)?)\s+to\s+{_PLACE}", build_residence),
    _row("residence", rf"^(?:{_IM}|we(?:'re| are))\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?:in|living in|"
         rf"(?:out|over|down|up)\s+(?:here\s+)?in)\s+{_PLACE}(?(neg)\s+(?:anymore|any more)|)",
         build_residence_named),
    # "I've been in Melbourne for 3 years", "been in toronto 5 yrs now": only with how long
    # (not "been in London all week").
    _row("residence", rf"^{_WE}(?:'ve| have)\s+{_ADV}been\s+in\s+{_PLACE}(?=\s+(?:(?:for\s+)?(?:\d+|a|"
         rf"two|three|four|five|six|ten|many|several)\s+(?:years?|yrs|months)|since)\b)",
         build_residence_named),
    _row("residence", rf"^(?:(?:out|over|down|up)\s+)?here\s+in\s+{_PLACE}", build_residence_named),
    _row("origin", rf"^(?:{_IM}\s+{_ADV}(?:originally\s+)?from|i\s+come\s+from|(?:i\s+)?grew\s+up"
         rf"\s+in|(?:i\s+was\s+)?born\s+(?:and\s+raised\s+)?in|originally\s+from)\s+{_PLACE}",
         build_origin),
    _row("origin", rf"^{_IM}\s+(?:(?:half|originally)\s+)?(?P<nat>{_NAT}){WORD_END}", build_nationality),
    _row("name", rf"^(?:my\s+name\s+is|(?:you\s+can\s+|please\s+)?call\s+me|i\s+go\s+by)\s+{_NAME}",
         build_name),
    _row("age", rf"^(?:{_IM}|i\s+just\s+turned|i\s+turned)\s+(?P<age>\d{{1,2}})"
         r"(?:\s+years?\s+(?:old|young)|\s*yo|\s*y/o)?(?:\s+(?:now|btw|today))?"
         r"(?=\s+(?:and|but|so)\b|$)", build_age),
    _row("family", rf"^(?:{_IM}\s+)?(?:a\s+)?(?:(?:proud|single|stay[- ]at[- ]home|full[- ]time|working)\s+)*"
         rf"(?:dad|mum|mom|mother|father|parent|grandma|grandpa|grandmother|grandfather)\s+(?:of|to)\s+"
         rf"(?P<count>a|an|one|two|three|four|five|six|\d{{1,2}}|twins?|triplets?)(?:\s+(?P<rel>kids|"
         rf"children|boys|girls|grandkids|grandchildren|sons|daughters))?{WORD_END}", build_parent_of),
    _row("business", rf"^(?:i|we)(?:'ve| have)?\s+{_ADV}(?P<neg>sold|closed|shut down|gave up|"
         rf"handed over)\s+(?:my|our|the)\s+(?P<biz>{_MODS}(?:{_BIZ})){WORD_END}{_CITY}",
         build_business),
    _row("occupation", rf"^(?:(?:a|an)\s+)?{_BARE_ROLE}\s+by\s+(?:day|night)", build_occupation),
    # a job noun the lexicon lacks, by its shape: "vinted reseller by night"
    _row("occupation", rf"^(?:(?:a|an)\s+)?{open_role('orole')}\s+by\s+(?:day|night)\b", build_occupation),
    _row("occupation", rf"^(?:my\s+)?(?:day\s+|real\s+|main\s+)?job\s+is\s+(?:in\s+)?"
         rf"(?P<field>{_FIELD}){WORD_END}{_CITY}", build_field),
    _row("marital", r"^(?:the|my|our)\s+(?P<state>divorce)\s+(?:is|was|got|has been)\s+(?:final|"
         r"finali[sz]ed|through|done|official)", build_divorce_final),
    _row("employer", rf"^i\s+(?:have|'ve got)\s+(?P<years>\d+|two|three|four|five|six|seven|eight|nine|"
         rf"ten)\s+years(?:\s+of\s+experience)?\s+(?:in|as)\s+(?P<what>(?:an?\s+)?[\w-]+(?:\s+[\w-]+)?)"
         rf"(?:\s+(?:at|with|for)\s+{_ORG})?", build_experience_years),
    _row("marital", rf"^(?:{_IM}|we(?:'re| are))\s+{_ADV}(?P<neg>not\s+)?(?P<state>married|engaged|divorced|"
         rf"separated|widowed|single){WORD_END}(?:\s+to\s+{_NAME})?", build_marital),
    _row("partner", r"^(?:(?:me|i) and (?P<who>my \w+|[a-z][\w'-]*)|we|i)\s+(?:just\s+)?"
         r"(?:broke up|split up|separated)(?:\s+with\s+(?P<w2>my \w+|[a-z][\w'-]*))?", build_breakup),
    _row("diet", rf"^(?:{_IM}|i've\s+been)\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?:a\s+|an\s+)?"
         rf"(?:(?:strict|mostly|severely|very)\s+)?(?P<state>{_STATE}){WORD_END}", build_state),
    _row("health", rf"^i(?:'ve\s+(?:had|got)|\s+{_ADV}(?:have|'ve got|have got|suffer from|suffer with|"
         rf"live with|got|get|have had|(?:was|got|'ve been|have been|just been)\s+diagnosed with))\s+"
         rf"(?:(?:mild|severe|chronic|bad)\s+)?(?P<cond>gestational diabetes|{_COND}){WORD_END}",
         build_condition),
    _row("allergy", rf"^(?:{_IM}|i\s+(?:suddenly\s+)?{_ADV}(?:became|got|have become|'ve become))\s+{_ADV}(?:(?:severely|very|really|deathly|mildly)\s+)?allergic\s+"
         r"to\s+(?P<what>[\w' &-]{1,60})", build_allergy),
    _row("allergy", rf"^i\s+{_ADV}have\s+(?:a|an)\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+allerg(?:y|ies)",
         build_allergy),
    _row("diet", rf"^{_IM}\s+{_ADV}(?P<what>[\w-]+)[- ]intolerant", build_intolerance),
    _row("diet", rf"^i\s+{_ADV}(?:don't|do not|never|can't)\s+eat\s+(?P<what>[a-z]+(?:\s+or\s+"
         r"[a-z]+)?)$", build_avoids),
    _row("language", rf"^(?:i\s+{_ADV}(?:speak|can speak|sign in|use|grew up speaking)|{_IM}\s+{_ADV}(?:fluent|"
         rf"native|bilingual)\s+in|{_IM}\s+(?:a\s+)?native|my\s+(?:first|native|mother)\s+"
         rf"(?:language|tongue)\s+is)\s+(?:(?:a\s+(?:little|bit)(?:\s+of)?|some|fluent|basic|"
         rf"conversational|decent|good|bad|broken)\s+)?"
         rf"(?P<langs>(?:{LANGUAGE_WORDS}){WORD_END}.*)", build_languages),
    # a language named first: "Welsh is my first language", "my german is rusty, maybe B1"
    _row("language", rf"^(?P<langs>(?:{LANGUAGE_WORDS}){WORD_END})(?:'s|\s+is)\s+my\s+(?:first|native|"
         r"mother|home)\s+(?:language|tongue)", build_languages),
    # "my English is ok" said in English rates the chat's own language: no note
    _row("language", rf"^my\s+(?!english\s+is\s+(?:\w+\s+)?(?:ok|okay|good|decent|basic|rusty|not)\b)"
         rf"(?P<langs>(?:{LANGUAGE_WORDS}){WORD_END})(?:'s|\s+is)\s+{_ADV}(?:a\s+bit\s+|"
         r"pretty\s+|quite\s+|very\s+|super\s+|so+\s+|really\s+)?(?:rusty|basic|decent|ok|okay|good|fluent|"
         r"conversational|native|[abc][12])\b", build_languages),
    _row("pet", rf"^{_WE}\s+{_ADV}(?:have|'ve got|have got|got|own|adopted|rescued)\s+{_COUNT}\s+"
         rf"(?:(?P<mods>(?:[a-z0-9-]+\s+){{0,2}}?[a-z0-9-]+)\s+)??(?P<pet>{_PET})(?:e?s)?{WORD_END}"
         rf"(?:\s+(?:named|called)\s+{_NAME})?", build_pet),
    # "our parrot kiko is 22", "my old labrador bess is 14", "our border collie maple has…":
    # a kind, perhaps with an age word or a breed's first word, then a name before the verb
    _row("pet", rf"^(?:my|our)\s+(?:(?:old|new|little|rescue|senior|baby)\s+|(?P<breed>(?!(?:{_PET})\b)[a-z]+)"
         rf"\s+(?={_PET}\s))?(?P<pet>{_PET})(?:\s+(?P<name>(?!(?:is|was|has|just)\b)[a-z][\w'-]*))?"
         r"(?=\s+(?:is|was|has|keeps|ate|loves|hates|talks|just|won't|can't|doesn't)\b)", build_pet_of_breed),
    _row("education", rf"^i\s+{_ADV}(?P<verb>have)\s+(?P<what>(?:a|an)\s+(?:{_DEG})(?:\s+degree)?{WORD_END}"
         rf"(?:\s+(?:in|from)\s+[\w'&.-]+(?:\s+(?!(?:{_STOP})\b)[\w'&.-]+){{0,3}}){{0,2}})", build_education),
    _row("education", rf"^i\s+{_ADV}(?P<verb>graduated)\s+(?P<what>from\s+[\w'&.-]+(?:\s+"
         rf"(?!(?:{_STOP})\b)[\w'&.-]+){{0,3}}(?:\s+in\s+\d{{4}})?(?:\s+with\s+(?:a|an)\s+[\w\s'-]+?"
         r"degree)?)", build_education),
    # "i study law at UCL"; not when one studies, or where ("in the evenings", "at home")
    _row("education", rf"^(?:{_IM}\s+|i\s+)?{_ADV}(?P<verb>study)(?:ing)?\s+(?P<what>(?!for\b)[\w-]+"
         rf"(?:\s+[\w-]+)?(?:\s+back\s+home)?\s+(?:at|in)\s+(?!(?:home|night|my|the\s+(?:mornings?|evenings?|"
         rf"weekends?|library|moment))\b)[\w'&.-]+(?:\s+(?!(?:{_STOP})\b)[\w'&.-]+){{0,3}})", build_education),
    # A degree in progress: "doing a PhD in marine biology at UCT", "in my 4th yr of
    # architecture at la catolica", "halfway through a degree in history".
    _row("education", rf"^(?:{_IM}\s+)?{_ADV}(?:doing|taking|studying for|working (?:on|towards)|"
         rf"halfway through|partway through)\s+(?:a|an|my)\s+(?P<deg>{_DEG})(?:\s+degree)?\s+"
         rf"(?P<on>in|on)\s+{_SUBJECT}(?:\s+at\s+{_ORG})?{_CITY}", build_degree_underway),
    _row("education", rf"^(?:{_IM}\s+)?(?:in\s+)?(?:my\s+)?(?P<year>\d(?:st|nd|rd|th)|first|second|"
         rf"third|fourth|fifth|final|last)\s+(?:yr|year)\s+of\s+(?:(?:a|an|my)\s+(?P<deg>{_DEG})"
         rf"(?:\s+degree)?\s+in\s+)?{_SUBJECT}(?:\s+at\s+{_ORG})?{_CITY}", build_degree_underway),
    _row("education", rf"^{_IM}\s+{_ADV}in\s+(?P<what>(?:year|grade|yr)\s+\d{{1,2}}|\d{{1,2}}(?:st|nd|rd|th)"
         r"\s+grade)\b", build_school_year),
    _row("education", rf"^(?:{_IM}\s+)?(?P<neg>not|no longer)\s+studying\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)"
         r"\s+(?:anymore|any more)", build_education),
    _row("education", r"^i\s+(?P<verb>dropped)\s+out\s+of\s+(?:my\s+|a\s+)?(?P<what>[\w'-]+)",
         build_education),
    _row("family", rf"^{_WE}\s+{_ADV}(?:have|'ve got|have got)\s+{_COUNT}\s+(?:(?P<mods>\d+\s*"
         rf"(?:year|month)[- ]old|little|grown[- ]up|teenage|adult)\s+)?(?P<rel>{_REL}|sons|"
         rf"daughters|brothers|sisters|kids?|children|grandchildren|grandkids|teenagers?|teens|"
         rf"toddlers?|stepkids|boys|girls){WORD_END}"
         rf"(?:\s+(?:named|called)\s+{_NAME})?", build_family),
    _row("family", rf"^{_WE}\s+{_ADV}(?:had|welcomed)\s+(?:a|our)\s+(?:(?:first|second|third|new)\s+)?"
         r"(?P<baby>baby(?:\s+(?:girl|boy))?|son|daughter)\b", build_new_baby),
    _row("occupation", rf"^i\s+{_ADV}(?:write|code in|program in)\s+(?:(?:mostly|mainly)\s+(?:in\s+)?)?"
         rf"(?P<langs>(?:{_CODE}){WORD_END}.*)", build_code_languages),
    # "perfect ta" is thanks, read with a supplied "I": a verb role alone needs more than "ta"
    _row("occupation", rf"^i\s+{_ADV}(?!ta\s*$)(?P<verb>{_VERB_ROLE})(?!\s+(?:you|him|her|me|them|it|that|this|my|our|his|their|your|everyone|people)\b)"
         rf"{WORD_END}", build_verb_role),
    _row("creator", rf"^i\s+{_ADV}(?P<verb>stream|post|vlog|podcast|make\s+(?:videos|content|music|art)|"
         rf"sell\s+(?!(?:my|our|the|some|this|that|these|those|it|them)\b)(?:[\w-]+\s+){{0,2}}?[\w-]+)"
         rf"(?:\s+[\w-]+){{0,3}}?\s+on\s+(?P<platform>{_PLATFORM}){WORD_END}",
         build_platform),
    _row("hobby", rf"^{_WE}(?:'ve\s+got|\s+{_ADV}(?:keep|raise|breed|have|have got|got))\s+(?:(?:a few|some|\d+|a|an|one|two|three|"
         rf"four|five|six)\s+)?(?P<what>{_KEPT}){WORD_END}(?:\s+(?:named|called)\s+{_NAME})?", build_kept_animals),
    _row("hobby", rf"^i\s+{_ADV}(?:play\s+(?P<the>the\s+)?(?P<inst>{_INST})|sing){WORD_END}(?:\s+(?:in|for|with)\s+"
         rf"(?P<group>(?:a|an|the|my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:band|trio|quartet|orchestra|choir|"
         rf"ensemble|group|church))(?!\w))?", build_plays),
    _row("occupation", rf"^i\s+{_ADV}(?P<work>(?:[\w-]+\s+){{1,4}}?)for\s+a\s+living\b",
         build_for_a_living),
    _row("marital", rf"^(?:{_IM}\s+)?(?:a\s+)?single\s+(?P<who>dad|mum|mom|mother|father|parent)"
         rf"{WORD_END}", build_single_parent),
    _row("family", rf"^(?:(?:my|our)\s+)?(?:new\s+)?baby\s+(?:(?:girl|boy|son|daughter)\s+)?{_NAME}\s+is\s+"
         rf"(?P<age>\d{{1,2}}\s+(?:weeks?|months?|days?))\s+old", build_baby_named),
    _row("family", rf"^i\s+{_ADV}(?:look after|care for|take care of)\s+my\s+(?P<rel>{_REL}){WORD_END}",
         build_cares_for),
)  # fmt: skip
# Read after every row above: family, pets and pursuits said in other frames.
PATTERNS += FAMILY_ROWS + PURSUIT_ROWS + KIN_ROWS + PRACTICE_ROWS + PASTIME_ROWS
