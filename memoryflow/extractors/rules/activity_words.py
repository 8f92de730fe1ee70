"""The words the activity rules name events and months by: what one can have on a day
("my interview is on friday", "checkride in 3 weeks")."""

from __future__ import annotations

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December")  # fmt: skip

# Compounds are written with a hyphen, as one word or with a space alike ("follow-up",
# "follow up"): chat spells them all three ways.
EVENT_NOUNS = (
    r"appointment|meeting|interview|exam|test|flight|call|class|lesson|session|date|party|"
    r"wedding|match|game|concert|surgery|check[- ]?up|presentation|race|marathon|trip|"
    r"dinner|lunch|recital|tournament|show|review|demo|conference|workshop|vaccination|haircut|"
    r"go[- ]?live|launch|release|kick[- ]?off|move|housewarming|closing|colonoscopy|endoscopy|biopsy|"
    r"ultrasound|procedure|operation|consultation|appraisal|pitch|premiere|opening|christening|"
    r"baptism|bar mitzvah|bat mitzvah|memorial|retreat|festival|sleepover|playdate|tasting|"
    r"jury duty|open house|bake sale|hackathon|webinar|keynote|offsite|all-hands|moot|"
    r"performance|gig|funeral|birthday|ceremony|hearing|audition|defen[cs]e|talk|visit|viva|"
    r"dentist|doctor|physio|gp|check-?in|scan|mri|x[- ]?ray|blood test|finals|midterms?|exams|sats|"
    r"gcses|a-?levels|mcat|lsat|gre|gmat|ielts|toefl|bar exam|parents'? evening|anniversary|"
    r"reunion|shift|graduation|party|baby shower|hen do|stag do|bachelorette|bachelor party|"
    r"first day|last day|"
    r"open day|orientation|induction|court date|tournament|competition|playoffs?|final|drill|"
    r"rehearsal|practice|training session|osce|boards|shoot|photoshoot|fitting|viewing|inspection|"
    r"assessment|appt|bloodwork|blood work|bloods|screening|smear|mammogram|tribunal|"
    r"exhibition|lecture|seminar|appeal|mediation|scan|infusion|injection|jab|booster|"
    r"induction|c-?section|transplant|filling|root canal|extraction|crown|checkup|follow[- ]?up|"
    # named by sport, craft or club: "my bout", "the kiln firing", "a comp", "a 3 day patrol"
    r"course|fight|bout|firing|comp|quiz|grading|weigh-?in|qualifiers|heats|nationals|"
    r"regionals|expedition|trek|patrol|regatta|gala|sportive|triathlon|quincea\w*|sweet sixteen|"
    # a fair or fete one runs a stall or a class at: "the science fair is next thursday"
    r"fair|fete|audit|showcase|derby|deposition|"
    # a round of a cup and the events of a school year a parent goes to: "a cup semi on
    # saturday", "the nativity is on the 12th", "our ward potluck on thursday"
    r"semi(?:-?final)?|quarter-?final|school play|nativity|sports day|prize-?giving|speech day|"
    r"potluck|"
    # an exam sat in stages, named by its stage: "FCPS part 1 is in july", "step 1 on the
    # 3rd", "my paper 2 is monday"; a long ride or run is an outing: "long ride on sunday"
    r"(?:part|paper|step)\s+(?:[1-4]|one|two|three|i{1,3})(?!\s+of\b)|ride|long run|"
    # exams named by when in the year they are sat: "my mocks", "prelims on the 4th"
    r"mocks|prelims|"
    # language and licensing exams named by their acronym: "JLPT N3 in December"
    r"jlpt|hsk|delf|dalf|dele|topik|testdaf|celpip|nclex|usmle|plab|cfa|acca|"
    # checks of a licence or a post, named by the trade: "checkride in 3 weeks", "line check
    # is on the 14th", "the medical is next thursday", "next appearance is the 19th" (the
    # Knowledge), "my sim check on friday"
    r"check-?ride|check ride|line check|sim check|proficiency check|medical|appearance|"
    # a strike or walkout one takes part in: "the strike is on wednesday"
    r"strike|walkout"
)
