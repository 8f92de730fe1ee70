"""The fifth held-out real-chat set for the rule-based extractor.

Written from its own list of situations (below) after the patterns of its time, committed
before it was first run, and not edited since but for the label below. Measured once when new (precision / recall
0.781 / 0.532); its misses were then read for classes of mistakes, so it is development data now.
The honest estimate comes from sets never developed on (see `test_realchat_corpus.py`).
Same label format as `realchat_corpus.py`.
One label was changed later, for consistency across sets and not to fit the extractor: what the
user regularly does (a routine or a pursuit: the daily train to Paddington) is identity, as the
label guide in `docs/domain.md` says (it was labelled preference here).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a social worker with a heavy caseload, writing late at night",
    "a user who runs a food truck and asks about permits",
    "a medical student on placement, with an exam and a rota",
    "a user planning a surprise party for their mum",
    "an expat in Tokyo who teaches English and is learning Japanese",
    "a user with coeliac disease and a toddler",
    "a user asking for a cover letter and pasting the job ad",
    "a user who changed careers from chef to software developer (existing memories)",
    "a sarcastic commuter",
    "a pilot asking about jet lag, with upcoming flights",
    "a user describing a hobby (birdwatching) and a trip",
    "a user who is hard of hearing and prefers text",
    "a bilingual Polish/English user",
    "a teenager preparing for a driving test and working weekends",
    "a user who got divorced and moved (existing memories)",
    "a user asking hypothetical money questions",
    "a beekeeper with a small honey business",
    "a plumber giving short answers",
    "a user who rants about a video game",
    "a researcher with a conference talk and a paper deadline",
)

HOLDOUT5: list[Conversation] = [
    Conversation(
        "social worker, late at night",
        [
            (
                U,
                "it's 1am and I'm still writing case notes. I'm a social worker in child "
                "protection, 40+ cases, it's insane",
                [("identity", "social worker")],
            ),
            (U, "how do other people cope with this", []),
            (U, "I've been doing this job for 6 years", []),
            (U, "please don't tell me to do yoga lol", [("preference", "yoga")]),
        ],
    ),
    Conversation(
        "food truck",
        [
            (U, "I run a taco truck in Austin 🌮", [("identity", "taco truck")]),
            (U, "need a permit for a festival next month, where do I start", []),
            (U, "we do about 200 covers on a good day", []),
        ],
    ),
    Conversation(
        "medical student",
        [
            (
                U,
                "3rd year med student on my surgery placement",
                [
                    ("identity", "med student"),
                ],
            ),
            (U, "OSCE on monday, I'm terrified", [("activity", "osce")]),
            (U, "can you quiz me on the abdominal exam", []),
            (U, "give me one question at a time", [("preference", "one question")]),
        ],
    ),
    Conversation(
        "surprise party for mum",
        [
            (U, "my mum turns 60 on the 14th of june", [("activity", "60")]),
            (U, "I'm throwing her a surprise party at my place", []),
            (U, "she loves ABBA and gin lol", []),
            (U, "ideas for decorations?", []),
        ],
    ),
    Conversation(
        "expat in Tokyo",
        [
            (
                U,
                "I teach English in Tokyo, been here 3 years",
                [
                    ("identity", "teach"),
                    ("identity", "tokyo"),
                ],
            ),
            (
                U,
                "still learning Japanese, JLPT N3 in December",
                [
                    ("context", "japanese"),
                    ("activity", "n3"),
                ],
            ),
            (U, "I'm from New Zealand originally", [("identity", "new zealand")]),
            (
                U,
                "answer in English but add the Japanese for key words",
                [
                    ("preference", "japanese"),
                ],
            ),
        ],
    ),
    Conversation(
        "coeliac with a toddler",
        [
            (
                U,
                "I have coeliac disease so everything has to be gluten free",
                [
                    ("identity", "coeliac"),
                ],
            ),
            (U, "my son is 2 and a very picky eater", [("identity", "son")]),
            (U, "what can I make for a playdate", []),
        ],
    ),
    Conversation(
        "cover letter with pasted job ad",
        [
            (U, "can you write me a cover letter for this job?", []),
            (
                U,
                "Job ad: We are looking for a Senior Analyst. You are a data-driven "
                "professional based in London with 5+ years of experience.",
                [],
            ),
            (U, "I have 6 years in financial analysis at Barclays", [("identity", "barclays")]),
            (U, "keep it under 300 words", []),
        ],
    ),
    Conversation(
        "chef to developer, existing memories",
        [
            (
                U,
                "I left cooking last year, I'm a junior developer now",
                [
                    ("retract", "chef"),
                    ("identity", "developer"),
                ],
            ),
            (U, "did a bootcamp and got hired at a fintech", [("identity", "fintech")]),
            (U, "imposter syndrome is real", []),
        ],
        existing=[("p1", "Works as a chef", "professional")],
    ),
    Conversation(
        "sarcastic commuter",
        [
            (U, "oh wonderful, the train is cancelled AGAIN 🙃", []),
            (U, "best commute ever, truly", []),
            (
                U,
                "I take the 7:40 from Reading to Paddington every day",
                [
                    ("identity", "reading"),
                ],
            ),
            (U, "is it worth getting a season ticket", []),
        ],
    ),
    Conversation(
        "pilot and jet lag",
        [
            (U, "I'm an airline pilot, mostly long haul", [("identity", "pilot")]),
            (
                U,
                "flying to Singapore tomorrow night then Sydney on friday",
                [
                    ("activity", "singapore"),
                ],
            ),
            (U, "how do I handle jet lag better", []),
            (
                U,
                "I've found that melatonin doesn't do much for me",
                [
                    ("experience", "melatonin"),
                ],
            ),
        ],
    ),
    Conversation(
        "birdwatcher",
        [
            (U, "I'm really into birdwatching", [("preference", "birdwatching")]),
            (
                U,
                "going to the Norfolk coast next weekend to see the migration",
                [
                    ("activity", "norfolk"),
                ],
            ),
            (U, "what binoculars would you recommend under £300", []),
        ],
    ),
    Conversation(
        "hard of hearing",
        [
            (
                U,
                "I'm hard of hearing so I prefer text over calls",
                [
                    ("identity", "hard of hearing"),
                    ("preference", "text"),
                ],
            ),
            (U, "can you draft a message to my GP asking for an email appointment", []),
            (U, "thanks, perfect", []),
        ],
    ),
    Conversation(
        "Polish and English",
        [
            (U, "cześć! mieszkam w Krakowie", [("identity", "krak")]),
            (U, "I work as a translator, Polish to English", [("identity", "translator")]),
            (U, "dzięki", []),
            (U, "I'm bilingual, my mum is English", [("identity", "mum english")]),
        ],
    ),
    Conversation(
        "teenager, driving test and weekend job",
        [
            (U, "driving test on thursday!!", [("activity", "driving test")]),
            (U, "i work saturdays at tesco", [("identity", "tesco")]),
            (U, "im 17", [("identity", "17")]),
            (U, "how do i not panic on roundabouts", []),
        ],
    ),
    Conversation(
        "divorced and moved, existing memories",
        [
            (
                U,
                "the divorce is final, and I've moved into a flat in Bristol",
                [
                    ("retract", "married"),
                    ("identity", "divorced"),
                    ("identity", "bristol"),
                    ("retract", "bath"),
                ],
            ),
            (U, "kids are with me every other weekend", []),
            (U, "how do I make a small flat feel like home", []),
        ],
        existing=[
            ("p2", "Is married", "relationship"),
            ("p3", "Lives in Bath", "location"),
        ],
    ),
    Conversation(
        "hypothetical money questions",
        [
            (U, "if I won the lottery should I pay off my mortgage first", []),
            (U, "hypothetically, if I earned 100k, what tax would I pay in the UK", []),
            (U, "just curious, I'm nowhere near that lol", []),
        ],
    ),
    Conversation(
        "beekeeper",
        [
            (U, "I keep bees, 6 hives in my garden", [("identity", "bees")]),
            (
                U,
                "started selling honey at the farmers market this year",
                [
                    ("identity", "honey"),
                ],
            ),
            (U, "do I need a license to sell honey", []),
            (
                U,
                "we lost two hives last winter to varroa, so now I treat in autumn",
                [
                    ("experience", "varroa"),
                ],
            ),
        ],
    ),
    Conversation(
        "plumber, short",
        [
            (U, "plumber", [("identity", "plumber")]),
            (A, "Nice! What can I help you with?", []),
            (U, "invoice template", []),
            (U, "self employed, UK", [("identity", "self-employed")]),
        ],
    ),
    Conversation(
        "video game rant",
        [
            (U, "this boss is impossible I swear", []),
            (U, "I've died like 40 times", []),
            (U, "I hate games with no pause button", [("preference", "pause")]),
            (U, "ok one more try", []),
        ],
    ),
    Conversation(
        "researcher with a talk and a paper",
        [
            (
                U,
                "I'm a postdoc in climate science at Oxford",
                [
                    ("identity", "postdoc"),
                    ("identity", "oxford"),
                ],
            ),
            (U, "giving a talk at EGU in Vienna on april 15th", [("activity", "talk")]),
            (U, "and our paper is due to Nature the week after", [("context", "paper")]),
            (U, "prefer concise bullet points for slides", [("preference", "bullet points")]),
        ],
    ),
]
