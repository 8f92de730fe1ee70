"""The first held-out real-chat set for the rule-based extractor.

Written from its own list of situations (below) after the patterns of its time, committed
before it was first run, and not edited since but for the labels below. Measured once when new (precision / recall
0.900 / 0.720); its misses were then read for classes of mistakes, so it is development data now.
The honest estimate comes from sets never developed on (see `test_realchat_corpus.py`).
Same label format as `realchat_corpus.py`.
Two labels were changed later, for consistency across sets and not to fit the extractor: what
the user regularly does (a routine or a pursuit: cycling to work, three coffees a day) is
identity, as the label guide in `docs/domain.md` says (they were labelled preference here).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a chef changing restaurants, writing in fragments",
    "a long message from a parent about a child's school, allergies and a trip",
    "a nurse on a break typing fast with typos",
    "a data scientist asking about pandas, facts in between code",
    "a user who only jokes and asks questions",
    "a musician and their gigs",
    "someone moving countries, with a retraction of the old city",
    "a student who quit university, retraction of the old study",
    "a user giving style instructions in passing",
    "fitness and diet facts in one long message",
    "a grandparent with grandchildren and a pet",
    "role-play of a job interview and a story about a detective",
    "sarcastic complaints about work",
    "a French speaker mixing French and English",
    "a traveller with plans and finished trips",
)

HOLDOUT: list[Conversation] = [
    Conversation(
        "chef changing restaurants",
        [
            (U, "chef, 10 yrs in kitchens", [("identity", "chef")]),
            (
                U,
                "just left Nobu, starting at a small bistro in Lyon next month",
                [
                    ("retract", "nobu"),
                    ("activity", "bistro"),
                ],
            ),
            (U, "what knives do pros actually use", []),
            (U, "I hate cilantro btw, put it in nothing", [("preference", "cilantro")]),
        ],
        existing=[("h1", "Works at Nobu", "professional")],
    ),
    Conversation(
        "parent, long message",
        [
            (
                U,
                "Hi, I need some help. My son Leo is 7 and has a severe nut allergy, and his "
                "school is organising a trip to the zoo on Thursday. I'm a single mum and I "
                "work full time as a pharmacist so I can't go with them. How do I make sure "
                "the teachers know what to do?",
                [
                    ("identity", "leo"),
                    ("identity", "pharmacist"),
                    ("activity", "zoo"),
                ],
            ),
            (A, "You could give the school an allergy action plan and an EpiPen.", []),
            (U, "he already has an epipen, thanks", []),
            (U, "ok I'll print the plan tonight", []),
        ],
    ),
    Conversation(
        "nurse on a break, typos",
        [
            (U, "im a nurse in the ER, on my break rn", [("identity", "nurse")]),
            (U, "quick qustion what's the dose of tylenol for adults", []),
            (
                U,
                "ty. also i have my night shift tonight so keep answers super short",
                [
                    ("preference", "short"),
                ],
            ),
            (U, "i live in Denver fyi", [("identity", "denver")]),
        ],
    ),
    Conversation(
        "data scientist with code",
        [
            (U, "I'm a data scientist at a healthcare startup", [("identity", "data scientist")]),
            (
                U,
                "```python\ndf.groupby('user').agg({'x': 'sum'})\n```\nthis is slow on 50M "
                "rows, any tips?",
                [],
            ),
            (U, "we're moving from pandas to polars this quarter", [("context", "polars")]),
            (
                U,
                "I learned that categorical dtypes cut memory use in half",
                [
                    ("experience", "categorical"),
                ],
            ),
            (U, "pls always show the polars version too", [("preference", "polars")]),
        ],
    ),
    Conversation(
        "jokes and questions only",
        [
            (U, "why did the chicken cross the road", []),
            (U, "lmao", []),
            (U, "tell me a fun fact about octopuses", []),
            (U, "I'm a genius obviously 😎", []),
            (U, "ok bye", []),
        ],
    ),
    Conversation(
        "musician and gigs",
        [
            (U, "I play drums in a jazz trio", [("identity", "drums")]),
            (U, "we have a gig at the Blue Note on friday night!", [("activity", "gig")]),
            (U, "played a wedding last saturday, was fun", [("activity", "wedding")]),
            (U, "how do I stop my hands cramping", []),
        ],
    ),
    Conversation(
        "moving countries, retraction",
        [
            (
                U,
                "so we finally left Madrid, living in Copenhagen now 🇩🇰",
                [
                    ("retract", "madrid"),
                    ("identity", "copenhagen"),
                ],
            ),
            (U, "learning danish is brutal", [("context", "danish")]),
            (U, "is the cost of living really that high", []),
        ],
        existing=[("h2", "Lives in Madrid", "location")],
    ),
    Conversation(
        "student who quit university",
        [
            (
                U,
                "i dropped out of uni last month, not studying law anymore",
                [
                    ("retract", "law"),
                ],
            ),
            (U, "working at my uncle's garage for now", [("identity", "garage")]),
            (U, "my parents are furious lol", []),
        ],
        existing=[("h3", "Studies law at the University of Leeds", "personal")],
    ),
    Conversation(
        "style instructions in passing",
        [
            (
                U,
                "one thing: don't use markdown, my app can't render it",
                [
                    ("preference", "markdown"),
                ],
            ),
            (U, "and I prefer British English", [("preference", "british")]),
            (U, "can you summarise this article for me", []),
            (U, "perfect, shorter next time though", []),
        ],
    ),
    Conversation(
        "fitness and diet, one long message",
        [
            (
                U,
                "Background: I'm 35, 80kg, vegetarian for ten years, I cycle to work every "
                "day and I'm training for my first triathlon in September. I'm also lactose "
                "intolerant. Can you suggest a weekly meal plan?",
                [
                    ("identity", "35"),
                    ("identity", "vegetarian"),
                    ("identity", "cycle"),
                    ("context", "triathlon"),
                    ("identity", "lactose"),
                ],
            ),
            (U, "thanks! looks great", []),
        ],
    ),
    Conversation(
        "grandparent",
        [
            (
                U,
                "I have five grandchildren and a very spoiled cat called Whiskers",
                [
                    ("identity", "grandchildren"),
                    ("identity", "whiskers"),
                ],
            ),
            (U, "My granddaughter is getting married in July", [("activity", "married")]),
            (U, "What is a nice gift for a young couple?", []),
            (
                U,
                "I'm 78 so please use simple words",
                [
                    ("identity", "78"),
                    ("preference", "simple"),
                ],
            ),
        ],
    ),
    Conversation(
        "role-play and a story",
        [
            (U, "roleplay: you're the interviewer, I'm a candidate for a bank teller job", []),
            (U, "I have five years of experience in customer service", []),
            (U, "ok end roleplay", []),
            (U, "write a detective story where I'm the detective in 1920s Chicago", []),
        ],
    ),
    Conversation(
        "sarcastic complaints",
        [
            (U, "love it when my manager schedules meetings at 5pm on a friday 🙄", []),
            (
                U,
                "I'm a QA engineer so everything is my fault, naturally",
                [
                    ("identity", "qa engineer"),
                ],
            ),
            (U, "totally thrilled to be working this weekend", []),
        ],
    ),
    Conversation(
        "French speaker",
        [
            (U, "bonjour! je suis française, I live in Montreal", [("identity", "montreal")]),
            (
                U,
                "I speak French and English, a little Italian",
                [
                    ("identity", "french"),
                    ("identity", "english"),
                    ("identity", "italian"),
                ],
            ),
            (U, "c'est pas grave", []),
            (U, "answer in french please", [("preference", "french")]),
        ],
    ),
    Conversation(
        "traveller",
        [
            (U, "just came back from a week in Morocco", [("activity", "morocco")]),
            (U, "flying to Lima on the 12th of july", [("activity", "lima")]),
            (
                U,
                "I learned to always carry a paper copy of my passport",
                [
                    ("experience", "passport"),
                ],
            ),
            (U, "what vaccines do I need for Peru", []),
            (U, "I'm a travel blogger btw", [("identity", "blogger")]),
        ],
    ),
    Conversation(
        "engineer with family and pets",
        [
            (
                U,
                "civil engineer here, working on a bridge project in Oslo",
                [
                    ("identity", "civil engineer"),
                    ("context", "bridge"),
                ],
            ),
            (U, "my husband is a nurse, works nights", [("identity", "husband nurse")]),
            (U, "we have two dogs, both rescues", [("identity", "two dogs")]),
            (U, "any tips for sleeping when your partner works nights?", []),
        ],
    ),
    Conversation(
        "health and habits",
        [
            (U, "I have migraines a few times a month", [("identity", "migraines")]),
            (
                U,
                "I drink 3 coffees a day which probably doesn't help",
                [
                    ("identity", "coffee"),
                ],
            ),
            (U, "my doctor wants me to cut down", []),
            (U, "what are good caffeine free options", []),
        ],
    ),
    Conversation(
        "small talk",
        [
            (U, "morning!", []),
            (U, "weather's awful here", []),
            (U, "did you see the game last night", []),
            (U, "whatever, not important", []),
        ],
    ),
]
