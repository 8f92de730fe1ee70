"""Held-out set 7 of real-chat text for the rule-based extractor.

How it was written (and kept independent of the patterns):

1. Its own list of situations first (below, `SITUATIONS`): people, places and chat hazards
   invented for this set, chosen from what people tell a chat assistant, not from what a
   pattern could match.
2. For each situation, the user's turns as that person would type them: emoji-studded
   fragments, one long paragraph with a question at the end, typos, mixed Italian and
   English, Korean, a traceback and SQL, sarcasm, what-ifs, role-play, text to proofread
   or translate for someone else, news about other people, one-word answers to the
   assistant's questions.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", without running the extractor. About a third of the user
   turns state nothing durable about the user and carry no label.
4. The file was committed before it was measured and is never edited to fit the
   extractor: a label the extractor misses stays a miss.

The label format and the meaning of `existing` are those of `realchat_corpus`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a beekeeper near Ljubljana who answers in emoji-studded fragments",
    "an air traffic controller: one long paragraph about shifts, custody and a transfer",
    "a pharmacy technician in Glasgow typing fast with typos and no apostrophes",
    "a data engineer in Rotterdam pasting a Python traceback and SQL",
    "role-play and a bedtime story that cast the user as someone else",
    "sarcasm about early meetings and a long commute",
    "a chef from Bari living in Leeds, mixing Italian and English",
    "a sommelier answering the assistant's questions one word at a time",
    "moving back from Tbilisi to Yerevan and leaving translation (existing memories)",
    "coeliac disease and asthma while asking for a birthday cake recipe",
    "an old tortoise and a new ferret",
    "speaking Tagalog and Cantonese, learning Korean",
    "a marine biology master's student in Hobart",
    "proofreading a brother's cover letter and translating a neighbour's letter",
    "wishes and what-ifs next to one plain fact",
    "a coworker's marathon and a brother-in-law's advice",
    "how to answer: metric, no bullet points, blunt",
    "greetings, thanks and reactions",
    "time phrases in front: a 10k on saturday, a root canal next tuesday",
    "paramedic, 41, two teenagers, divorced, in one breath",
    "a lesson from losing three weeks of thesis work",
    "restoring a motorbike and building a shed",
    "a question that carries a move to Trondheim",
    "laid off from a warehouse, looking for forklift work (existing memory)",
    "casual likes and dislikes: coriander, ska, a textbook tone",
    "lessons from a peeling bathroom and a dead car battery",
    "a mobile dog groomer in Galway",
)

HOLDOUT7: list[Conversation] = [
    Conversation(
        "beekeeper near Ljubljana, emoji fragments",
        [
            (U, "morning 🐝", []),
            (U, "so i keep bees, about 12 hives now 😅", [("identity", "bee")]),
            (A, "Nice! Where are the hives?", []),
            (U, "just outside ljubljana, my grandpas old land", [("identity", "ljubljana")]),
            (
                U,
                "varroa mites are wrecking 2 of them rn. is oxalic acid ok in may??",
                [("context", "varroa")],
            ),
        ],
    ),
    Conversation(
        "air traffic controller, one long paragraph",
        [
            (
                U,
                "Okay long one, sorry. I'm an air traffic controller at Shannon, been doing it "
                "11 years, and since the divorce last autumn I have my daughter every second "
                "week, which doesn't fit well with a rotating roster at all. Right now I'm also "
                "trying to get a transfer to Dublin so I'm closer to her school. Is it normal to "
                "ask HR for a fixed pattern for childcare reasons, or will that hurt my transfer?",
                [
                    ("identity", "traffic controller"),
                    ("identity", "shannon"),
                    ("identity", "divorce"),
                    ("identity", "daughter"),
                    ("context", "transfer"),
                ],
            ),
            (A, "It's a reasonable request and it shouldn't count against a transfer.", []),
            (U, "ok that helps, cheers", []),
            (
                U,
                "oh and I'm back on night shifts from June 3rd, six weeks of them",
                [("activity", "night shift")],
            ),
        ],
    ),
    Conversation(
        "pharmacy technician, typos and no apostrophes",
        [
            (
                U,
                "im a pharmacy techncian at a boots in glasgow",
                [("identity", "pharmacy"), ("identity", "glasgow")],
            ),
            (
                U,
                "doin my registration exams in august, any tips for the calcs paper",
                [("activity", "exam")],
            ),
            (U, "my manger keeps putting me on lates even tho i asked not too", []),
            (U, "also keep it short pls, i read these on my break", [("preference", "short")]),
        ],
    ),
    Conversation(
        "data engineer with a traceback and SQL",
        [
            (
                U,
                "I'm a data engineer at a logistics company in Rotterdam, we run everything on "
                "Airflow.",
                [("identity", "data engineer"), ("identity", "rotterdam")],
            ),
            (
                U,
                "Traceback (most recent call last):\n"
                '  File "dags/load_shipments.py", line 42, in load\n'
                "    cur.execute(sql)\n"
                "psycopg2.errors.QueryCanceled: canceling statement due to statement timeout\n"
                "any idea?",
                [],
            ),
            (
                U,
                "```sql\nSELECT s.*, c.name FROM shipments s\nJOIN carriers c ON c.id = "
                "s.carrier_id\nWHERE s.shipment_id = ANY(%s);\n```\nwhy is this so slow",
                [],
            ),
            (
                U,
                "fixed it, was missing an index on shipment_id 🙃 note to self: always look at "
                "the query plan before blaming the warehouse",
                [("experience", "query plan")],
            ),
        ],
    ),
    Conversation(
        "role-play and a story about someone else",
        [
            (
                U,
                "pretend you're my landlord and I'm asking for my deposit back, be really stubborn",
                [],
            ),
            (
                U,
                "write a short story where i'm a lighthouse keeper on the faroe islands and a "
                "whale talks to me",
                [],
            ),
            (U, "lol make the whale sassier", []),
            (
                U,
                "this is for my daughter btw, she's 7 and obsessed with whales",
                [("identity", "daughter")],
            ),
        ],
    ),
    Conversation(
        "sarcasm about meetings and the commute",
        [
            (U, "oh great, another 'quick sync' at 7:45am. i LOVE my job 🙃", []),
            (U, "anyway. how do i politely decline recurring meetings in outlook", []),
            (
                U,
                "genuinely tho, 90 mins each way on the m25 every day is destroying me",
                [("context", "m25")],
            ),
        ],
    ),
    Conversation(
        "chef from Bari in Leeds, Italian and English",
        [
            (
                U,
                "sono di Bari, but I've been in Leeds for six years now",
                [("identity", "bari"), ("identity", "leeds")],
            ),
            (U, "lavoro come chef in a small trattoria in Headingley", [("identity", "chef")]),
            (
                U,
                "mia mamma is coming to visit il mese prossimo, what should I show her in "
                "Yorkshire?",
                [("activity", "visit")],
            ),
            (A, "York, Whitby and the Dales are all easy day trips from Leeds.", []),
            (U, "grazie mille!", []),
        ],
    ),
    Conversation(
        "sommelier, one-word answers",
        [
            (A, "What do you do for a living?", []),
            (U, "sommelier", [("identity", "sommelier")]),
            (A, "Oh nice, where?", []),
            (U, "hotel in cork", [("identity", "cork")]),
            (A, "And what would you like help with?", []),
            (
                U,
                "wine list descriptions, the new menu launches on the 3rd",
                [("activity", "menu")],
            ),
            (A, "Happy to. Red or white first?", []),
            (U, "red", []),
        ],
    ),
    Conversation(
        "moved back to Yerevan, new job",
        [
            (
                U,
                "update: not in tbilisi anymore, moved back to yerevan last month",
                [("retract", "tbilisi"), ("identity", "yerevan")],
            ),
            (
                U,
                "and i stopped translating, its a ux writer job now at a bank",
                [("retract", "translator"), ("identity", "ux writer")],
            ),
            (U, "can you help me rewrite my linkedin headline", []),
        ],
        existing=[
            ("h1", "Lives in Tbilisi", "location"),
            ("h2", "Works as a translator", "professional"),
        ],
    ),
    Conversation(
        "coeliac, asthma, a birthday cake",
        [
            (
                U,
                "im coeliac and have asthma, any ideas for a gluten free birthday cake that "
                "isnt dry",
                [("identity", "coeliac"), ("identity", "asthma")],
            ),
            (U, "the cake is for saturday, my partners 30th", [("activity", "30th")]),
            (U, "also no nuts, my partner is allergic", []),
        ],
    ),
    Conversation(
        "tortoise and ferret",
        [
            (
                U,
                "my tortoise gus is 40 years old, older than me lol",
                [("identity", "tortoise")],
            ),
            (U, "is it ok to give him strawberries", []),
            (
                U,
                "we also got a ferret last week, her name is pickle 🐾",
                [("identity", "ferret")],
            ),
            (U, "pickle bit the postman. not great", []),
        ],
    ),
    Conversation(
        "Tagalog and Cantonese, learning Korean",
        [
            (
                U,
                "i grew up speaking tagalog and cantonese at home",
                [("identity", "tagalog"), ("identity", "cantonese")],
            ),
            (U, "now learning korean for fun, around TOPIK 2 level", [("context", "korean")]),
            (U, "can you quiz me on 10 verbs? 한국어로 부탁해요", []),
            (A, "먹다 — what does it mean?", []),
            (U, "to eat! ok next", []),
        ],
    ),
    Conversation(
        "marine biology master's in Hobart",
        [
            (
                U,
                "I'm doing a master's in marine biology at the University of Tasmania, so I'm "
                "in Hobart till at least next year.",
                [("identity", "marine biology"), ("identity", "hobart")],
            ),
            (
                U,
                "my dissertation is on kelp forest decline and the data collection is killing me",
                [("context", "kelp")],
            ),
            (
                U,
                "field trip to Maria Island next Thursday, what do I pack for 4 days",
                [("activity", "maria island")],
            ),
        ],
    ),
    Conversation(
        "proofreading and translating for others",
        [
            (
                U,
                "can you proofread this for my brother: 'Dear Hiring Manager, I am a certified "
                "electrician with ten years of experience in commercial installations and I "
                "live in Aberdeen.'",
                [],
            ),
            (
                U,
                "my neighbour got this letter, what does it say? 'Szanowni Państwo, czynsz "
                "wzrośnie od lipca o 200 zł.'",
                [],
            ),
        ],
    ),
    Conversation(
        "what-ifs and one fact",
        [
            (U, "if i were a pilot id fly to new zealand every weekend", []),
            (U, "i wish i lived somewhere warm like malta", []),
            (U, "maybe one day ill learn the cello, who knows", []),
            (
                U,
                "realistically tho i'm an accountant in derby and its raining again",
                [("identity", "accountant"), ("identity", "derby")],
            ),
        ],
    ),
    Conversation(
        "other people's news",
        [
            (U, "my coworker priya just ran the berlin marathon in under 3 hours, insane", []),
            (
                U,
                "my brother in law is a dentist in Leipzig and he keeps telling me to floss",
                [],
            ),
        ],
    ),
    Conversation(
        "how to answer",
        [
            (
                U,
                "quick thing, always use metric with me, im not american",
                [("preference", "metric")],
            ),
            (
                U,
                "and no bullet points, i hate them, write normal sentences",
                [("preference", "bullet")],
            ),
            (U, "be blunt, dont sugarcoat stuff", [("preference", "blunt")]),
            (U, "right. is 5k in 28 minutes decent for a 35 yo woman", [("identity", "35")]),
        ],
    ),
    Conversation(
        "small talk",
        [
            (U, "good morning!", []),
            (A, "Good morning! What's on your mind?", []),
            (U, "nothing much haha, just procrastinating", []),
            (U, "thank you, that was really helpful 😊", []),
        ],
    ),
    Conversation(
        "time phrases in front",
        [
            (U, "on saturday im running my first 10k in cardiff", [("activity", "10k")]),
            (
                U,
                "next tuesday i have a root canal and im terrified",
                [("activity", "root canal")],
            ),
            (U, "in july we're driving to the dolomites", [("activity", "dolomites")]),
            (
                U,
                "and the 14th is my nephew's christening, i'm the godmother!!",
                [("activity", "christening")],
            ),
        ],
    ),
    Conversation(
        "compound facts",
        [
            (
                U,
                "paramedic, 41, two teenagers, divorced. need help with a budget spreadsheet",
                [
                    ("identity", "paramedic"),
                    ("identity", "41"),
                    ("identity", "teenagers"),
                    ("identity", "divorced"),
                ],
            ),
            (A, "Sure, monthly or weekly?", []),
            (U, "monthly", []),
        ],
    ),
    Conversation(
        "lesson from a lost thesis",
        [
            (
                U,
                "lost 3 weeks of thesis work last year when my laptop died. now everything goes "
                "to git AND a usb stick, lesson learned the hard way",
                [("experience", "thesis")],
            ),
            (U, "anyway can u explain git stash", []),
        ],
    ),
    Conversation(
        "motorbike and shed",
        [
            (
                U,
                "restoring a 1978 honda cb750 in my garage, been at it since january",
                [("context", "honda")],
            ),
            (U, "also building a shed with my dad on weekends", [("context", "shed")]),
            (U, "carb is flooding, any ideas?", []),
        ],
    ),
    Conversation(
        "a question carrying a move",
        [
            (
                U,
                "just moved to Trondheim for work, where do people go hiking near the city?",
                [("identity", "trondheim")],
            ),
            (
                U,
                "I'm a physiotherapist at St. Olavs so weekends are all I have",
                [("identity", "physiotherapist")],
            ),
            (
                U,
                "also vegetarian, so no reindeer recommendations lol",
                [("identity", "vegetarian")],
            ),
        ],
    ),
    Conversation(
        "laid off, looking for forklift work",
        [
            (
                U,
                "got laid off from the warehouse in march, applying for forklift jobs now",
                [("retract", "warehouse"), ("context", "forklift")],
            ),
            (U, "interview thursday at 10", [("activity", "interview")]),
            (U, "can you do a mock interview? you be the manager", []),
        ],
        existing=[("w1", "Works at a warehouse", "professional")],
    ),
    Conversation(
        "casual likes and dislikes",
        [
            (
                U,
                "fyi coriander tastes like soap to me so leave it out of anything u suggest",
                [("preference", "coriander")],
            ),
            (
                U,
                "and im obsessed with ska, like proper 2 tone stuff",
                [("preference", "ska")],
            ),
            (
                U,
                "also u talk like a textbook lol, can u be more casual with me",
                [("preference", "casual")],
            ),
        ],
    ),
    Conversation(
        "lessons from DIY and a dead battery",
        [
            (
                U,
                "painted the bathroom without sanding first and it peeled within a month. never "
                "skipping the prep again",
                [("experience", "paint")],
            ),
            (
                U,
                "same energy as last winter when the car battery died on the way to the "
                "airport and i missed my flight, now theres a jump starter in the boot",
                [("experience", "battery")],
            ),
        ],
    ),
    Conversation(
        "dog groomer in Galway",
        [
            (
                U,
                "i groom dogs for a living, mobile van around galway",
                [("identity", "groom"), ("identity", "galway")],
            ),
            (U, "been doing it since i left the army in 2019", [("identity", "army")]),
            (U, "whats a fair price for a doodle full groom these days", []),
        ],
    ),
]
