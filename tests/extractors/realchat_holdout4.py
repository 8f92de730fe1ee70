"""The fourth held-out real-chat set for the rule-based extractor.

Written from its own list of situations (below) after the patterns of its time, committed
before it was first run, and not edited since but for one label (below). Measured once when new (precision / recall
0.917 / 0.524); its misses were then read for classes of mistakes, so it is development data now.
The honest estimate comes from sets never developed on (see `test_realchat_corpus.py`).
Same label format as `realchat_corpus.py`.
One label was changed later, for consistency across sets and not to fit the extractor:
a pursuit practised regularly is identity, as the label guide in `docs/domain.md` says
(it was labelled preference here).
One more label was changed later, for consistency across sets and not to fit the extractor:
what the user regularly does (a routine or a pursuit: cycling 200km a week) is identity, as the
label guide in `docs/domain.md` says (it was labelled preference here).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a midwife on night shifts, terse",
    "an architect in Vienna, long and formal, several facts",
    "a user who lost their job and moved back in with parents (existing memories)",
    "a cyclist planning a tour with dates",
    "a user with food allergies asking for a restaurant",
    "a user asking the assistant to pretend to be their late grandmother",
    "a Dutch user writing in Dutch and English",
    "a hobby baker with a sourdough lesson",
    "a user discussing a friend's breakup (nothing about themselves)",
    "a manager at a logistics firm venting about a project",
    "a new dog owner, lowercase, lots of emoji",
    "a user giving three style preferences in one message",
    "an accountant studying for an exam, with a date",
    "a user quoting a tweet",
    "someone who got engaged (existing memories)",
    "a chatty retiree who volunteers",
    "a musician teacher with students",
    "a user who keeps asking how-to questions",
)

HOLDOUT4: list[Conversation] = [
    Conversation(
        "midwife, terse",
        [
            (U, "midwife. nights. exhausted.", [("identity", "midwife")]),
            (U, "need quick dinner ideas i can eat at 3am", []),
            (U, "no fish pls, hate it", [("preference", "fish")]),
        ],
    ),
    Conversation(
        "architect in Vienna",
        [
            (
                U,
                "Good morning. I am an architect working in Vienna, specialising in timber "
                "buildings. We are currently designing a six-storey residential block and I "
                "would like some help comparing CLT suppliers. Please use metric units and "
                "keep the tone professional.",
                [
                    ("identity", "architect"),
                    ("identity", "vienna"),
                    ("context", "residential block"),
                    ("preference", "metric"),
                    ("preference", "professional"),
                ],
            ),
            (A, "Happy to help. Which suppliers are you considering?", []),
            (U, "Stora Enso and Binderholz, mainly.", []),
        ],
    ),
    Conversation(
        "lost job, moved back with parents, existing memories",
        [
            (U, "got laid off from Shopify last month", [("retract", "shopify")]),
            (
                U,
                "had to move back in with my parents in Ottawa 😩",
                [("identity", "ottawa"), ("retract", "toronto")],
            ),
            (U, "how do I stay motivated while job hunting", []),
            (U, "I'm applying to product manager roles mostly", [("context", "product manager")]),
        ],
        existing=[
            ("m1", "Works at Shopify", "professional"),
            ("m2", "Lives in Toronto", "location"),
        ],
    ),
    Conversation(
        "cyclist planning a tour",
        [
            (U, "planning a bike tour through the Loire valley in June", [("context", "loire")]),
            (U, "I cycle about 200km a week", [("identity", "200km")]),
            (U, "leaving from Orléans on June 8th", [("activity", "orléans")]),
            (U, "what should I pack for 10 days", []),
        ],
    ),
    Conversation(
        "food allergies and a restaurant",
        [
            (
                U,
                "my girlfriend and I are going out for her birthday on saturday",
                [
                    ("activity", "birthday"),
                ],
            ),
            (
                U,
                "I'm allergic to shellfish and sesame",
                [
                    ("identity", "shellfish"),
                    ("identity", "sesame"),
                ],
            ),
            (U, "any restaurant types that are usually safe?", []),
        ],
    ),
    Conversation(
        "pretend grandmother",
        [
            (U, "can you pretend to be my late grandmother? she used to tell me stories", []),
            (U, "she was from Sicily and made the best arancini", []),
            (U, "tell me about the village like she would", []),
            (U, "thank you, that was lovely", []),
        ],
    ),
    Conversation(
        "Dutch and English",
        [
            (U, "hoi! ik woon in Utrecht", [("identity", "utrecht")]),
            (U, "I'm a primary school teacher", [("identity", "teacher")]),
            (U, "dank je wel", []),
            (
                U,
                "can you always answer in English? my Dutch students read along",
                [
                    ("preference", "english"),
                ],
            ),
        ],
    ),
    Conversation(
        "hobby baker",
        [
            (U, "I bake sourdough every weekend", [("identity", "sourdough")]),
            (
                U,
                "learned the hard way that a cold oven ruins the oven spring, always preheat "
                "the dutch oven",
                [("experience", "preheat")],
            ),
            (U, "why is my crumb so dense", []),
        ],
    ),
    Conversation(
        "friend's breakup",
        [
            (U, "my best friend just broke up with her boyfriend", []),
            (U, "she's devastated and moving back to Leeds", []),
            (U, "what can I say to help", []),
        ],
    ),
    Conversation(
        "logistics manager venting",
        [
            (
                U,
                "I manage a team of 12 at a logistics firm in Rotterdam",
                [
                    ("identity", "logistics"),
                    ("identity", "rotterdam"),
                ],
            ),
            (
                U,
                "we're rolling out a new warehouse system and it's a mess",
                [
                    ("context", "warehouse system"),
                ],
            ),
            (U, "go-live is on the 1st of July", [("activity", "go-live")]),
            (U, "how do I keep the team from burning out", []),
        ],
    ),
    Conversation(
        "new dog owner",
        [
            (U, "we adopted a puppy yesterday!!! 🐶🐶🐶", [("identity", "puppy")]),
            (U, "his name is Pickle", [("identity", "pickle")]),
            (U, "how do i crate train him", []),
            (U, "omg he just chewed my shoe 😂", []),
        ],
    ),
    Conversation(
        "three style preferences",
        [
            (
                U,
                "a few things: use British spelling, skip the pleasantries, and put code in "
                "fenced blocks",
                [
                    ("preference", "british"),
                    ("preference", "pleasantries"),
                    ("preference", "code"),
                ],
            ),
            (U, "ok now the actual question: how do I parse a CSV in Go", []),
        ],
    ),
    Conversation(
        "accountant studying for an exam",
        [
            (
                U,
                "trainee accountant here, studying for ACCA",
                [
                    ("identity", "accountant"),
                    ("context", "acca"),
                ],
            ),
            (U, "my next exam is on September 2nd", [("activity", "exam")]),
            (U, "I learn best with worked examples", [("preference", "worked examples")]),
        ],
    ),
    Conversation(
        "quoting a tweet",
        [
            (
                U,
                'saw this tweet: "I\'m a doctor and I can confirm coffee is a vegetable" lol '
                "is that true",
                [],
            ),
            (U, "I'm not a doctor obviously", []),
            (U, "I work in marketing", [("identity", "marketing")]),
        ],
    ),
    Conversation(
        "got engaged, existing memories",
        [
            (U, "Sam proposed last night!! we're engaged 💍", [("identity", "engaged")]),
            (U, "wedding probably next summer", []),
            (U, "where do we even start planning", []),
        ],
        existing=[("m3", "Has a girlfriend named Sam", "relationship")],
    ),
    Conversation(
        "chatty retiree who volunteers",
        [
            (
                U,
                "I retired from the post office in 2019 and now I volunteer at the food bank "
                "on Tuesdays and Thursdays. My wife passed away two years ago, so it keeps me "
                "busy.",
                [
                    ("identity", "retired"),
                    ("identity", "food bank"),
                    ("identity", "widow"),
                ],
            ),
            (U, "What are some good hobbies for someone my age?", []),
            (U, "I'm 74", [("identity", "74")]),
        ],
    ),
    Conversation(
        "music teacher",
        [
            (U, "I teach piano to kids from my home studio", [("identity", "piano")]),
            (U, "I have about 25 students right now", []),
            (U, "recital is on the 22nd of June", [("activity", "recital")]),
            (U, "how do I keep the younger ones motivated", []),
        ],
    ),
    Conversation(
        "how-to questions only",
        [
            (U, "how do I reset my router", []),
            (U, "how do I change the wifi password", []),
            (U, "it worked, thanks", []),
            (U, "how do I stop my neighbour using it", []),
        ],
    ),
]
